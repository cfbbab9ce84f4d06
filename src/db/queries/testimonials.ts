import { desc, eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { versionedCache } from '#src/db/versioned-cache';
import { testimonials, type Testimonial } from '#src/db/schema';
import { logActivity } from './activity';
import type { Actor } from './inquiries';

export type TestimonialFields = Pick<Testimonial, 'name' | 'vehicle' | 'rating' | 'comment' | 'isApproved'>;

/** Newest first; `approved` narrows to approved (true) or pending (false) ones. */
// The home and about pages show the approved ones on each render past the page cache: kept until the data changes.
const listCache = versionedCache<readonly Testimonial[]>(1);

/** Testimonials, newest first. Shared between renders: never change the list or its rows. */
export function listTestimonials(options: { approved?: boolean } = {}): readonly Testimonial[] {
  const database = db();
  const read = () =>
    Object.freeze(
      database
        .select()
        .from(testimonials)
        .where(options.approved === undefined ? undefined : eq(testimonials.isApproved, options.approved))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .all(),
    );
  // Only the approved list is kept: the table's data version moves with approved rows alone (a visitor's pending
  // one must not empty the pages), so a list with pending ones in it would go stale.
  return options.approved === true ? listCache.get(database, 'approved', read) : read();
}

/** A visitor's testimonial (actor null) or one entered by staff. */
export function createTestimonial(fields: TestimonialFields, actor: Actor | null): Testimonial {
  return db().transaction((tx) => {
    const row = tx.insert(testimonials).values(fields).returning().get();
    logActivity(
      {
        userId: actor?.id ?? null,
        actorName: actor?.name ?? row.name,
        action: 'testimonial.created',
        entityType: 'testimonial',
        entityId: row.id,
        summary: actor
          ? `Testimonial from ${row.name} added${row.isApproved ? ' and approved' : ''}`
          : `New testimonial from ${row.name} awaits approval`,
      },
      tx,
    );
    return row;
  });
}

/**
 * Applies an edit; undefined when there is no such testimonial. The activity
 * entry is testimonial.approved / .unapproved when the approval changed, else .updated.
 */
export function updateTestimonial(id: number, changes: Partial<TestimonialFields>, actor: Actor): Testimonial | undefined {
  return db().transaction((tx) => {
    const current = tx.select().from(testimonials).where(eq(testimonials.id, id)).get();
    if (!current) return undefined;
    if (Object.keys(changes).length === 0) return current;
    const row = tx.update(testimonials).set(changes).where(eq(testimonials.id, id)).returning().get();
    const approval = changes.isApproved !== undefined && changes.isApproved !== current.isApproved;
    const edited = (Object.keys(changes) as (keyof TestimonialFields)[]).some((k) => k !== 'isApproved' && changes[k] !== current[k]);
    const action = approval ? (row.isApproved ? 'testimonial.approved' : 'testimonial.unapproved') : 'testimonial.updated';
    const what = approval ? (row.isApproved ? 'approved' : 'withdrawn from the site') : 'edited';
    const summary = `Testimonial from ${row.name} ${what}${approval && edited ? ' and edited' : ''}`;
    logActivity({ userId: actor.id, actorName: actor.name, action, entityType: 'testimonial', entityId: id, summary }, tx);
    return row;
  });
}

/** True when a testimonial was deleted. */
export function deleteTestimonial(id: number, actor: Actor): boolean {
  return db().transaction((tx) => {
    const row = tx.delete(testimonials).where(eq(testimonials.id, id)).returning().get();
    if (!row) return false;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'testimonial.deleted',
        entityType: 'testimonial',
        entityId: id,
        summary: `Testimonial from ${row.name} deleted`,
      },
      tx,
    );
    return true;
  });
}
