import { beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { countPostsGoneLive, createPost, publishPost } from '#src/db/queries/blog-posts';
import { journalScheduleJob } from './journal-schedule-job';

const actor = { id: null, name: 'Test Editor' };
const fields = (title: string) => ({
  title,
  excerpt: 'An excerpt of the post.',
  content: 'The text of this story.',
  featuredImage: null,
  featuredImageAlt: null,
  author: 'Team',
  category: 'Events',
  tags: [],
  metaTitle: null,
  metaDescription: null,
  keywords: null,
});

beforeAll(() => {
  connectDatabase(':memory:');
  applyMigrations(db(), 'src/db/migrations');
});

describe('journal-schedule job', () => {
  it('the job empties the journal’s cached pages once, in the run after a post’s time came', () => {
    const post = createPost(fields('Holiday Hours'), actor);
    let clock = new Date('2027-01-10T09:00:00Z');
    const emptied: (readonly string[])[] = [];
    const job = journalScheduleJob({ now: () => clock, invalidate: (paths) => emptied.push(paths) });
    publishPost(post.id, new Date('2027-01-10T09:00:30Z'), actor, clock);
    clock = new Date('2027-01-10T09:00:15Z');
    expect(job.run()).toBe('no scheduled post due');
    clock = new Date('2027-01-10T09:00:30Z');
    expect(job.run()).toBe('1 scheduled post went live; journal pages refreshed');
    expect(emptied).toEqual([['/journal', '/sitemap']]);
    clock = new Date('2027-01-10T09:00:45Z');
    job.run();
    expect(emptied).toHaveLength(1);
    expect(countPostsGoneLive(new Date('2027-01-10T09:00:00Z'), new Date('2027-01-10T09:01:00Z'))).toBe(1);
  });
});
