// `npm run db:seed`: replaces the demo content (vehicles, inquiries, testimonials,
// register, posts, activity) with a fresh copy. Accounts are kept.
import { db } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { clearDemoData, seedDemoData } from '../src/db/seed';
import { config } from '../src/lib/server/config';

const database = db();
applyMigrations(database);
clearDemoData(database);
const started = Date.now();
const counts = await seedDemoData(database, { vehicles: process.env.SEED_VEHICLES ? Number(process.env.SEED_VEHICLES) : undefined });
console.log(`Re-seeded ${config().dbFile} in ${Date.now() - started} ms:`, counts);
database.$client.close();
