import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
  dbCredentials: { url: `${process.env.DATA_DIR ?? './data'}/dealership.sqlite` },
});
