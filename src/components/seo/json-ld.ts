/**
 * JSON for a <script type="application/ld+json"> block. `<`, `>` and `&` are
 * written as \u escapes so data such as a description holding '</script>'
 * cannot end the script element; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
