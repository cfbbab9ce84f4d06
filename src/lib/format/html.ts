import { escape } from 'html-escaper';

/*
 * HTML in plain ASCII. V8 stores a string holding even one character above
 * U+00FF (an en dash, a curly quote) at two bytes a character, and a page built
 * from it costs several times as much to encode as UTF-8, on every render that
 * misses the page cache. A character between U+0080 and U+00FF (a no-break
 * space, é, ©) keeps the string one byte a character but makes the encoding a
 * conversion instead of a copy. Such characters are written as character
 * references instead, which the browser shows exactly the same (figures:
 * docs/performance.md, "Figures behind code comments").
 */
const NON_ASCII_ALL = /[\u0080-\u{10ffff}]/gu;
const NON_ASCII = /[\u0080-\uffff]/;

const reference = (c: string) => `&#${c.codePointAt(0)};`;

/**
 * The same text, stored one byte a character. Replacing the wide characters is
 * not enough: V8 keeps the result of a replace on a two-byte string two-byte,
 * and so does any string decoded from UTF-16. Codes of 0xFF and below make a
 * one-byte string again.
 */
function latin1Copy(text: string): string {
  let copy = '';
  for (let start = 0; start < text.length; start += 4096) {
    const codes = new Array<number>(Math.min(4096, text.length - start));
    for (let i = 0; i < codes.length; i++) codes[i] = text.charCodeAt(start + i);
    copy += String.fromCharCode(...codes);
  }
  return copy;
}

/** Text for HTML (content or a quoted attribute value): escaped, and in ASCII. */
export function escapeHtml(text: string): string {
  const escaped = escape(text);
  return NON_ASCII.test(escaped) ? latin1Copy(escaped.replace(NON_ASCII_ALL, reference)) : escaped;
}

/**
 * Markup with its characters above U+007F written as references. Markup holding
 * <script> or <style> is returned as it is: references are not decoded there.
 */
export function asciiHtml(html: string): string {
  if (!NON_ASCII.test(html) || /<(script|style)\b/i.test(html)) return html;
  return latin1Copy(html.replace(NON_ASCII_ALL, reference));
}
