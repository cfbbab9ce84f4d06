// Adds the list benchmark's scale to a prepared DATA_DIR (tests/support/prepare-test-db.ts
// with SEED_VEHICLES): BENCH_INQUIRIES leads, each with its activity entry as a
// real submission writes one, and BENCH_REGISTER garage register entries.
//   DATA_DIR=… BENCH_INQUIRIES=100000 BENCH_REGISTER=20000 node --import tsx scripts/seed-bench-lists.ts
import { eq } from 'drizzle-orm';
import { db } from '../src/db/client';
import { activityLog, garageRegister, inquiries, vehicles } from '../src/db/schema';
import { syntheticInquiries, syntheticRegisterEntries } from '../src/db/seed/synthetic';

const inquiryCount = Number(process.env.BENCH_INQUIRIES ?? 100_000);
const registerCount = Number(process.env.BENCH_REGISTER ?? 20_000);
const database = db();
const vehicleIds = database
  .select({ id: vehicles.id })
  .from(vehicles)
  .all()
  .map((v) => v.id);
const sold = database
  .select({
    id: vehicles.id,
    make: vehicles.make,
    model: vehicles.model,
    color: vehicles.color,
    vin: vehicles.vin,
    mileage: vehicles.mileage,
  })
  .from(vehicles)
  .where(eq(vehicles.status, 'sold'))
  .all();

const BATCH = 500;
function insertInBatches<T>(rows: Iterable<T>, write: (batch: T[]) => void) {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      write(batch);
      batch = [];
    }
  }
  if (batch.length) write(batch);
}

database.transaction((tx) => {
  insertInBatches(syntheticInquiries(inquiryCount, vehicleIds), (batch) => {
    const ids = tx.insert(inquiries).values(batch).returning({ id: inquiries.id }).all();
    tx.insert(activityLog)
      .values(
        batch.map((lead, i) => ({
          actorName: lead.name,
          action: 'inquiry.received',
          entityType: 'inquiry',
          entityId: ids[i].id,
          summary: `New inquiry from ${lead.name}: ${lead.subject}`,
          createdAt: lead.createdAt,
        })),
      )
      .run();
  });
  insertInBatches(syntheticRegisterEntries(registerCount, sold), (batch) => tx.insert(garageRegister).values(batch).run());
});
database.$client.pragma('optimize');
database.$client.close();
console.log(
  `added ${inquiryCount} inquiries (and their activity) and ${Math.min(registerCount, sold.length ? registerCount : 0)} register entries`,
);
