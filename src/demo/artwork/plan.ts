/** The car seen from directly above (a 'top' view), drawn as a plan. */
import { carLook } from './car';
import { hex, mix, parseColor, shade } from './color';
import { type Seed } from './rng';
import { STYLES, type BodyStyle, type Key } from './styles';
import { type Pt, linearGradient, n, polyPath, spline } from './svg';

export function drawCarPlan(o: { style: BodyStyle; paint: string; seed: Seed; id: string; cx: number; cy: number; length: number }): {
  defs: string;
  body: string;
} {
  const S = STYLES[o.style];
  const p = o.id;
  const paint = parseColor(o.paint);
  const look = carLook(o.seed, paint);
  const hide = parseColor(look.interior);
  const k = o.length / S.L;
  const h = S.W / 2;
  // Plan coordinates: x along the car (0 = rear), z across; screen x grows to the front.
  const X = (x: number) => o.cx + (x - S.L / 2) * k;
  const Z = (z: number) => o.cy + z * k;
  const pt = (x: number, z: number): Pt => [X(x), Z(z)];
  const mirrorKeys = (keys: Array<[number, number]>, corner: number[] = []): Key[] => {
    const near: Key[] = keys.map(([x, f], i) => [x, f * h, corner.includes(i) ? 1 : 0]);
    const far: Key[] = [...keys].reverse().map(([x, f], i) => [x, -f * h, corner.includes(keys.length - 1 - i) ? 1 : 0]);
    return [...near, ...far];
  };
  const L = S.L;
  const outline = spline(
    mirrorKeys([
      [0.02, 0.45],
      [0.1, 0.84],
      [0.45, 0.975],
      [S.rearAxle, 1.0],
      [(S.rearAxle + S.frontAxle) / 2, 0.965],
      [S.frontAxle, 1.0],
      [L - 0.45, 0.95],
      [L - 0.1, 0.8],
      [L, 0.42],
    ]),
    0.06,
    true,
  ).map(([x, z]) => pt(x, z));

  const [wsA, wsB] = S.glass[0] ?? [S.cockpit?.[1] ?? L * 0.6, S.cockpit?.[1] ?? L * 0.6];
  const rear = S.glass[1];
  const cowl = wsB;
  const roofFront = wsA;
  const roofRear = rear ? Math.max(rear[1], rear[0]) : (S.cockpit?.[0] ?? L * 0.35);
  const glassRear = rear ? (o.style === 'suv' ? 0.12 : rear[0]) : roofRear;
  const ri = S.roofInset;
  const greenhouse = spline(
    mirrorKeys(
      [
        [glassRear, 0.66],
        [glassRear + 0.08, 0.74],
        [roofRear, ri * 0.98],
        [roofFront, ri],
        [cowl - 0.06, 0.86],
        [cowl, 0.8],
      ],
      [],
    ),
    0.05,
    true,
  ).map(([x, z]) => pt(x, z));
  const roofPanel = spline(
    mirrorKeys(
      [
        [roofRear + 0.05, ri * 0.9],
        [(roofRear + roofFront) / 2, ri * 0.93],
        [roofFront - 0.04, ri * 0.9],
      ],
      [0, 2],
    ),
    0.05,
    true,
  ).map(([x, z]) => pt(x, z));

  const sh = (i: number) => hex(shade(paint, i));
  let defs =
    linearGradient(`${p}pb`, [
      [0, sh(0.12)],
      [0.1, sh(0.36)],
      [0.24, sh(0.7)],
      [0.32, sh(0.52)],
      [0.5, sh(0.56)],
      [0.68, sh(0.52)],
      [0.76, sh(0.66)],
      [0.9, sh(0.34)],
      [1, sh(0.12)],
    ]) +
    linearGradient(
      `${p}pl`,
      [
        [0, '#3b4450'],
        [0.5, '#0c0e12'],
        [1, '#05060a'],
      ],
      'x1="1" y1="0" x2="0" y2="0"',
    ) +
    linearGradient(
      `${p}ps`,
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.12],
        [1, '#ffffff', 0],
      ],
      'x1="0" y1="0" x2="1" y2="0"',
    ) +
    `<radialGradient id="${p}pf"><stop offset="0.55" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  let body = '';
  // Shadow, tyres, body.
  body += `<ellipse cx="${n(X(L / 2))}" cy="${n(Z(0))}" rx="${n(L * 0.62 * k)}" ry="${n(h * 1.45 * k)}" fill="url(#${p}pf)"/>`;
  for (const ax of [S.rearAxle, S.frontAxle]) {
    for (const side of [1, -1]) {
      const tw = 0.27;
      const z0 = side > 0 ? h * 0.985 - tw + 0.03 : -h * 0.985 - 0.03;
      body += `<rect x="${n(X(ax - S.R * 0.92))}" y="${n(Z(z0))}" width="${n(S.R * 1.84 * k)}" height="${n(tw * k)}" rx="${n(0.05 * k)}" fill="#0a0a0b"/>`;
    }
  }
  defs += `<path id="${p}po" d="${polyPath(outline)}"/>`;
  body += `<use href="#${p}po" fill="url(#${p}pb)"/>`;
  body += `<use href="#${p}po" fill="none" stroke="${sh(0.1)}" stroke-width="${n(0.012 * k)}"/>`;
  // Hood creases.
  for (const side of [1, -1]) {
    const crease: Pt[] = [pt(cowl + 0.05, side * h * 0.42), pt(L - 0.45, side * h * 0.36), pt(L - 0.15, side * h * 0.28)];
    body += `<path d="${polyPath(crease, false)}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="${n(0.012 * k)}"/>`;
  }
  if (S.cockpit) {
    // Open cabin: interior tub, two seats, a steering wheel and a raked screen.
    const [c0, c1] = S.cockpit;
    const tub = spline(
      mirrorKeys(
        [
          [c0, 0.62],
          [c0 + 0.2, 0.8],
          [c1 - 0.1, 0.82],
          [c1, 0.78],
        ],
        [0, 3],
      ),
      0.05,
      true,
    ).map(([x, z]) => pt(x, z));
    body += `<path d="${polyPath(tub)}" fill="${hex(shade(hide, 0.22))}" stroke="${sh(0.2)}" stroke-width="${n(0.02 * k)}"/>`;
    for (const side of [1, -1]) {
      const zc = side * h * 0.42;
      const seat = `x="${n(X(c0 + 0.25))}" y="${n(Z(zc - 0.25))}" width="${n(0.62 * k)}" height="${n(0.5 * k)}" rx="${n(0.12 * k)}"`;
      body +=
        `<rect ${seat} fill="${hex(shade(hide, 0.45))}" stroke="${hex(shade(hide, 0.25))}" stroke-width="${n(0.02 * k)}"/>` +
        `<rect x="${n(X(c0 + 0.33))}" y="${n(Z(zc - 0.13))}" width="${n(0.12 * k)}" height="${n(0.26 * k)}" rx="${n(0.05 * k)}" fill="${hex(shade(hide, 0.6))}"/>` +
        `<path d="M${n(X(c0 + 0.5))} ${n(Z(zc - 0.17))}H${n(X(c0 + 0.82))}M${n(X(c0 + 0.5))} ${n(Z(zc + 0.17))}H${n(X(c0 + 0.82))}" stroke="${hex(mix(hide, [255, 255, 255], 0.35))}" stroke-width="${n(0.006 * k)}" stroke-dasharray="${n(0.02 * k)} ${n(0.015 * k)}"/>`;
    }
    body += `<ellipse cx="${n(X(c1 - 0.5))}" cy="${n(Z(-h * 0.42))}" rx="${n(0.05 * k)}" ry="${n(0.19 * k)}" fill="none" stroke="#141416" stroke-width="${n(0.045 * k)}"/>`;
    const screen: Pt[] = [pt(c1 - 0.35, -h * 0.78), pt(c1 - 0.35, h * 0.78), pt(c1, h * 0.86), pt(c1, -h * 0.86)];
    body += `<path d="${polyPath(screen)}" fill="url(#${p}pl)" fill-opacity="0.85" stroke="#0b0b0d" stroke-width="${n(0.03 * k)}" stroke-linejoin="round"/>`;
  } else {
    defs += `<path id="${p}pg" d="${polyPath(greenhouse)}"/>`;
    body += `<use href="#${p}pg" fill="url(#${p}pl)"/><use href="#${p}pg" fill="none" stroke="${S.chrome ? '#cfd2d6' : '#0b0b0d'}" stroke-width="${n(0.014 * k)}"/>`;
    body += `<path d="${polyPath(roofPanel)}" fill="url(#${p}pb)" stroke="${sh(0.2)}" stroke-width="${n(0.01 * k)}"/>`;
    if (o.style === 'suv' || o.style === 'sedan') {
      body += `<rect x="${n(X(roofRear + 0.35))}" y="${n(Z(-h * ri * 0.6))}" width="${n((roofFront - roofRear - 0.6) * k)}" height="${n(h * ri * 1.2 * k)}" rx="${n(0.06 * k)}" fill="url(#${p}pl)" stroke="#0b0b0d" stroke-width="${n(0.012 * k)}"/>`;
    }
    if (S.roofRails) {
      for (const side of [1, -1])
        body += `<path d="M${n(X(roofRear + 0.1))} ${n(Z(side * h * ri * 0.86))}H${n(X(roofFront - 0.1))}" stroke="#121214" stroke-width="${n(0.04 * k)}" stroke-linecap="round"/>`;
    }
    // Glass sheen.
    body += `<path d="M${n(X(roofFront))} ${n(Z(-h * 0.7))}L${n(X(roofFront + 0.25))} ${n(Z(-h * 0.7))}L${n(X(cowl - 0.1))} ${n(Z(h * 0.7))}L${n(X(cowl - 0.35))} ${n(Z(h * 0.7))}Z" fill="#fff" fill-opacity="0.06"/>`;
  }
  // Mirrors.
  for (const side of [1, -1]) {
    const m0 = S.mirrorX;
    const z0 = side * h * 0.88;
    const z1 = side * (h + 0.1);
    body += `<path d="${polyPath([pt(m0, z0), pt(m0 - 0.03, z1), pt(m0 + 0.09, side * (h + 0.11)), pt(m0 + 0.16, z0)])}" fill="${sh(0.35)}" stroke="${sh(0.1)}" stroke-width="${n(0.008 * k)}" stroke-linejoin="round"/>`;
  }
  // Lamps.
  for (const side of [1, -1]) {
    const head = [pt(L - 0.05, side * h * 0.5), pt(L - 0.12, side * h * 0.8), pt(L - 0.4, side * h * 0.93), pt(L - 0.3, side * h * 0.78)];
    body += `<path d="${polyPath(head)}" fill="#0d0f12" stroke="#eaf3ff" stroke-width="${n(0.01 * k)}" stroke-linejoin="round"/>`;
    const tail = [pt(0.04, side * h * 0.55), pt(0.12, side * h * 0.86), pt(0.2, side * h * 0.84), pt(0.1, side * h * 0.55)];
    body += `<path d="${polyPath(tail)}" fill="#b3141c"/>`;
  }
  body += `<path d="M${n(X(0.03))} ${n(Z(-h * 0.5))}V${n(Z(h * 0.5))}" stroke="#d11a22" stroke-width="${n(0.018 * k)}"/>`;
  return { defs, body };
}
