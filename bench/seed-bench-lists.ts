// Adds the list benchmark's scale to a prepared DATA_DIR (tests/support/prepare-test-db.ts
// with SEED_VEHICLES): BENCH_INQUIRIES leads, each with its activity entry and new-lead notice as a
// real submission writes them, and BENCH_REGISTER garage register entries.
//   DATA_DIR=… BENCH_INQUIRIES=100000 BENCH_REGISTER=20000 node --import tsx bench/seed-bench-lists.ts
import { eq } from 'drizzle-orm';
import { connectAppDatabase } from '#src/server/storage/database';
import { activityLog, garageRegister, inquiries, outboxMessages, vehicles } from '#src/db/schema';
import { syntheticInquiries, syntheticRegisterEntries } from '#src/demo/synthetic';

const inquiryCount = Number(process.env.BENCH_INQUIRIES ?? 100_000);
const registerCount = Number(process.env.BENCH_REGISTER ?? 20_000);
const database = connectAppDatabase();
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
    // Each lead's new-lead notice to the dealer, as a real submission sends one: nearly all handed to the
    // mail server, one in a hundred refused (what the outbox screen lists among them).
    tx.insert(outboxMessages)
      .values(
        batch.map((lead, i) => {
          const failed = ids[i].id % 100 === 0;
          return {
            to: 'info@ateliermotorgallery.ca',
            subject: `New inquiry: ${lead.subject}`,
            body: `A new inquiry arrived from the website.\n\nCustomer: ${lead.name} <${lead.email}>`,
            delivery: failed ? ('failed' as const) : ('smtp' as const),
            error: failed ? '550 5.1.1 Mailbox unavailable' : null,
            inquiryId: ids[i].id,
            createdAt: lead.createdAt,
          };
        }),
      )
      .run();
  });
  insertInBatches(syntheticRegisterEntries(registerCount, sold), (batch) => tx.insert(garageRegister).values(batch).run());
});
database.$client.pragma('optimize');
database.$client.close();
console.log(
  `added ${inquiryCount} inquiries (with their activity and new-lead notices) and ${Math.min(registerCount, sold.length ? registerCount : 0)} register entries`,
);
