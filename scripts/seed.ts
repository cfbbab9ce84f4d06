// `npm run db:seed`: replaces the demo content (vehicles, inquiries, testimonials,
// register, posts, activity) with a fresh copy. Accounts are kept.
import { connectAppDatabase } from '#src/server/database';
import { applyMigrations } from '#src/db/migrate';
import { clearDemoData, seedDemoData } from '#src/server/seed';
import { config } from '#src/server/config';

const database = connectAppDatabase();
applyMigrations(database);
clearDemoData(database);
const started = Date.now();
const counts = await seedDemoData(database, { vehicles: process.env.SEED_VEHICLES ? Number(process.env.SEED_VEHICLES) : undefined });
console.log(`Re-seeded ${config().dbFile} in ${Date.now() - started} ms:`, counts);
database.$client.close();
