/** Studio backdrops, floor reflections and finishing touches shared by the scenes. */
import type { CarArt } from './car';
import { n, n3, linearGradient, radialGradient } from './svg';

export type Backdrop = 'dark' | 'ivory' | 'night' | 'warm';

export const W = 1600;
export const H = 1000;

/** Background wall + floor with a soft spotlight. `floorY` is where the floor meets the wall visually. */
export function studio(
  id: string,
  kind: Backdrop,
  floorY: number,
  spot: { x: number; y: number } = { x: W / 2, y: floorY * 0.55 },
): { defs: string; body: string } {
  const f = floorY / H;
  let defs = '';
  let body = '';
  if (kind === 'ivory') {
    defs +=
      linearGradient(`${id}bg`, [
        [0, '#e9e5dd'],
        [f - 0.08, '#f3f0ea'],
        [f, '#e7e2d9'],
        [Math.min(1, f + 0.2), '#d6d0c5'],
        [1, '#c6bfb3'],
      ]) +
      radialGradient(`${id}sp`, [
        [0, '#ffffff', 0.8],
        [1, '#ffffff', 0],
      ]) +
      radialGradient(`${id}vg`, [
        [0.55, '#3a3128', 0],
        [1, '#3a3128', 0.28],
      ]);
  } else if (kind === 'night') {
    defs +=
      linearGradient(`${id}bg`, [
        [0, '#05070d'],
        [f - 0.15, '#0b1424'],
        [f, '#101b2e'],
        [Math.min(1, f + 0.06), '#070b14'],
        [1, '#030408'],
      ]) +
      radialGradient(`${id}sp`, [
        [0, '#4a6da8', 0.35],
        [1, '#4a6da8', 0],
      ]) +
      radialGradient(`${id}vg`, [
        [0.5, '#000', 0],
        [1, '#000', 0.7],
      ]);
  } else {
    const warm = kind === 'warm';
    defs +=
      linearGradient(`${id}bg`, [
        [0, warm ? '#1a1512' : '#19191d'],
        [f - 0.1, warm ? '#221b16' : '#1e1e23'],
        [f, warm ? '#16120f' : '#141417'],
        [Math.min(1, f + 0.12), '#0d0d0f'],
        [1, '#08080a'],
      ]) +
      radialGradient(`${id}sp`, [
        [0, warm ? '#ffe3b8' : '#fff6ea', warm ? 0.2 : 0.13],
        [0.6, warm ? '#ffe3b8' : '#fff6ea', 0.03],
        [1, '#fff6ea', 0],
      ]) +
      radialGradient(`${id}vg`, [
        [0.5, '#000', 0],
        [1, '#000', 0.65],
      ]);
  }
  defs +=
    radialGradient(`${id}fl`, [
      [0, kind === 'ivory' ? '#ffffff' : '#ffffff', kind === 'ivory' ? 0.5 : kind === 'night' ? 0.05 : 0.07],
      [1, '#ffffff', 0],
    ]) +
    `<linearGradient id="${id}hz" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="${kind === 'ivory' ? 0.35 : 0.035}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  body +=
    `<rect width="${W}" height="${H}" fill="url(#${id}bg)"/>` +
    `<ellipse cx="${n(spot.x)}" cy="${n(spot.y)}" rx="${n(W * 0.55)}" ry="${n(H * 0.55)}" fill="url(#${id}sp)"/>` +
    `<rect y="${n(floorY - 60)}" width="${W}" height="120" fill="url(#${id}hz)"/>` +
    `<ellipse cx="${n(spot.x)}" cy="${n(floorY + (H - floorY) * 0.45)}" rx="${n(W * 0.42)}" ry="${n((H - floorY) * 0.55)}" fill="url(#${id}fl)"/>`;
  return { defs, body };
}

/** Vignette over everything. */
export function vignette(id: string): string {
  return `<rect width="${W}" height="${H}" fill="url(#${id}vg)"/>`;
}

/** The car mirrored in a glossy floor, fading out. */
export function reflection(id: string, car: CarArt, carGroupId: string, strength: number): { defs: string; body: string } {
  const { m, c } = car.ground;
  const depth = (car.bbox.y1 - car.bbox.y0) * 0.75;
  const y0 = car.bbox.y1 - 10;
  const defs =
    `<linearGradient id="${id}rf" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y0)}" x2="0" y2="${n(y0 + depth)}">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${n3(strength)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<mask id="${id}rm" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="url(#${id}rf)"/></mask>`;
  // Reflect across y = m x + c (vertical flip about a sloped floor line).
  const body = `<g mask="url(#${id}rm)"><use href="#${carGroupId}" transform="matrix(1 ${n3(2 * m)} 0 -1 0 ${n(2 * c)})"/></g>`;
  return { defs, body };
}

/** Optional caption in the lower left: a thin champagne rule and the label in small caps. */
export function caption(label: string | undefined, light: boolean): string {
  if (!label) return '';
  const col = light ? '#4a3f33' : '#d8c6a4';
  const esc = label
    .toUpperCase()
    .replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);
  return (
    `<path d="M64 938H124" stroke="#b08d57" stroke-width="2"/>` +
    `<text x="140" y="946" font-family="'Cormorant Garamond', 'DejaVu Serif', Georgia, serif" font-size="26" letter-spacing="3" fill="${col}">${esc}</text>`
  );
}
