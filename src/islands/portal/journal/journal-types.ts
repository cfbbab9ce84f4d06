import type { StaffPost } from '#src/db/queries/blog-posts';

/** A post as the journal's API answers it (dates arrive as JSON strings): the list and the editor both read it. */
export type PostDto = Omit<StaffPost, 'publishedAt' | 'updatedAt'> & { publishedAt: string | null; updatedAt: string };
