import { renderMarkdown } from './render-markdown';
import { shownBlock, type BlockVersion } from './site-blocks';

export type FaqEntry = { question: string; answerHtml: string };

/** The FAQ's questions with their answers rendered, as the page shows them (`draft`: a preview of the saved draft). */
export function faqContent(version: BlockVersion = 'published'): { items: FaqEntry[]; draft: boolean } {
  const { block, draft } = shownBlock('faq', version);
  return { items: block.items.map((item) => ({ question: item.question, answerHtml: renderMarkdown(item.answer) })), draft };
}

/** What visitors see. */
export function faqItems(): FaqEntry[] {
  return faqContent().items;
}
