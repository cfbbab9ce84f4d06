/** The house 'A' monogram (a Didone-style A), drawn in a 64-unit box. */
export const HOUSE_A =
  'M30.2 11.5h4.1l12.6 36.2c.6 1.6 1.4 2.3 3.1 2.5v1.6H37.6v-1.6c2.3-.1 3-.8 2.4-2.6l-2.9-8.4H24.6l-2.6 7.6c-.7 2.2.1 3.2 2.9 3.4v1.6h-9.6v-1.6c2-.3 2.9-1.2 3.7-3.4zM25.3 36.9h11.1l-5.6-16.2z';

/** The site's favicon: a serif 'A' monogram in champagne gold on a dark tile. */
export function faviconSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d2b37e"/><stop offset="1" stop-color="#9a7744"/></linearGradient></defs>' +
    '<rect width="64" height="64" rx="14" fill="#111113"/>' +
    '<rect x="3.5" y="3.5" width="57" height="57" rx="11" fill="none" stroke="#b08d57" stroke-opacity="0.45"/>' +
    // A Didone-style A: hairline left stroke, heavy right stroke, crossbar and serifs.
    `<path fill="url(#g)" d="${HOUSE_A}"/>` +
    '</svg>'
  );
}
