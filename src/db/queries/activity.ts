import { desc, lt } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { activityLog, type ActivityEntry } from '#src/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type ActivityInput = {
  userId?: number | null;
  actorName: string;
  /** e.g. vehicle.created, vehicle.updated, vehicle.status, vehicle.sold, vehicle.deleted, inquiry.received, inquiry.status, inquiry.replied, testimonial.approved */
  action: string;
  entityType:
    'vehicle' | 'inquiry' | 'testimonial' | 'user' | 'media' | 'settings' | 'blog_post' | 'site_block' | 'api_key' | 'webhook' | 'customer';
  entityId?: number | null;
  summary: string;
  /** The client address, for security events (sign-ins and the like). */
  address?: string | null;
};

/** Records who did what; pass the transaction when the change itself is in one, so both commit together. */
export function logActivity(entry: ActivityInput, tx: Tx | Db = db()): void {
  tx.insert(activityLog).values(entry).run();
}

/** Newest first; `before` is an id cursor for paging through the full log. */
export function listActivity(options: { limit?: number; before?: number } = {}): ActivityEntry[] {
  return db()
    .select()
    .from(activityLog)
    .where(options.before ? lt(activityLog.id, options.before) : undefined)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(Math.min(options.limit ?? 50, 500))
    .all();
}
