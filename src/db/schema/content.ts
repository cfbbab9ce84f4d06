import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DEALER } from '#src/lib/dealer';
import { createdAt, updatedAt } from './columns';

export const testimonials = sqliteTable(
  'testimonials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    vehicle: text('vehicle').notNull(),
    /** 1 to 5; halves are allowed by the display but ratings are whole stars. */
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    isApproved: integer('is_approved', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_approved_idx').on(t.isApproved, t.createdAt)],
);

export const blogPosts = sqliteTable('blog_posts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  /** A media-library image (/media/…); its alt text is required with it. */
  featuredImage: text('featured_image'),
  featuredImageAlt: text('featured_image_alt'),
  author: text('author').notNull().default(`${DEALER.name} Team`),
  category: text('category').notNull(),
  tags: text('tags', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  keywords: text('keywords'),
  /** Live from publishedAt on: a published post with a future date is scheduled (it goes live without anyone saving it). */
  published: integer('published', { mode: 'boolean' }).notNull().default(false),
  publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
  /**
   * Edits to a published post waiting to be published (the columns above are what visitors see); null when there
   * are none. A post never published is edited in its columns directly, since nobody sees them.
   */
  draft: text('draft', { mode: 'json' }).$type<BlogPostFields>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One published version of staff-edited content (a journal post, or a block of the site's copy), kept on every
 * publish so any of them can be restored: what was published, by whom, when.
 */
export const contentRevisions = sqliteTable(
  'content_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'blog_post', or a site block's name. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    actorName: text('actor_name').notNull(),
    /** publish or restore */
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('content_revisions_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

/**
 * A block of the site's copy staff edit (the FAQ, …), by name: what visitors see (published) and the edit waiting
 * to be published (draft). Each publish also keeps a revision (content_revisions, entity `block:<key>`).
 */
export const siteBlocks = sqliteTable('site_blocks', {
  key: text('key').primaryKey(),
  published: text('published', { mode: 'json' }).$type<Record<string, unknown>>(),
  draft: text('draft', { mode: 'json' }).$type<Record<string, unknown>>(),
  publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
  publishedBy: text('published_by'),
  updatedAt: updatedAt(),
});

/** The fields staff write for a post (everything but its state and times). */
export type BlogPostFields = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  author: string;
  category: string;
  tags: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  keywords: string | null;
};

export type Testimonial = typeof testimonials.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type ContentRevision = typeof contentRevisions.$inferSelect;
export type SiteBlock = typeof siteBlocks.$inferSelect;
