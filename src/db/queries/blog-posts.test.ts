import { beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import {
  createPost,
  getLivePostBySlug,
  getPost,
  listLivePosts,
  listPostRevisions,
  publishPost,
  restorePostRevision,
  savePost,
  toStaffPost,
} from './blog-posts';

const actor = { id: null, name: 'Test Editor' };
const fields = (title: string, content = 'The first version of this story.') => ({
  title,
  excerpt: 'An excerpt of the post.',
  content,
  featuredImage: null,
  featuredImageAlt: null,
  author: 'Team',
  category: 'Events',
  tags: ['drives'],
  metaTitle: null,
  metaDescription: null,
  keywords: null,
});

beforeAll(() => {
  connectDatabase(':memory:');
  applyMigrations(db(), 'src/db/migrations');
});

describe('scheduled publishing', () => {
  it('a scheduled post is hidden before its time and live from it, without being saved again', () => {
    const t0 = new Date('2026-12-01T14:00:00Z');
    const post = createPost(fields('Winter Storage Guide'), actor);
    publishPost(post.id, new Date('2026-12-01T15:00:00Z'), actor, t0);
    expect(toStaffPost(getPost(post.id)!, t0).status).toBe('scheduled');
    expect(getLivePostBySlug('winter-storage-guide', new Date('2026-12-01T14:59:59Z'))).toBeUndefined();
    expect(listLivePosts({}, 1, 10, new Date('2026-12-01T14:59:59Z')).posts.map((p) => p.id)).not.toContain(post.id);
    expect(getLivePostBySlug('winter-storage-guide', new Date('2026-12-01T15:00:00Z'))?.id).toBe(post.id);
    expect(listLivePosts({ category: 'events', tag: 'DRIVES' }, 1, 10, new Date('2026-12-01T15:00:01Z')).posts.map((p) => p.id)).toContain(
      post.id,
    );
  });
});

describe('drafts of a live post and revision restore', () => {
  it('keeps the live text until an edit is published, and restores any published version', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    const post = createPost(fields('Track Day Notes'), actor);
    publishPost(post.id, undefined, actor, now);
    savePost(post.id, fields('Track Day Notes', 'The second version.'), actor);
    expect(getPost(post.id)!.content).toBe('The first version of this story.');
    expect(toStaffPost(getPost(post.id)!).content).toBe('The second version.');
    publishPost(post.id, undefined, actor, new Date('2026-11-02T10:00:00Z'));
    const live = getPost(post.id)!;
    expect(live.content).toBe('The second version.');
    expect(live.publishedAt).toEqual(now); // a republished post keeps its date

    const [second, first] = listPostRevisions(post.id);
    expect([second!.action, first!.action]).toEqual(['publish', 'publish']);
    const restored = restorePostRevision(post.id, first!.id, { id: null, name: 'Admin' });
    expect(restored).toMatchObject({ content: 'The first version of this story.', draft: null });
    expect(listPostRevisions(post.id)[0]).toMatchObject({ action: 'restore', actorName: 'Admin' });
    expect(restorePostRevision(post.id, 999_999, actor)).toBe('no-revision');
    expect(restorePostRevision(999_999, first!.id, actor)).toBeUndefined();
  });
});
