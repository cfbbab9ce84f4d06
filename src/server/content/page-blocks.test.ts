import { describe, expect, it } from 'vitest';
import { aboutBlockSchema, contactBlockSchema, legalBlockSchema } from '#src/lib/validation/page-blocks';
import { STARTING_ABOUT, STARTING_CONTACT, STARTING_PRIVACY, STARTING_TERMS } from './starting-copy/pages';
import { renderMarkdown } from './render-markdown';
import { withSectionIds } from './page-blocks';

describe('the starting copy', () => {
  it('passes the schemas staff edits pass (what the seed publishes and a database without the block shows)', () => {
    expect(aboutBlockSchema.safeParse(STARTING_ABOUT).success).toBe(true);
    expect(contactBlockSchema.safeParse(STARTING_CONTACT).success).toBe(true);
    expect(legalBlockSchema.safeParse(STARTING_PRIVACY).success).toBe(true);
    expect(legalBlockSchema.safeParse(STARTING_TERMS).success).toBe(true);
  });

  it('gives every section of the legal pages the address it had (links to /privacy-policy#cookies keep working)', () => {
    const ids = (body: string) => withSectionIds(renderMarkdown(body)).sections.map((s) => s.id);
    expect(ids(STARTING_PRIVACY.body)).toEqual([
      'who-we-are',
      'what-we-collect',
      'how-we-use-it',
      'consent',
      'cookies',
      'sharing',
      'retention',
      'safeguards',
      'your-rights',
      'changes',
      'contact',
    ]);
    expect(ids(STARTING_TERMS.body)).toHaveLength(12);
  });
});

describe('legal page sections', () => {
  it('give each h2 its {#address} (or one made from its words), list them, and hide the markers', () => {
    const { html, sections } = withSectionIds(
      renderMarkdown('## 1. Who we are {#who-we-are}\n\nText.\n\n## 2. Cookies & you\n\n### Details {#details}\n\n## 3. Cookies & you'),
    );
    expect(sections).toEqual([
      { id: 'who-we-are', title: '1. Who we are' },
      { id: 'cookies-you', title: '2. Cookies & you' },
      { id: 'cookies-you-2', title: '3. Cookies & you' },
    ]);
    expect(html).toContain('<h2 id="who-we-are">1. Who we are</h2>');
    expect(html).toContain('<h3>Details</h3>');
    expect(html).not.toContain('{#');
  });

  it('never lets an author write an attribute: an address is only [a-z0-9-], added after sanitising', () => {
    const { html } = withSectionIds(renderMarkdown('## Hello {#x" onclick="alert(1)}\n\n<h2 id="evil" onclick="x">Raw</h2>'));
    expect(html).not.toMatch(/<h2[^>]* onclick=|id="evil"/);
    expect(html).toContain('<h2 id="raw">Raw</h2>');
  });
});
