import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { activityLog, financingRequests, inquiries, outboxMessages } from '#src/db/schema';
import { countRows } from '#src/db/queries/count';
import { financingCutoff, pruneClosedFinancingLeads } from './financing';

let database: Db;
beforeEach(() => {
  database = openDatabase(':memory:');
  applyMigrations(database, 'src/db/migrations');
});

/** A financing lead (or another type) with its answers, an e-mail and an activity entry naming the customer. */
function lead(type: 'financing' | 'inquiry', status: 'new' | 'closed' | 'resolved', closedAt: Date | null) {
  const row = database
    .insert(inquiries)
    .values({ type, name: 'Pat Example', email: 'pat@example.com', subject: 'Financing', message: 'Please call me.', status })
    .returning()
    .get();
  // The trigger stamps closed_at at the moment of closing; the test moves it into the past.
  database.$client.prepare('update inquiries set closed_at = ? where id = ?').run(closedAt?.getTime() ?? null, row.id);
  if (type === 'financing') {
    database
      .insert(financingRequests)
      .values({
        inquiryId: row.id,
        employmentStatus: 'employed',
        incomeBand: '75k-150k',
        housingCost: 2000,
        termMonths: 60,
        downPayment: 10000,
        contactConsent: true,
      })
      .run();
  }
  database
    .insert(outboxMessages)
    .values({ to: 'dealer@example.com', subject: 's', body: 'b', delivery: 'outbox', inquiryId: row.id })
    .run();
  database
    .insert(activityLog)
    .values({
      actorName: 'Staff',
      action: 'inquiry.status',
      entityType: 'inquiry',
      entityId: row.id,
      summary: 'Inquiry from Pat Example marked Closed',
    })
    .run();
  return row.id;
}

describe('pruneClosedFinancingLeads', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('deletes financing leads closed more than 24 months ago, with answers, e-mails and the entries naming them', () => {
    const old = lead('financing', 'closed', new Date('2024-11-23T12:00:00Z'));
    const recent = lead('financing', 'resolved', new Date('2024-11-25T12:00:00Z'));
    const open = lead('financing', 'new', null);
    const otherType = lead('inquiry', 'closed', new Date('2020-01-01T00:00:00Z'));
    expect(pruneClosedFinancingLeads(now, 24, database)).toBe(1);
    const ids = database
      .select({ id: inquiries.id })
      .from(inquiries)
      .all()
      .map((r) => r.id);
    expect(ids.sort()).toEqual([recent, open, otherType].sort());
    expect(countRows(database, financingRequests)).toBe(2);
    expect(database.$client.prepare('select count(*) as n from outbox_messages where inquiry_id = ?').get(old)).toEqual({ n: 0 });
    const log = database.select().from(activityLog).all();
    expect(log.some((e) => e.entityId === old)).toBe(false);
    expect(log.at(-1)).toMatchObject({ action: 'financing.pruned', summary: '1 financing lead deleted 24 months after closing' });
    expect(JSON.stringify(log.at(-1))).not.toContain('Pat');
    expect(pruneClosedFinancingLeads(now, 24, database)).toBe(0);
  });

  it('follows the configured number of months', () => {
    lead('financing', 'closed', new Date('2026-05-01T00:00:00Z'));
    expect(pruneClosedFinancingLeads(now, 24, database)).toBe(0);
    expect(pruneClosedFinancingLeads(now, 6, database)).toBe(1);
  });

  it('counts months on the calendar', () => {
    expect(financingCutoff(now, 24).toISOString()).toBe('2024-11-24T12:00:00.000Z');
  });
});
