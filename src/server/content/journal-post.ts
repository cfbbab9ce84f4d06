import { getVehicleCards } from '#src/db/queries/vehicle-cards';
import type { BlogPostFields } from '#src/db/schema';
import { mentionedVehicleIds } from '#src/lib/content/post-status';
import { readingMinutes } from '#src/lib/content/reading-time';
import type { VehicleCard } from '#src/lib/personalisation/vehicle-card';
import { renderMarkdown } from './render-markdown';

export type RenderedPost = {
  /** Sanitised HTML of the post's Markdown (render-markdown.ts). */
  html: string;
  readingMinutes: number;
  /** The vehicles the post links to, as the inventory's cards (live all-in price, or sold). */
  vehicles: VehicleCard[];
};

/** What a post page shows of a post's text: the live post, or a draft in preview. */
export function renderPost(fields: Pick<BlogPostFields, 'content'>): RenderedPost {
  return {
    html: renderMarkdown(fields.content),
    readingMinutes: readingMinutes(fields.content),
    vehicles: getVehicleCards(mentionedVehicleIds(fields.content)),
  };
}

/** The pages a change to the journal can alter: dropped from the page cache after a publish (nothing else is). */
export const JOURNAL_PAGES = ['/journal', '/sitemap'] as const;
