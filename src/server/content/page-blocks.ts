import { getDealerContact } from '#src/db/queries/dealer-settings';
import { fillPlaceholders, type PlaceholderValues } from '#src/lib/content/placeholders';
import { DEALER } from '#src/lib/dealer';
import type { ContactBlock, TeamMemberBlock } from '#src/lib/validation/page-blocks';
import { STARTING_LEGAL_UPDATED } from './starting-copy/pages';
import { renderMarkdown } from './render-markdown';
import { shownBlock, type BlockVersion } from './site-blocks';

/**
 * The about, contact, privacy and terms pages' copy, ready to show: the published block, the draft for a staff
 * preview, or (a database without the block) the starting copy, so the site reads the same either way.
 */

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

export function aboutContent(version: BlockVersion = 'published'): AboutContent {
  const { block: data, draft: isDraft } = shownBlock('about', version);
  const values = placeholderValues();
  return {
    storyTitle: fillPlaceholders(data.storyTitle, values),
    storyHtml: renderMarkdown(fillPlaceholders(data.story, values)),
    team: data.team,
    isDraft,
  };
}

export type ContactCopy = ContactBlock & { isDraft: boolean };

export function contactCopy(version: BlockVersion = 'published'): ContactCopy {
  const { block: data, draft: isDraft } = shownBlock('contact', version);
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

export function legalContent(key: LegalKey, version: BlockVersion = 'published', now = new Date()): LegalContent {
  const { block: data, publishedAt, draft: isDraft } = shownBlock(key, version);
  const { html, sections } = withSectionIds(renderMarkdown(fillPlaceholders(data.body, placeholderValues(now))));
  // A draft previewed shows the date it would carry if published now.
  return { html, sections, updated: isDraft ? now : (publishedAt ?? STARTING_LEGAL_UPDATED), isDraft };
}
