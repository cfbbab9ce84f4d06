import { and, count, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { db, type Db } from '#src/db/client';
import { blogPosts, contentRevisions, users, type BlogPost, type BlogPostFields } from '#src/db/schema';
import { slugify, uniqueSlug } from '#src/lib/content/slug';
import { postStatus, type PostStatus } from '#src/lib/content/post-status';
import { logActivity } from './activity';
import type { Actor } from './inquiries';

/** A journal post as the public pages read it: only live posts (published, their time come). */
const live = (now: Date) => and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now));

export type JournalFilter = { category?: string | null; tag?: string | null };
export type JournalPage = { posts: BlogPost[]; total: number; page: number; pages: number };

function filterClause(filter: JournalFilter, now: Date) {
  return and(
    live(now),
    filter.category ? sql`lower(${blogPosts.category}) = lower(${filter.category})` : undefined,
    filter.tag ? sql`exists (select 1 from json_each(${blogPosts.tags}) where lower(json_each.value) = lower(${filter.tag}))` : undefined,
  );
}

/** Live posts newest first, a page at a time; a page past the end is clamped to the last. */
export function listLivePosts(filter: JournalFilter, page: number, pageSize: number, now = new Date()): JournalPage {
  const where = filterClause(filter, now);
  const total = db().select({ n: count() }).from(blogPosts).where(where).get()?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const posts = db()
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .all();
  return { posts, total, page: current, pages };
}

/** Categories and tags of live posts with how many posts each has (the journal's filters). */
export function listJournalTopics(now = new Date()): {
  categories: { name: string; count: number }[];
  tags: { name: string; count: number }[];
} {
  const categories = db()
    .select({ name: blogPosts.category, count: count() })
    .from(blogPosts)
    .where(live(now))
    .groupBy(blogPosts.category)
    .orderBy(blogPosts.category)
    .all();
  const tags = db()
    .select({ name: sql<string>`lower(json_each.value)`, count: sql<number>`count(*)` })
    .from(sql`${blogPosts}, json_each(${blogPosts.tags})`)
    .where(live(now))
    .groupBy(sql`lower(json_each.value)`)
    .orderBy(sql`lower(json_each.value)`)
    .all();
  return { categories, tags };
}

export function getLivePostBySlug(slug: string, now = new Date()): BlogPost | undefined {
  return db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), live(now)))
    .get();
}

/** Live posts for the feed and the sitemaps, newest first. */
export function listLivePostLinks(limit = 1000, now = new Date()): BlogPost[] {
  return db().select().from(blogPosts).where(live(now)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit).all();
}

/** Scheduled posts whose time came in (after, until]: the job empties the journal's cached pages for them. */
export function countPostsGoneLive(after: Date, until: Date): number {
  return (
    db()
      .select({ n: count() })
      .from(blogPosts)
      .where(and(eq(blogPosts.published, true), gt(blogPosts.publishedAt, after), lte(blogPosts.publishedAt, until)))
      .get()?.n ?? 0
  );
}

// ---- Staff side ----

/** What the editor shows and saves: the pending draft of a published post, else its columns. */
export function editableFields(post: BlogPost): BlogPostFields {
  if (post.draft) return post.draft;
  const { title, slug, excerpt, content, featuredImage, featuredImageAlt, author, category, tags, metaTitle, metaDescription, keywords } =
    post;
  return { title, slug, excerpt, content, featuredImage, featuredImageAlt, author, category, tags, metaTitle, metaDescription, keywords };
}

export type StaffPost = BlogPostFields & {
  id: number;
  status: PostStatus;
  publishedAt: Date | null;
  hasDraft: boolean;
  updatedAt: Date;
  /** The address visitors see (the live slug, which a pending draft may change). */
  liveSlug: string;
};

export function toStaffPost(post: BlogPost, now = new Date()): StaffPost {
  return {
    ...editableFields(post),
    id: post.id,
    status: postStatus(post, now),
    publishedAt: post.publishedAt,
    hasDraft: post.draft !== null,
    updatedAt: post.updatedAt,
    liveSlug: post.slug,
  };
}

export function listStaffPosts(): StaffPost[] {
  const now = new Date();
  return db()
    .select()
    .from(blogPosts)
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`), desc(blogPosts.id))
    .all()
    .map((p) => toStaffPost(p, now));
}

export function getPost(id: number): BlogPost | undefined {
  return db().select().from(blogPosts).where(eq(blogPosts.id, id)).get();
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The slug asked for (or made from the title), unique among the other posts. */
function freeSlug(tx: Tx, wanted: string | undefined, title: string, selfId: number | null): string {
  const taken = (slug: string) => {
    const row = tx.select({ id: blogPosts.id, draft: blogPosts.draft }).from(blogPosts).where(eq(blogPosts.slug, slug)).get();
    if (row && row.id !== selfId) return true;
    // A pending draft holds its slug too: publishing it must not collide.
    const drafted = tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(sql`json_extract(${blogPosts.draft}, '$.slug') = ${slug} and ${blogPosts.id} is not ${selfId}`)
      .get();
    return !!drafted;
  };
  return uniqueSlug(wanted ?? slugify(title), taken);
}

export type PostInput = Omit<BlogPostFields, 'slug'> & { slug?: string };

const activity = (tx: Tx, actor: Actor, action: string, post: { id: number; title: string }, what: string) =>
  logActivity(
    {
      userId: actor.id,
      actorName: actor.name,
      action,
      entityType: 'blog_post',
      entityId: post.id,
      summary: `Journal post "${post.title}" ${what}`,
    },
    tx,
  );

/** A new post, a draft: nobody sees it until it is published. */
export function createPost(input: PostInput, actor: Actor): BlogPost {
  return db().transaction((tx) => {
    const slug = freeSlug(tx, input.slug, input.title, null);
    const row = tx
      .insert(blogPosts)
      .values({ ...input, slug, published: false, publishedAt: null })
      .returning()
      .get();
    activity(tx, actor, 'blog_post.created', row, 'drafted');
    return row;
  });
}

/**
 * Saves an edit. A post visitors can see (live or scheduled) keeps showing what was published: the edit waits in
 * `draft` until it is published. A draft post is edited in place.
 */
export function savePost(id: number, input: PostInput, actor: Actor): BlogPost | undefined {
  return db().transaction((tx) => {
    const current = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!current) return undefined;
    const slug = freeSlug(tx, input.slug, input.title, id);
    const fields: BlogPostFields = { ...input, slug };
    const row = current.published
      ? tx.update(blogPosts).set({ draft: fields, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning().get()
      : tx
          .update(blogPosts)
          .set({ ...fields, draft: null, updatedAt: new Date() })
          .where(eq(blogPosts.id, id))
          .returning()
          .get();
    activity(tx, actor, 'blog_post.updated', { id, title: fields.title }, 'saved as a draft');
    return row;
  });
}

/**
 * Publishes the post (its pending draft included) now or at `at` (scheduled), and keeps the published version as a
 * revision. A post already live keeps its original date unless a new time is given.
 */
export function publishPost(id: number, at: Date | undefined, actor: Actor, now = new Date()): BlogPost | undefined {
  return db().transaction((tx) => {
    const current = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!current) return undefined;
    const fields = editableFields(current);
    const keepDate = !at && current.published && current.publishedAt && current.publishedAt <= now;
    const publishedAt = at ?? (keepDate ? current.publishedAt! : now);
    const row = tx
      .update(blogPosts)
      .set({ ...fields, draft: null, published: true, publishedAt, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning()
      .get();
    tx.insert(contentRevisions).values({ entity: 'blog_post', entityId: id, data: fields, actorName: actor.name, action: 'publish' }).run();
    const when = publishedAt > now ? `scheduled for ${publishedAt.toISOString()}` : 'published';
    activity(tx, actor, publishedAt > now ? 'blog_post.scheduled' : 'blog_post.published', row, when);
    return row;
  });
}

/** Takes a post off the site (it becomes a draft again, with any pending edits applied to it). */
export function unpublishPost(id: number, actor: Actor): BlogPost | undefined {
  return db().transaction((tx) => {
    const current = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!current) return undefined;
    const row = tx
      .update(blogPosts)
      .set({ ...editableFields(current), draft: null, published: false, publishedAt: null, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning()
      .get();
    activity(tx, actor, 'blog_post.unpublished', row, 'taken off the site');
    return row;
  });
}

export function deletePost(id: number, actor: Actor): boolean {
  return db().transaction((tx) => {
    const row = tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning().get();
    if (!row) return false;
    activity(tx, actor, 'blog_post.deleted', row, 'deleted');
    return true;
  });
}

export type RevisionSummary = { id: number; actorName: string; action: string; createdAt: Date; title: string };

export function listPostRevisions(id: number): RevisionSummary[] {
  return db()
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.entity, 'blog_post'), eq(contentRevisions.entityId, id)))
    .orderBy(desc(contentRevisions.createdAt), desc(contentRevisions.id))
    .all()
    .map((r) => ({ id: r.id, actorName: r.actorName, action: r.action, createdAt: r.createdAt, title: String(r.data.title ?? '') }));
}

/**
 * Puts a published version back on the site as it was (a live post shows it at once, a draft post gets its
 * text back), and records the restore as a revision of its own.
 */
export function restorePostRevision(id: number, revisionId: number, actor: Actor): BlogPost | 'no-revision' | undefined {
  return db().transaction((tx) => {
    const current = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!current) return undefined;
    const revision = tx
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.id, revisionId), eq(contentRevisions.entity, 'blog_post'), eq(contentRevisions.entityId, id)))
      .get();
    if (!revision) return 'no-revision';
    const data = revision.data as BlogPostFields;
    const slug = freeSlug(tx, data.slug, data.title, id);
    const fields: BlogPostFields = { ...data, slug };
    const row = tx
      .update(blogPosts)
      .set({ ...fields, draft: null, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning()
      .get();
    tx.insert(contentRevisions).values({ entity: 'blog_post', entityId: id, data: fields, actorName: actor.name, action: 'restore' }).run();
    activity(tx, actor, 'blog_post.restored', row, `restored to the version of ${revision.createdAt.toISOString()}`);
    return row;
  });
}

/** Admins always publish; an employee only when an admin granted it. */
export function mayPublish(user: { id: number; role: string }): boolean {
  if (user.role === 'admin') return true;
  return db().select({ canPublish: users.canPublish }).from(users).where(eq(users.id, user.id)).get()?.canPublish ?? false;
}

/** An admin grants or withdraws an employee's right to publish; the change is in the activity log. */
export function setPublishingGrant(
  userId: number,
  canPublish: boolean,
  actor: Actor,
): { id: number; username: string; canPublish: boolean } | undefined {
  return db().transaction((tx) => {
    const row = tx
      .update(users)
      .set({ canPublish, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, username: users.username, canPublish: users.canPublish })
      .get();
    if (!row) return undefined;
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: canPublish ? 'user.publishing_granted' : 'user.publishing_withdrawn',
        entityType: 'user',
        entityId: userId,
        summary: `${row.username} ${canPublish ? 'may now publish' : 'may no longer publish'} site content`,
      },
      tx,
    );
    return row;
  });
}
