/**
 * Staff-written text with formatting (journal posts, the about story, FAQ answers, legal pages) is stored as
 * Markdown and turned into HTML here, on the server only: marked renders it and sanitize-html keeps a short
 * allow-list. Nothing the author types can add a script, a style, a frame or an event attribute, so the
 * Content-Security-Policy stays as strict as it is (no inline anything).
 *
 * Allowed: paragraphs, headings h2-h4 (the page owns its h1), lists, block quotes, rules, line breaks, links
 * (http, https, mailto, tel and same-site paths), emphasis and images from the media library with alt text.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isMediaLibraryUrl } from '#src/lib/content/markdown-images';
import { recall, remember } from '#src/lib/lru';

// Its own instance: options set here never leak into another user of marked.
const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'br', 'a', 'em', 'strong', 'img'],
  // rel, loading and decoding are set by the transforms below (which run before attributes are filtered).
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'loading', 'decoding'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading the author made h1 (or h5/h6) becomes the nearest allowed level; the page's title is the only h1.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener nofollow' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An image that is not from the media library, or has no alt text, is dropped rather than shown.
  exclusiveFilter: (frame) => frame.tag === 'img' && (!isMediaLibraryUrl(frame.attribs.src ?? '') || !(frame.attribs.alt ?? '').trim()),
};
// The same text is rendered on every page render past the page cache (a legal page, the about story, the FAQ):
// marked and sanitize-html are a large part of a legal page's render. The output depends on the text alone, so it is kept,
// keyed by the text, for the most recently used texts.
const RENDERED_LIMIT = 64;
const rendered = new Map<string, string>();

/** Markdown to safe HTML (see the allow-list above). */
export function renderMarkdown(markdown: string): string {
  const kept = recall(rendered, markdown);
  if (kept !== undefined) return kept;
  const html = sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
  remember(rendered, markdown, html, RENDERED_LIMIT);
  return html;
}

/** Any HTML (however it was made) through the same allow-list: what renderMarkdown does after marked. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}
