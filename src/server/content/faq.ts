import { getPublishedBlock } from '#src/db/queries/site-blocks';
import type { FaqBlock } from '#src/lib/validation/site-blocks';
import { DEMO_FAQ } from '#src/server/seed/data/faq';
import { renderMarkdown } from './render-markdown';

/** The FAQ's items with their answers rendered: the published block, a draft for a preview, or the starting copy. */
export function faqItems(block?: FaqBlock): { question: string; answerHtml: string }[] {
  const faq = block ?? getPublishedBlock<FaqBlock>('faq') ?? DEMO_FAQ;
  return faq.items.map((item) => ({ question: item.question, answerHtml: renderMarkdown(item.answer) }));
}
