/** Team portrait placeholders: an abstract monogram medallion on a rich backdrop, 4:5. */
import { HOUSE_A } from './favicon';
import { type Seed, rng } from './rng';
import { escapeXml, n, svgDoc } from './svg';

export const PORTRAIT_WIDTH = 1000;
export const PORTRAIT_HEIGHT = 1250;

const PALETTES: Array<[string, string, string]> = [
  ['#2a2520', '#0e0d0c', '#c9a66b'],
  ['#1c2535', '#080b11', '#cdb68a'],
  ['#2e1b1f', '#0f090a', '#d0aa70'],
  ['#1d2a23', '#090e0b', '#c2a574'],
  ['#28282d', '#0c0c0e', '#b08d57'],
];

/**
 * A portrait placeholder for a team member: seed picks the palette and
 * pattern; `initials` (e.g. 'JM') are set in the medallion, otherwise the
 * house 'A' monogram is used.
 */
export function portraitArtwork(seed: Seed, initials?: string): string {
  const r = rng(`portrait:${String(seed)}`);
  const [top, bottom, gold] =
    PALETTES[typeof seed === 'number' ? Math.abs(Math.floor(seed)) % PALETTES.length : Math.floor(r() * PALETTES.length)];
  const W = PORTRAIT_WIDTH;
  const H = PORTRAIT_HEIGHT;
  const cx = 500;
  const cy = 560;
  const mono = (initials ?? '')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  // Guilloche rosette: rotated ellipses in hairlines.
  const petals = r.int(18, 30);
  const rx = r.range(300, 360);
  const ry = rx * r.range(0.3, 0.45);
  let rosette = '';
  for (let i = 0; i < petals; i++) rosette += `<ellipse rx="${n(rx)}" ry="${n(ry)}" transform="rotate(${n((180 / petals) * i)})"/>`;
  const defs =
    `<linearGradient id="pb" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="pl" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#fff3dc" stop-opacity="0.16"/><stop offset="1" stop-color="#fff3dc" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="pg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1dcae"/><stop offset="0.55" stop-color="${gold}"/><stop offset="1" stop-color="#7d5f33"/></linearGradient>` +
    `<radialGradient id="pm" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></radialGradient>`;
  const letters = mono
    ? `<text x="${cx}" y="${cy + (mono.length > 2 ? 62 : 78)}" text-anchor="middle" font-family="'Cormorant Garamond', 'Liberation Serif', 'DejaVu Serif', Georgia, serif" font-size="${mono.length > 2 ? 170 : 220}" letter-spacing="${mono.length > 1 ? 8 : 0}" fill="url(#pg)">${escapeXml(mono)}</text>`
    : `<path d="${HOUSE_A}" fill="url(#pg)" transform="translate(${cx - 32 * 6.2} ${cy - 32 * 6.2}) scale(6.2)"/>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#pb)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#pl)"/>` +
    `<g transform="translate(${cx} ${cy})" fill="none" stroke="${gold}" stroke-opacity="0.16" stroke-width="1.5">${rosette}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="214" fill="url(#pm)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="214" fill="none" stroke="${gold}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="200" fill="none" stroke="${gold}" stroke-opacity="0.5" stroke-width="1.5"/>` +
    letters +
    `<path d="M400 940H600" stroke="${gold}" stroke-opacity="0.6" stroke-width="2"/>` +
    `<path d="M500 928l12 12-12 12-12-12z" fill="${gold}" fill-opacity="0.8"/>` +
    `<rect x="32" y="32" width="${W - 64}" height="${H - 64}" fill="none" stroke="${gold}" stroke-opacity="0.45" stroke-width="2"/>` +
    `<rect x="44" y="44" width="${W - 88}" height="${H - 88}" fill="none" stroke="${gold}" stroke-opacity="0.18" stroke-width="1"/>`;
  return svgDoc(W, H, defs, body);
}
