// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeRichHtml } from './render-markdown';

// Known XSS vectors (OWASP's filter evasion cheat sheet, the html5sec.org list, DOMPurify's test cases), written
// as an author could type them into Markdown: raw HTML, Markdown links and images, entity and case tricks.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/media/a.webp" alt="a" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>@import "//evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="//evil.example/">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/ok" onclick="alert(1)">x</a>',
  '<a href="/ok" onmouseover=alert(1)>x</a>',
  '[x](javascript:alert(1))',
  '[x](JAVASCRIPT:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x]( javascript:alert(1) )',
  '[x](<javascript:alert(1)>)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '![x](javascript:alert(1))',
  '![x](https://evil.example/track.gif)',
  '![x](//evil.example/track.gif)',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '![x" onerror="alert(1)](/media/a.webp)',
  '![x](/media/a.webp "t\\" onerror=\\"alert(1)")',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<a href="/ok" target="_blank" formaction="javascript:alert(1)">x</a>',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<plaintext><script>alert(1)</script>',
  '`<script>alert(1)</script>`',
  '    <script>alert(1)</script>',
  '```html\n<script>alert(1)</script>\n```',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<div id="x" class="y" data-x="1">x</div>',
];

/** What must never be in the output: an active element, an event handler, a script URL or an inline style. */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const allowed = new Set(['P', 'H2', 'H3', 'H4', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'HR', 'BR', 'A', 'EM', 'STRONG', 'IMG']);
  for (const element of doc.body.querySelectorAll('*')) {
    if (!allowed.has(element.tagName)) found.push(`element ${element.tagName}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (!['href', 'src', 'alt', 'title', 'rel', 'loading', 'decoding', 'start'].includes(name)) found.push(`attribute ${name}`);
      if (name === 'href' && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(attribute.value)) found.push(`href ${attribute.value}`);
      if (name === 'src' && !/^\/media\/[\w.-]+$/.test(attribute.value)) found.push(`src ${attribute.value}`);
    }
  }
  return found;
}

describe('renderMarkdown keeps only the allow-list', () => {
  it.each(PAYLOADS)('nothing active survives %s', (payload) => {
    const html = renderMarkdown(payload);
    expect(unsafeParts(html)).toEqual([]);
    // Also as text: no tag of these kinds is written at all (an escaped "onerror" inside an alt text is only text).
    expect(html).not.toMatch(/<(script|iframe|style|svg|math|object|embed|form|input|base|meta|link)\b/i);
    expect(unsafeParts(sanitizeRichHtml(payload))).toEqual([]);
  });

  it('the check itself catches what it must (a test of the test)', () => {
    expect(unsafeParts('<img src=x onerror=alert(1)>')).toEqual(['src x', 'attribute onerror']);
    expect(unsafeParts('<a href="javascript:alert(1)">x</a><script></script>')).toEqual(['href javascript:alert(1)', 'element SCRIPT']);
  });

  it('keeps the formatting an author needs', () => {
    const html = renderMarkdown(
      '# Title\n\nSome *emphasis*, **strong** and a [link](/inventory/3).\n\n- one\n- two\n\n1. first\n\n> quoted\n\n[site](https://example.com) [mail](mailto:a@b.ca)',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<a href="/inventory/3">link</a>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">site</a>');
    expect(html).toContain('href="mailto:a@b.ca"');
  });

  it('shows media-library images with their alt text and drops any other image', () => {
    expect(renderMarkdown('![A red coupe in the showroom](/media/abc-123.webp)')).toContain(
      '<img src="/media/abc-123.webp" alt="A red coupe in the showroom" loading="lazy" decoding="async" />',
    );
    expect(renderMarkdown('![](/media/abc-123.webp)')).not.toContain('<img');
    expect(renderMarkdown('![Coupe](https://example.com/a.jpg)')).not.toContain('<img');
    expect(renderMarkdown('![Coupe](/media/../secret)')).not.toContain('<img');
  });

  it('escapes text rather than dropping it', () => {
    expect(renderMarkdown('Prices < $100,000 & "rare" cars')).toBe('<p>Prices &lt; $100,000 &amp; "rare" cars</p>\n');
  });
});
