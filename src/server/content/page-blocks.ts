import { getDealerContact } from '#src/db/queries/dealer-settings';
import { getSiteBlock } from '#src/db/queries/site-blocks';
import { fillPlaceholders, type PlaceholderValues } from '#src/lib/content/placeholders';
import { DEALER } from '#src/lib/dealer';
import type { AboutBlock, ContactBlock, LegalBlock, TeamMemberBlock } from '#src/lib/validation/page-blocks';
import { DEMO_ABOUT, DEMO_CONTACT, DEMO_LEGAL_UPDATED, DEMO_PRIVACY, DEMO_TERMS } from '#src/server/seed/data/pages';
import { renderMarkdown } from './render-markdown';

/**
 * The about, contact, privacy and terms pages' copy, ready to show: the published block, the draft for a staff
 * preview, or (a database without the block) the starting copy, so the site reads the same either way.
 */

/** Which version a page shows: visitors the published one, a staff preview the draft when there is one. */
type Version = 'published' | 'preview';

function block<T>(key: string, version: Version, fallback: T): { data: T; publishedAt: Date | null; isDraft: boolean } {
  const row = getSiteBlock(key);
  if (version === 'preview' && row?.draft) return { data: row.draft as T, publishedAt: null, isDraft: true };
  return { data: (row?.published as T | null) ?? fallback, publishedAt: row?.published ? row.publishedAt : null, isDraft: false };
}

/** Today's values of the placeholders staff may write ({{phone}} …), from the settings. */
export function placeholderValues(now = new Date()): PlaceholderValues {
  const contact = getDealerContact();
  return {
    name: DEALER.name,
    legalName: DEALER.legalName,
    address: `${contact.street}, ${contact.city}, ${contact.region} ${contact.postalCode}`,
    email: contact.email,
    phone: contact.phoneDisplay,
    foundedYear: String(DEALER.foundedYear),
    years: String(now.getFullYear() - DEALER.foundedYear),
  };
}

export type AboutContent = { storyTitle: string; storyHtml: string; team: TeamMemberBlock[]; isDraft: boolean };

export function aboutContent(version: Version = 'published'): AboutContent {
  const { data, isDraft } = block<AboutBlock>('about', version, DEMO_ABOUT);
  const values = placeholderValues();
  return {
    storyTitle: fillPlaceholders(data.storyTitle, values),
    storyHtml: renderMarkdown(fillPlaceholders(data.story, values)),
    team: data.team,
    isDraft,
  };
}

export type ContactCopy = ContactBlock & { isDraft: boolean };

export function contactCopy(version: Version = 'published'): ContactCopy {
  const { data, isDraft } = block<ContactBlock>('contact', version, DEMO_CONTACT);
  const values = placeholderValues();
  return {
    title: data.title,
    intro: fillPlaceholders(data.intro, values),
    salesText: fillPlaceholders(data.salesText, values),
    serviceText: fillPlaceholders(data.serviceText, values),
    isDraft,
  };
}

export type LegalKey = 'privacy' | 'terms';
export type LegalContent = { html: string; sections: { id: string; title: string }[]; updated: Date; isDraft: boolean };

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const headingSlug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section';

/**
 * Gives each h2 of sanitised HTML an address (the author's `{#id}` at the heading's end, else one made from its
 * words) and lists them for the table of contents. The ids are added here, after sanitising, and only of
 * [a-z0-9-]: nothing the author writes becomes an attribute.
 */
export function withSectionIds(html: string): { html: string; sections: { id: string; title: string }[] } {
  const sections: { id: string; title: string }[] = [];
  const used = new Set<string>();
  const out = html
    .replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
      const marker = /\s*\{#([a-z0-9-]{1,60})\}\s*$/.exec(inner);
      const content = marker ? inner.slice(0, marker.index) : inner;
      const title = decode(content).trim();
      let id = marker?.[1] ?? headingSlug(title);
      for (let n = 2; used.has(id); n++) id = `${marker?.[1] ?? headingSlug(title)}-${n}`;
      used.add(id);
      sections.push({ id, title });
      return `<h2 id="${id}">${content}</h2>`;
    })
    // A marker on a smaller heading gives no address: it is not shown either.
    .replace(/\s*\{#[a-z0-9-]{1,60}\}\s*(<\/h[34]>)/g, '$1');
  return { html: out, sections };
}

const LEGAL_DEFAULTS: Record<LegalKey, LegalBlock> = { privacy: DEMO_PRIVACY, terms: DEMO_TERMS };

export function legalContent(key: LegalKey, version: Version = 'published', now = new Date()): LegalContent {
  const { data, publishedAt, isDraft } = block<LegalBlock>(key, version, LEGAL_DEFAULTS[key]);
  const { html, sections } = withSectionIds(renderMarkdown(fillPlaceholders(data.body, placeholderValues(now))));
  // A draft previewed shows the date it would carry if published now.
  return { html, sections, updated: isDraft ? now : (publishedAt ?? DEMO_LEGAL_UPDATED), isDraft };
}
