import { and, desc, eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { versionedCache } from '#src/db/versioned-cache';
import { contentRevisions, siteBlocks, type SiteBlock } from '#src/db/schema';
import { logActivity } from './activity';
import type { Actor } from './inquiries';
import type { RevisionSummary } from './blog-posts';

const entity = (key: string) => `block:${key}`;

// Every public page reads a block or three on each render past the page cache: kept until the data changes.
const blockCache = versionedCache<SiteBlock | undefined>(50);

/** A block's row (its published version and draft), or undefined before anything is saved. Shared: never change it. */
export function getSiteBlock(key: string): SiteBlock | undefined {
  const database = db();
  return blockCache.get(database, key, () => database.select().from(siteBlocks).where(eq(siteBlocks.key, key)).get());
}

/** Saves an edit as the block's draft: visitors keep seeing the published version. */
export function saveBlockDraft(key: string, data: Record<string, unknown>, actor: Actor): SiteBlock {
  return db().transaction((tx) => {
    const row = tx
      .insert(siteBlocks)
      .values({ key, draft: data })
      .onConflictDoUpdate({ target: siteBlocks.key, set: { draft: data, updatedAt: new Date() } })
      .returning()
      .get();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'site_block.updated',
        entityType: 'site_block',
        summary: `Draft of the ${key} saved`,
      },
      tx,
    );
    return row;
  });
}

/** Publishes the draft (or `data`, for the seed), keeping the published version as a revision. */
export function publishBlock(key: string, actor: Actor, data?: Record<string, unknown>): SiteBlock | 'nothing-to-publish' {
  return db().transaction((tx) => {
    const current = tx.select().from(siteBlocks).where(eq(siteBlocks.key, key)).get();
    const next = data ?? current?.draft;
    if (!next) return 'nothing-to-publish';
    const now = new Date();
    const row = tx
      .insert(siteBlocks)
      .values({ key, published: next, draft: null, publishedAt: now, publishedBy: actor.name })
      .onConflictDoUpdate({
        target: siteBlocks.key,
        set: { published: next, draft: null, publishedAt: now, publishedBy: actor.name, updatedAt: now },
      })
      .returning()
      .get();
    tx.insert(contentRevisions)
      .values({ entity: entity(key), data: next, actorName: actor.name, action: 'publish' })
      .run();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'site_block.published',
        entityType: 'site_block',
        summary: `The ${key} was published`,
      },
      tx,
    );
    return row;
  });
}

export function listBlockRevisions(key: string): RevisionSummary[] {
  return db()
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.entity, entity(key)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .all()
    .map((r) => ({ id: r.id, actorName: r.actorName, action: r.action, createdAt: r.createdAt, title: key }));
}

/** Puts a published version back on the site (recorded as a revision and in the activity log). */
export function restoreBlockRevision(key: string, revisionId: number, actor: Actor): SiteBlock | 'no-revision' {
  return db().transaction((tx) => {
    const revision = tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entity, entity(key))))
      .get();
    if (!revision) return 'no-revision';
    const now = new Date();
    const row = tx
      .insert(siteBlocks)
      .values({ key, published: revision.data, publishedAt: now, publishedBy: actor.name })
      .onConflictDoUpdate({
        target: siteBlocks.key,
        set: { published: revision.data, publishedAt: now, publishedBy: actor.name, updatedAt: now },
      })
      .returning()
      .get();
    tx.insert(contentRevisions)
      .values({ entity: entity(key), data: revision.data, actorName: actor.name, action: 'restore' })
      .run();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'site_block.restored',
        entityType: 'site_block',
        summary: `The ${key} was restored to the version of ${revision.createdAt.toISOString()}`,
      },
      tx,
    );
    return row;
  });
}
