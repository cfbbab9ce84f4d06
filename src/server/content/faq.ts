import type { FaqBlock } from '#src/lib/validation/site-blocks';
import { renderMarkdown } from './render-markdown';
import { publishedBlock } from './site-blocks';

/** The FAQ's items with their answers rendered: the published block, a draft for a preview, or the starting copy. */
export function faqItems(block?: FaqBlock): { question: string; answerHtml: string }[] {
  const faq = block ?? publishedBlock('faq');
  return faq.items.map((item) => ({ question: item.question, answerHtml: renderMarkdown(item.answer) }));
}
