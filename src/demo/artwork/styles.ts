/**
 * Body styles as side profiles in metres: x from the rear bumper (0) to the
 * nose (L), y above the ground. Key points are [x, y, corner?] and are joined
 * by smooth curves. The renderer extrudes the profile across the car's width
 * with tumblehome, so the same numbers serve side and three-quarter views.
 */

import type { BodyStyle } from '#src/lib/content/gallery-subject';

export { BODY_STYLES, type BodyStyle } from '#src/lib/content/gallery-subject';

export type Key = readonly [number, number, number?];

export interface StyleDef {
  L: number;
  W: number;
  /** Tyre radius. */
  R: number;
  /** Rim radius as a fraction of the tyre radius. */
  rim: number;
  rearAxle: number;
  frontAxle: number;
  sill: number;
  belt: number;
  roof: number;
  /** Half-width of the roof as a fraction of the body half-width. */
  roofInset: number;
  /** Upper outline from the bottom of the rear bumper over the roof to the bottom of the nose. */
  upper: Key[];
  /** Side glass outlines (closed). */
  windows: Key[][];
  /** Pillars drawn across the side glass: [x, width]. */
  pillars: Array<[number, number]>;
  /** x ranges of the upper outline (above the belt) that are glass. */
  glass: Array<[number, number]>;
  doors: number[];
  handles: number[];
  intake?: Key[];
  /** Convertible: x range of the open cabin, and the top of the windscreen frame. */
  cockpit?: [number, number];
  screenTop?: [number, number];
  mirrorX: number;
  chrome: boolean;
  /** Headlight and tail-light bands (y) on the nose and tail. */
  head: [number, number];
  tail: [number, number];
  grille: 'upright' | 'mesh' | 'intake' | 'sport';
  roofRails?: boolean;
  fenderVent?: boolean;
}

export const STYLES: Record<BodyStyle, StyleDef> = {
  supercar: {
    L: 4.52,
    W: 1.96,
    R: 0.355,
    rim: 0.77,
    rearAxle: 0.93,
    frontAxle: 3.55,
    sill: 0.15,
    belt: 0.9,
    roof: 1.16,
    roofInset: 0.7,
    upper: [
      [0.1, 0.2, 1],
      [0.0, 0.4],
      [0.0, 0.72],
      [0.06, 0.88, 1],
      [0.55, 0.93],
      [1.3, 1.05],
      [1.9, 1.16],
      [2.3, 1.16],
      [2.85, 1.0],
      [3.2, 0.87],
      [3.85, 0.76],
      [4.3, 0.64],
      [4.5, 0.47],
      [4.5, 0.3],
      [4.42, 0.14, 1],
    ],
    windows: [
      [
        [1.58, 0.965, 1],
        [1.95, 1.11],
        [2.32, 1.11],
        [2.78, 0.98],
        [3.1, 0.88, 1],
        [2.3, 0.875],
      ],
    ],
    pillars: [],
    glass: [
      [2.33, 3.17],
      [1.15, 1.8],
    ],
    doors: [1.72, 3.05],
    handles: [],
    intake: [
      [1.32, 0.66, 1],
      [2.15, 0.77, 1],
      [2.0, 0.55],
      [1.45, 0.42, 1],
    ],
    mirrorX: 2.9,
    chrome: false,
    head: [0.55, 0.62],
    tail: [0.74, 0.83],
    grille: 'intake',
  },
  coupe: {
    L: 4.55,
    W: 1.9,
    R: 0.35,
    rim: 0.76,
    rearAxle: 0.95,
    frontAxle: 3.62,
    sill: 0.17,
    belt: 0.95,
    roof: 1.3,
    roofInset: 0.78,
    upper: [
      [0.08, 0.24, 1],
      [0.0, 0.5],
      [0.01, 0.82],
      [0.1, 0.94, 1],
      [0.55, 0.99],
      [1.1, 1.16],
      [1.72, 1.29],
      [2.3, 1.3],
      [2.85, 1.08],
      [3.15, 0.94],
      [3.85, 0.86],
      [4.35, 0.76],
      [4.55, 0.56],
      [4.53, 0.33],
      [4.43, 0.16, 1],
    ],
    windows: [
      [
        [1.3, 1.0, 1],
        [1.75, 1.235],
        [2.3, 1.245],
        [2.8, 1.03],
        [3.0, 0.96, 1],
        [2.2, 0.94],
      ],
    ],
    pillars: [[1.62, 0.05]],
    glass: [
      [2.32, 3.12],
      [1.1, 1.66],
    ],
    doors: [1.62, 2.95],
    handles: [1.78],
    mirrorX: 2.8,
    chrome: false,
    head: [0.6, 0.69],
    tail: [0.8, 0.88],
    grille: 'sport',
  },
  gt: {
    L: 4.85,
    W: 1.96,
    R: 0.375,
    rim: 0.746,
    rearAxle: 0.98,
    frontAxle: 3.84,
    sill: 0.18,
    belt: 0.98,
    roof: 1.34,
    roofInset: 0.76,
    upper: [
      [0.08, 0.26, 1],
      [0.0, 0.55],
      [0.02, 0.86],
      [0.1, 0.97, 1],
      [0.6, 1.01],
      [1.2, 1.14],
      [1.88, 1.33],
      [2.5, 1.34],
      [3.05, 1.11],
      [3.35, 0.98],
      [4.1, 0.91],
      [4.62, 0.8],
      [4.85, 0.6],
      [4.83, 0.35],
      [4.72, 0.17, 1],
    ],
    windows: [
      [
        [1.42, 1.03, 1],
        [1.92, 1.275],
        [2.5, 1.285],
        [3.0, 1.07],
        [3.22, 0.995, 1],
        [2.3, 0.975],
      ],
    ],
    pillars: [[1.78, 0.05]],
    glass: [
      [2.52, 3.33],
      [1.3, 1.82],
    ],
    doors: [1.75, 3.15],
    handles: [1.92],
    mirrorX: 3.0,
    chrome: true,
    head: [0.64, 0.73],
    tail: [0.82, 0.9],
    grille: 'mesh',
    fenderVent: true,
  },
  sedan: {
    L: 5.2,
    W: 1.95,
    R: 0.375,
    rim: 0.74,
    rearAxle: 1.1,
    frontAxle: 4.18,
    sill: 0.19,
    belt: 1.04,
    roof: 1.49,
    roofInset: 0.8,
    upper: [
      [0.07, 0.28, 1],
      [0.0, 0.6],
      [0.02, 0.93],
      [0.1, 1.02, 1],
      [0.85, 1.06],
      [1.12, 1.1, 1],
      [1.55, 1.38],
      [1.95, 1.48],
      [3.05, 1.49],
      [3.55, 1.24],
      [3.9, 1.07],
      [4.7, 1.0],
      [5.08, 0.92],
      [5.2, 0.72],
      [5.18, 0.38],
      [5.08, 0.17, 1],
    ],
    windows: [
      [
        [1.27, 1.1, 1],
        [1.62, 1.365],
        [1.98, 1.435],
        [3.05, 1.44],
        [3.5, 1.22],
        [3.78, 1.07, 1],
        [2.5, 1.05],
      ],
    ],
    pillars: [
      [1.68, 0.045],
      [2.62, 0.08],
    ],
    glass: [
      [3.07, 3.88],
      [1.15, 1.92],
    ],
    doors: [1.62, 2.64, 3.84],
    handles: [1.86, 2.88],
    mirrorX: 3.6,
    chrome: true,
    head: [0.78, 0.88],
    tail: [0.86, 0.95],
    grille: 'upright',
  },
  suv: {
    L: 5.1,
    W: 2.0,
    R: 0.45,
    rim: 0.74,
    rearAxle: 1.02,
    frontAxle: 4.05,
    sill: 0.36,
    belt: 1.3,
    roof: 1.78,
    roofInset: 0.86,
    upper: [
      [0.07, 0.45, 1],
      [0.0, 0.8],
      [0.05, 1.25],
      [0.2, 1.6],
      [0.55, 1.735, 1],
      [1.6, 1.78],
      [3.15, 1.78],
      [3.62, 1.53],
      [3.96, 1.36],
      [4.7, 1.29],
      [5.03, 1.19],
      [5.1, 0.96],
      [5.08, 0.54],
      [4.98, 0.35, 1],
    ],
    windows: [
      [
        [0.8, 1.35, 1],
        [0.84, 1.6],
        [1.02, 1.69, 1],
        [3.15, 1.715],
        [3.6, 1.51],
        [3.86, 1.36, 1],
        [2.0, 1.33],
      ],
    ],
    pillars: [
      [1.45, 0.12],
      [2.55, 0.09],
    ],
    glass: [
      [3.18, 3.94],
      [0.08, 0.5],
    ],
    doors: [1.3, 2.54, 3.88],
    handles: [1.56, 2.8],
    mirrorX: 3.65,
    chrome: true,
    head: [1.04, 1.14],
    tail: [1.18, 1.3],
    grille: 'upright',
    roofRails: true,
  },
  convertible: {
    L: 4.65,
    W: 1.95,
    R: 0.36,
    rim: 0.76,
    rearAxle: 0.97,
    frontAxle: 3.72,
    sill: 0.17,
    belt: 0.93,
    roof: 1.26,
    roofInset: 0.8,
    upper: [
      [0.08, 0.25, 1],
      [0.0, 0.52],
      [0.02, 0.84],
      [0.1, 0.94, 1],
      [0.6, 0.975],
      [1.3, 0.985],
      [1.9, 0.955],
      [2.85, 0.935],
      [3.1, 0.93],
      [3.85, 0.86],
      [4.42, 0.76],
      [4.65, 0.56],
      [4.62, 0.33],
      [4.5, 0.15, 1],
    ],
    windows: [],
    pillars: [],
    glass: [],
    doors: [1.72, 3.02],
    handles: [1.88],
    cockpit: [1.42, 3.0],
    screenTop: [2.42, 1.22],
    mirrorX: 2.85,
    chrome: true,
    head: [0.61, 0.7],
    tail: [0.8, 0.89],
    grille: 'mesh',
  },
};
