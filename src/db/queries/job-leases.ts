import { and, eq } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { jobLeases } from '#src/db/schema';

export type LeaseState = { holder: string; expiresAt: Date };

export type AcquireOptions = {
  now?: Date;
  /** Whether the current holder is known to be gone (a process of this machine that no longer runs): its lease is then taken at once. */
  holderGone?: (holder: string) => boolean;
  database?: Db;
};

/**
 * Takes the lease `name` for `holder` until `now + ttlMs`, or renews it: true when `holder` holds it
 * afterwards. It is taken when free, expired, already the holder's or its holder is gone; otherwise it
 * stays with its holder. One immediate transaction: of two processes asking at once, one waits for the
 * other's answer, so a lease never has two holders.
 */
export function acquireJobLease(
  name: string,
  holder: string,
  ttlMs: number,
  { now = new Date(), holderGone = () => false, database = db() }: AcquireOptions = {},
): boolean {
  return database.transaction(
    (tx) => {
      const current = tx.select().from(jobLeases).where(eq(jobLeases.name, name)).get();
      if (current && current.holder !== holder && current.expiresAt > now && !holderGone(current.holder)) return false;
      const expiresAt = new Date(now.getTime() + ttlMs);
      tx.insert(jobLeases)
        .values({ name, holder, expiresAt })
        .onConflictDoUpdate({ target: jobLeases.name, set: { holder, expiresAt } })
        .run();
      return true;
    },
    { behavior: 'immediate' },
  );
}

/** Gives the lease up at once (a server stopping), when `holder` has it. */
export function releaseJobLease(name: string, holder: string, database: Db = db()): void {
  database
    .delete(jobLeases)
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .run();
}

/** Who holds the lease and until when; undefined when nobody ever took it. */
export function readJobLease(name: string, database: Db = db()): LeaseState | undefined {
  return database
    .select({ holder: jobLeases.holder, expiresAt: jobLeases.expiresAt })
    .from(jobLeases)
    .where(eq(jobLeases.name, name))
    .get();
}
