import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { asciiHtml, escapeHtml } from './html';

const oneByte = (s: string) => [...s].every((c) => c.codePointAt(0)! <= 0xff);

describe('escapeHtml', () => {
  it('escapes markup and quotes, and writes characters above U+007F as references', () => {
    expect(escapeHtml(`<b>"Škoda" & 'Citroën' – 9 AM – 7 PM 🚗</b>`)).toBe(
      '&lt;b&gt;&quot;&#352;koda&quot; &amp; &#39;Citro&#235;n&#39; &#8211; 9 AM &#8211; 7 PM &#128663;&lt;/b&gt;',
    );
    expect(oneByte(escapeHtml('Monday – Friday…'))).toBe(true);
  });

  it('writes Latin-1 letters and signs as references too (a page in ASCII is encoded by copying)', () => {
    expect(escapeHtml('Huracán © 2026 · US$\u00a0197,000')).toBe('Hurac&#225;n &#169; 2026 &#183; US$&#160;197,000');
    expect(escapeHtml('Vaughan, Ontario')).toBe('Vaughan, Ontario');
  });
});

describe('asciiHtml', () => {
  it('writes characters above U+007F as references and keeps the rest, markup included', () => {
    const html = '<dt>Monday – Friday</dt><dd title="9 AM – 7 PM">9 AM – 7 PM</dd><li aria-hidden="true">…</li><p>© 2026</p>';
    expect(asciiHtml(html)).toBe(
      '<dt>Monday &#8211; Friday</dt><dd title="9 AM &#8211; 7 PM">9 AM &#8211; 7 PM</dd><li aria-hidden="true">&#8230;</li><p>&#169; 2026</p>',
    );
  });

  it('leaves markup with a script or a style alone, where references are not decoded', () => {
    const html = '<p>–</p><script>const dash = "–";</script>';
    expect(asciiHtml(html)).toBe(html);
    expect(asciiHtml('<style>a::after{content:"–"}</style>')).toContain('"–"');
    expect(asciiHtml('<style>a::after{content:"·"}</style>')).toContain('"·"');
  });
});

describe('one byte a character in memory', () => {
  // V8's serializer writes a one-byte string with the tag '"' and pads a two-byte one first.
  const storedOneByte = (s: string) => v8.serialize(s)[2] === '"'.charCodeAt(0);

  it('gives back strings V8 stores one byte a character, even from a two-byte original', () => {
    const footer = '<dt>Monday – Friday</dt><p>© 2026 · Vaughan</p>';
    expect(storedOneByte(footer)).toBe(false);
    expect(storedOneByte(asciiHtml(footer))).toBe(true);
    expect(storedOneByte(escapeHtml('Rosé – Nero'))).toBe(true);
    expect(storedOneByte(asciiHtml('x'.repeat(10_000) + '–'))).toBe(true);
  });
});
