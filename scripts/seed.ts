// `npm run db:seed`: replaces the demo content (vehicles, inquiries, testimonials,
// register, posts, activity) with a fresh copy. Accounts are kept.
import { connectAppDatabase, migrateAppDatabase } from '#src/server/storage/database';
import { clearDemoData, seedDemoData } from '#src/demo/seed';
import { configOrExit } from '#src/server/config';

const { SEED_VEHICLES, dbFile } = configOrExit();
const database = connectAppDatabase();
migrateAppDatabase(database);
clearDemoData(database);
const started = Date.now();
const counts = await seedDemoData(database, { vehicles: SEED_VEHICLES });
console.log(`Re-seeded ${dbFile} in ${Date.now() - started} ms:`, counts);
database.$client.close();
