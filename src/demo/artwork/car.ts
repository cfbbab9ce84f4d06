/**
 * A stylised car drawn in perspective: the side profile of a body style is
 * extruded across the car's width (with tumblehome and tapered ends), seen by
 * a simple pinhole camera, and painted back to front with per-strip lighting.
 */
import { type RGB, darken, hex, luminance, mix, parseColor, shade } from './color';
import { type Seed, rng } from './rng';
import { STYLES, type BodyStyle, type Key, type StyleDef } from './styles';
import { type Pt, linearGradient, n, n3, polyPath, spline } from './svg';
import { WHEEL_DESIGNS, WHEEL_FINISHES, type WheelDesign, type WheelFinish, wheelDefs } from './wheel';

type V3 = readonly [number, number, number];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => scale(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const smooth = (t: number) => {
  const x = clamp(t, 0, 1);
  return x * x * (3 - 2 * x);
};

export interface CarLook {
  wheel: WheelDesign;
  finish: WheelFinish;
  caliper: string;
  interior: string;
}

const CALIPERS = ['#b3141c', '#c9a227', '#1a1a1c', '#b3141c', '#8a8d92', '#b08d57'];
const INTERIORS = ['#6b3f22', '#1c1c1e', '#d8c9ab', '#7a1e1e', '#8a5a33', '#2b2f3a'];

/** Wheel, caliper and interior choices for a seed (stable per vehicle). */
export function carLook(seed: Seed, paint: RGB): CarLook {
  const r = rng(`look:${String(seed)}`);
  const wheel = r.pick(WHEEL_DESIGNS);
  let finish = r.pick(WHEEL_FINISHES);
  // Keep contrast: no black wheels on black cars, no bronze on brown/orange.
  if (luminance(paint) < 0.12 && finish === 'black') finish = 'silver';
  let caliper = r.pick(CALIPERS);
  if (paint[0] > 150 && paint[1] < 80 && caliper === '#b3141c') caliper = '#1a1a1c';
  let interior = r.pick(INTERIORS);
  if (luminance(paint) > 0.8 && interior === '#d8c9ab') interior = '#6b3f22';
  return { wheel, finish, caliper, interior };
}

export interface CarOptions {
  style: BodyStyle;
  paint: string;
  seed: Seed;
  /** Unique id prefix for this car inside its SVG document. */
  id: string;
  /** Camera: degrees around the car (0 = side, + sees the nose, - sees the tail), elevation, distance (m). */
  yaw: number;
  pitch: number;
  dist: number;
  /** Screen box the car is fitted into: centre x, ground y of the nearest tyres, max width and height. */
  fit: { cx: number; baseY: number; width: number; height: number };
  /** Front wheels turned (degrees), for three-quarter poses. */
  steer?: number;
  /** Night: darker body, blue rim light, lamps glowing. */
  night?: boolean;
  /** Draw lamps lit (default: night). */
  lit?: boolean;
  look?: Partial<CarLook>;
  /** 'low' for small background cars: coarser curves, fewer details. */
  detail?: 'high' | 'low';
}

export interface CarArt {
  defs: string;
  body: string;
  /** Soft shadow on the floor under the car. */
  shadow: string;
  /** Floor line through the near tyres' contact points, y = m x + c. */
  ground: { m: number; c: number };
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** Lit lamp centres on screen, with a size, for glows. */
  lamps: Array<{ at: Pt; r: number; kind: 'head' | 'tail' }>;
  /** Pixels per metre at the car. */
  ppm: number;
  project: (p: V3) => Pt;
  /** Screen point on the body surface: x along the car (m from rear), y height (m), u -1..1 across the width. */
  surface: (x: number, y: number, u: number) => Pt;
  /** Height of the top of the body at x (m from the rear). */
  topY: (x: number) => number;
  /** Body length (m). */
  length: number;
}

interface Strip {
  pts: Pt[];
  depth: number;
  fill: string;
  i: number;
}

export function drawCar(o: CarOptions): CarArt {
  const S: StyleDef = STYLES[o.style];
  const p = o.id;
  const paint = parseColor(o.paint);
  const look: CarLook = { ...carLook(o.seed, paint), ...o.look };
  const night = !!o.night;
  const lit = o.lit ?? night;
  const half = S.W / 2;
  const L = S.L;

  // ---- geometry in metres -------------------------------------------------
  const fy = (y: number) => {
    if (y <= S.belt) {
      const sh = S.belt * 0.8;
      if (y < sh) return 0.93 + 0.07 * smooth((y - 0.04) / (sh - 0.04));
      return 1 - 0.03 * ((y - sh) / (S.belt - sh));
    }
    const t = clamp((y - S.belt) / (S.roof - S.belt), 0, 1);
    return 0.97 + (S.roofInset - 0.97) * t;
  };
  const END = 0.95;
  const gx = (x: number) => {
    const d = Math.max(0, END - x, x - (L - END)) / END;
    return 1 - 0.24 * Math.pow(d, 2.2);
  };
  const w = (x: number, y: number) => half * fy(y) * gx(x);
  const W3 = (x: number, y: number, u: number): V3 => [x - L / 2, y, u * w(x, y)];

  const low = o.detail === 'low';
  const upper = spline(S.upper, low ? 0.1 : 0.065);
  const Ra = S.R + 0.035;
  const arch = (cx: number): Pt[] => {
    const cy = S.R;
    const dy = cy - S.sill;
    const dx = Math.sqrt(Math.max(0.0001, Ra * Ra - dy * dy));
    const a0 = Math.atan2(S.sill - cy, dx);
    const a1 = Math.PI - a0;
    const out: Pt[] = [];
    const steps = low ? 10 : 22;
    for (let k = 0; k <= steps; k++) {
      const a = a0 + ((a1 - a0) * k) / steps;
      out.push([cx + Ra * Math.cos(a), cy + Ra * Math.sin(a)]);
    }
    return out;
  };
  const lower: Pt[] = [...arch(S.frontAxle), ...arch(S.rearAxle)];
  const outline: Pt[] = [...upper, ...lower];

  // ---- camera -------------------------------------------------------------
  const target: V3 = [0, S.roof * 0.42, 0];
  const yaw = (o.yaw * Math.PI) / 180;
  const pitch = (o.pitch * Math.PI) / 180;
  const C: V3 = add(target, [o.dist * Math.sin(yaw) * Math.cos(pitch), o.dist * Math.sin(pitch), o.dist * Math.cos(yaw) * Math.cos(pitch)]);
  const F = norm(sub(target, C));
  const Rt = norm(cross(F, [0, 1, 0]));
  const U = cross(Rt, F);
  const raw = (v: V3): [number, number] => {
    const d = sub(v, C);
    const z = dot(d, F);
    return [dot(d, Rt) / z, -dot(d, U) / z];
  };
  const depthOf = (v: V3) => dot(sub(v, C), F);

  // Fit the car into the requested box.
  const samples: V3[] = [];
  for (const [x, y] of outline) samples.push(W3(x, y, 1), W3(x, y, -1));
  for (const ax of [S.frontAxle, S.rearAxle]) for (const u of [1, -1]) samples.push([ax - L / 2, 0, u * half * 0.93]);
  if (S.screenTop) samples.push(W3(S.screenTop[0], S.screenTop[1], 0.9));
  let rx0 = Infinity;
  let rx1 = -Infinity;
  let ry0 = Infinity;
  let ry1 = -Infinity;
  for (const s of samples) {
    const [x, y] = raw(s);
    rx0 = Math.min(rx0, x);
    rx1 = Math.max(rx1, x);
    ry0 = Math.min(ry0, y);
    ry1 = Math.max(ry1, y);
  }
  const k = Math.min(o.fit.width / (rx1 - rx0), o.fit.height / (ry1 - ry0));
  const ox = o.fit.cx - ((rx0 + rx1) / 2) * k;
  const oy = o.fit.baseY - ry1 * k;
  const P = (v: V3): Pt => {
    const [x, y] = raw(v);
    return [x * k + ox, y * k + oy];
  };
  const bbox = { x0: rx0 * k + ox, y0: ry0 * k + oy, x1: rx1 * k + ox, y1: ry1 * k + oy };
  const ppm = k / o.dist;
  const px = (v: number) => v * ppm; // metres -> pixels (approx.)
  const Pxy = (x: number, y: number, u: number) => P(W3(x, y, u));
  const seesFront = o.yaw > 8;
  const seesRear = o.yaw < -8;

  // ---- colours ------------------------------------------------------------
  const body = night ? darken(paint, 0.35) : paint;
  const lum = luminance(paint);
  const Ld = norm([0.15, 1, 0.5]);
  const rimLight = night ? norm([-0.6, 0.5, -0.3]) : Ld;
  /** Studio environment seen in a reflection direction: soft-box above, dark walls, a faint floor. */
  const env = (nrm: V3, at: V3) => {
    const v = norm(sub(C, at));
    const nv = dot(nrm, v);
    const R: V3 = sub(scale(nrm, 2 * nv), v);
    const box = smooth((R[1] - 0.22) / 0.3);
    const floor = R[1] < 0 ? 0.05 : 0;
    const H = norm(add(Ld, v));
    const spec = Math.pow(Math.max(0, dot(nrm, H)), 40);
    return { box, floor, spec, fresnel: Math.pow(1 - Math.max(0, nv), 3) };
  };
  const paintAt = (nrm: V3, at: V3): string => {
    const diffuse = Math.max(0, dot(nrm, Ld));
    const e = env(nrm, at);
    if (night) {
      const v = norm(sub(C, at));
      const rim = Math.pow(Math.max(0, dot(nrm, norm(add(rimLight, v)))), 10);
      const c = shade(body, 0.14 + 0.2 * diffuse + 0.25 * e.box);
      return hex(mix(c, [130, 160, 215], rim * 0.45 + e.box * 0.12));
    }
    const i = 0.2 + 0.26 * diffuse + e.floor + e.spec * 0.3;
    const c = shade(body, i);
    // The soft-box reflection sits on top of the paint colour (stronger at grazing angles).
    return hex(mix(c, [248, 246, 242], e.box * (0.16 + 0.3 * e.fresnel + (lum < 0.2 ? 0.12 : 0))));
  };
  const glassAt = (nrm: V3, at: V3, t: number): string => {
    const e = env(nrm, at);
    const base: RGB = [9, 11, 15];
    const sky: RGB = night ? [60, 80, 120] : [120, 130, 145];
    return hex(mix(base, sky, clamp(e.box * 0.45 + e.spec * 0.3 + t * 0.18, 0, 0.75)));
  };
  const interior = parseColor(look.interior);

  const inRanges = (x: number, ranges: Array<[number, number]>) => ranges.some(([a, b]) => x >= a && x <= b);
  const isGlass = (x: number, y: number) => y > S.belt - 0.02 && inRanges(x, S.glass);
  const isCabin = (x: number) => !!S.cockpit && x > S.cockpit[0] && x < S.cockpit[1];
  const panoramic = o.style === 'suv' ? ([1.0, 2.9] as [number, number]) : undefined;

  let defs = '';
  let out = '';

  // ---- wheels -------------------------------------------------------------
  defs += wheelDefs({ id: `${p}w`, rim: S.rim, design: look.wheel, finish: look.finish, caliper: look.caliper });
  const steer = ((o.steer ?? 0) * Math.PI) / 180;
  const wheelUse = (ax: number, side: 1 | -1, front: boolean, href: string, inset = 0) => {
    const a = front ? steer : 0;
    const c: V3 = [ax - L / 2, S.R, side * (half * 0.9 - inset)];
    const ex: V3 = [Math.cos(a) * S.R, 0, -Math.sin(a) * S.R];
    const ey: V3 = [0, -S.R, 0];
    const pc = P(c);
    const pa = P(add(c, ex));
    const pb = P(add(c, ey));
    const A = [pa[0] - pc[0], pa[1] - pc[1]];
    const B = [pb[0] - pc[0], pb[1] - pc[1]];
    return `<use href="#${href}" transform="matrix(${n3(A[0])} ${n3(A[1])} ${n3(B[0])} ${n3(B[1])} ${n(pc[0])} ${n(pc[1])})"/>`;
  };
  // Far side: tyres only (their faces point away).
  out += wheelUse(S.rearAxle, -1, false, `${p}wt`) + wheelUse(S.frontAxle, -1, true, `${p}wt`);

  // ---- top surfaces (hood, roof, glass, nose, tail) -----------------------
  // Three bands across the width: the far and near edges are turned away from
  // the top, which rounds the body off in the lighting.
  const BANDS: Array<[number, number, number]> = low
    ? [[-1, 1, 0]]
    : [
        [-1, -0.8, -1],
        [-0.8, 0.8, 0],
        [0.8, 1, 1],
      ];
  const TILT = 0.9;
  // An underlay in a mid tone hides hairline seams between the strips.
  {
    const nearEdge = upper.map(([x, y]) => Pxy(x, y, 1));
    const farEdge = upper.map(([x, y]) => Pxy(x, y, -1)).reverse();
    out += `<path d="${polyPath([...nearEdge, ...farEdge])}" fill="${hex(shade(body, 0.3))}" stroke="${hex(shade(body, 0.3))}" stroke-width="1"/>`;
  }
  out += `<g>`;
  for (const [u0, u1, side] of BANDS) {
    const strips: Strip[] = [];
    for (let i = 0; i < upper.length - 1; i++) {
      const a = upper[i];
      const b = upper[i + 1];
      const tx = b[0] - a[0];
      const ty = b[1] - a[1];
      const nl = Math.hypot(tx, ty) || 1;
      const pn: V3 = [-ty / nl, tx / nl, 0];
      const nrm: V3 = side === 0 ? pn : norm(add(scale(pn, Math.cos(TILT)), [0, 0, side * Math.sin(TILT)]));
      const mx = (a[0] + b[0]) / 2;
      const my = (a[1] + b[1]) / 2;
      const um = (u0 + u1) / 2;
      const mid: V3 = [mx - L / 2, my, um * w(mx, my)];
      if (dot(pn, sub(C, mid)) <= 0) continue;
      let fill: string;
      if (isCabin(mx) && my > S.belt - 0.1) fill = hex(shade(interior, 0.3 + Math.max(0, nrm[1]) * 0.15));
      else if (isGlass(mx, my) || (panoramic && mx > panoramic[0] && mx < panoramic[1] && my > S.roof - 0.05)) {
        fill = side === 0 ? glassAt(nrm, mid, clamp((my - S.belt) / (S.roof - S.belt), 0, 1)) : '#0b0c0f';
      } else fill = paintAt(nrm, mid);
      strips.push({
        pts: [Pxy(a[0], a[1], u0), Pxy(a[0], a[1], u1), Pxy(b[0], b[1], u1), Pxy(b[0], b[1], u0)],
        depth: depthOf(mid),
        fill,
        i,
      });
    }
    strips.sort((s1, s2) => s2.depth - s1.depth);
    // Quantise colours a little so that near-identical neighbours merge.
    for (const st of strips) st.fill = hex(parseColor(st.fill).map((v) => Math.round(v / 5) * 5) as unknown as RGB);
    // Merge neighbouring strips of the same colour that are also neighbours in depth order.
    let run: Strip[] = [];
    const flush = () => {
      if (!run.length) return;
      const ordered = [...run].sort((s1, s2) => s1.i - s2.i);
      const near: Pt[] = [ordered[0].pts[1], ...ordered.map((s) => s.pts[2])];
      const far: Pt[] = [ordered[0].pts[0], ...ordered.map((s) => s.pts[3])];
      out += `<path d="${polyPath([...near, ...far.reverse()])}" fill="${run[0].fill}"/>`;
      run = [];
    };
    for (const s of strips) {
      const last = run[run.length - 1];
      if (last && (Math.abs(last.i - s.i) !== 1 || last.fill !== s.fill || Math.abs(run[0].i - s.i) !== run.length)) flush();
      run.push(s);
    }
    flush();
  }
  out += `</g>`;

  // Helpers on the upper outline.
  const frontPart = upper.filter(([x]) => x > L * 0.6);
  const rearPart = upper.filter(([x]) => x < L * 0.4);
  /** Points on the nose (or tail) at evenly spaced heights from y0 up to y1, outermost crossing. */
  const across = (part: Pt[], front: boolean, y0: number, y1: number, rows = 6): Pt[] => {
    const res: Pt[] = [];
    for (let r = 0; r <= rows; r++) {
      const y = rows ? y0 + ((y1 - y0) * r) / rows : y0;
      let best: number | undefined;
      for (let j = 0; j < part.length - 1; j++) {
        const [xa, ya] = part[j];
        const [xb, yb] = part[j + 1];
        if ((y >= ya && y <= yb) || (y >= yb && y <= ya)) {
          const t = yb === ya ? 0 : (y - ya) / (yb - ya);
          const x = xa + (xb - xa) * t;
          if (best === undefined || (front ? x > best : x < best)) best = x;
        }
      }
      if (best !== undefined) res.push([best, y]);
    }
    return res;
  };
  const onFront = (y0: number, y1: number, rows = 6) => across(frontPart, true, y0, y1, rows);
  const onRear = (y0: number, y1: number, rows = 6) => across(rearPart, false, y0, y1, rows);
  /** Height of the top of the body at x (the highest point of the outline above x). */
  const yOnUpper = (x: number, part: Pt[]) => {
    let best = -Infinity;
    for (let j = 0; j < part.length - 1; j++) {
      const [x0, y0] = part[j];
      const [x1, y1] = part[j + 1];
      if ((x >= x0 && x <= x1) || (x >= x1 && x <= x0)) {
        const t = x1 === x0 ? 0 : (x - x0) / (x1 - x0);
        best = Math.max(best, y0 + (y1 - y0) * t);
      }
    }
    if (best === -Infinity) best = Math.max(...part.map((q) => q[1]));
    return best;
  };
  const band = (pts: Pt[], u0: (t: number) => number, u1: (t: number) => number): Pt[] => {
    const m = pts.length - 1 || 1;
    const a = pts.map((q, j) => Pxy(q[0], q[1], u0(j / m)));
    const b = pts.map((q, j) => Pxy(q[0], q[1], u1(j / m))).reverse();
    return [...a, ...b];
  };
  const lamps: CarArt['lamps'] = [];

  // ---- nose ---------------------------------------------------------------
  if (seesFront) {
    const hl = onFront(S.head[0], S.head[1]);
    if (hl.length >= 2) {
      defs += `<linearGradient id="${p}hl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a424c"/><stop offset="0.5" stop-color="#15181d"/><stop offset="1" stop-color="#060708"/></linearGradient>`;
      for (const side of [1, -1]) {
        const housing = band(
          hl,
          (t) => side * (0.5 - 0.1 * t),
          (t) => side * (0.99 - 0.01 * t),
        );
        out += `<path d="${polyPath(housing)}" fill="url(#${p}hl)" stroke="${hex(shade(body, 0.15))}" stroke-width="${n(px(0.008))}" stroke-linejoin="round"/>`;
        const top = hl[hl.length - 1];
        const low = hl[0];
        const drl = [
          Pxy(top[0], top[1] - 0.012, side * 0.44),
          Pxy(top[0], top[1] - 0.012, side * 0.97),
          Pxy(low[0], low[1] + 0.012, side * 0.985),
        ];
        out += `<path d="${polyPath(drl, false)}" stroke="#f1f7ff" stroke-opacity="${lit ? 1 : 0.92}" stroke-width="${n(px(0.014))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
        const mid = hl[Math.floor(hl.length / 2)];
        const lens = [Pxy(mid[0], mid[1] - 0.01, side * 0.6), Pxy(mid[0], mid[1] - 0.01, side * 0.9)];
        out += `<path d="${polyPath(lens, false)}" stroke="#8b98a8" stroke-opacity="0.7" stroke-width="${n(px(0.022))}" stroke-linecap="round" fill="none"/>`;
        if (lit) lamps.push({ at: Pxy(mid[0], mid[1], side * 0.76), r: px(0.5), kind: 'head' });
      }
    }
    // Grille / intakes
    const g = S.grille;
    const lowY = S.upper[S.upper.length - 1][1];
    const grilleBand =
      g === 'upright'
        ? onFront(lowY + 0.2, S.head[1])
        : g === 'intake'
          ? onFront(lowY + 0.04, lowY + 0.2)
          : onFront(lowY + 0.08, S.head[0] - 0.04);
    if (grilleBand.length >= 2) {
      const wid = g === 'upright' ? 0.28 : g === 'intake' ? 0.8 : g === 'mesh' ? 0.5 : 0.7;
      const shape = band(
        grilleBand,
        () => -wid,
        () => wid,
      );
      out += `<path d="${polyPath(shape)}" fill="#07080a" stroke="${S.chrome ? '#c9ccd0' : hex(shade(body, 0.22))}" stroke-width="${n(px(S.chrome ? 0.02 : 0.012))}" stroke-linejoin="round"/>`;
      if (g === 'upright') {
        let slats = '';
        for (let u = -wid + 0.06; u < wid - 0.03; u += 0.075) {
          const a = Pxy(grilleBand[0][0], grilleBand[0][1], u);
          const b = Pxy(grilleBand[grilleBand.length - 1][0], grilleBand[grilleBand.length - 1][1], u);
          slats += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
        }
        out += `<path d="${slats}" stroke="#b9bdc2" stroke-opacity="0.85" stroke-width="${n(px(0.012))}"/>`;
      } else {
        let bars = '';
        for (let j = 1; j < grilleBand.length - 1; j += 2) {
          const a = Pxy(grilleBand[j][0], grilleBand[j][1], -wid * 0.94);
          const b = Pxy(grilleBand[j][0], grilleBand[j][1], wid * 0.94);
          bars += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
        }
        out += `<path d="${bars}" stroke="${S.chrome ? '#8d9196' : '#2a2c30'}" stroke-width="${n(px(0.008))}"/>`;
      }
    }
  }

  // ---- tail ---------------------------------------------------------------
  if (seesRear) {
    const lowY = S.upper[0][1];
    if (o.style === 'supercar') {
      // Open rear grille between the lamps and the diffuser.
      const grille = onRear(lowY + 0.02, S.tail[0] - 0.03);
      if (grille.length >= 2) {
        out += `<path d="${polyPath(
          band(
            grille,
            () => -0.93,
            () => 0.93,
          ),
        )}" fill="#0a0a0c" stroke="${hex(shade(body, 0.2))}" stroke-width="${n(px(0.01))}"/>`;
        let mesh = '';
        for (const q of grille.slice(1, -1)) {
          const a = Pxy(q[0], q[1], -0.9);
          const b = Pxy(q[0], q[1], 0.9);
          mesh += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
        }
        out += `<path d="${mesh}" stroke="#26282c" stroke-width="${n(px(0.012))}"/>`;
      }
    }
    const tl = onRear(S.tail[0], S.tail[1]);
    if (tl.length >= 2) {
      const mid = tl[Math.floor(tl.length / 2)];
      const thin = onRear(mid[1] - 0.012, mid[1] + 0.012, 2);
      out += `<path d="${polyPath(
        band(
          thin,
          () => -0.97,
          () => 0.97,
        ),
      )}" fill="${lit ? '#ff3030' : '#c8161d'}"/>`;
      for (const side of [1, -1]) {
        const end = band(
          tl,
          (t) => side * (0.66 + 0.06 * t),
          () => side * 0.985,
        );
        out += `<path d="${polyPath(end)}" fill="#6d0a10" stroke="#2a0405" stroke-width="${n(px(0.008))}"/>`;
        const line = [
          Pxy(tl[tl.length - 1][0], tl[tl.length - 1][1] - 0.015, side * 0.7),
          Pxy(tl[tl.length - 1][0], tl[tl.length - 1][1] - 0.015, side * 0.97),
          Pxy(tl[0][0], tl[0][1] + 0.015, side * 0.97),
        ];
        out += `<path d="${polyPath(line, false)}" fill="none" stroke="${lit ? '#ff5a4a' : '#ff2b2b'}" stroke-width="${n(px(0.014))}" stroke-linejoin="round" stroke-linecap="round"/>`;
        if (lit) lamps.push({ at: Pxy(mid[0], mid[1], side * 0.85), r: px(0.35), kind: 'tail' });
      }
    }
    // Diffuser and exhausts.
    const dif = onRear(lowY, lowY + 0.12);
    if (dif.length >= 2)
      out += `<path d="${polyPath(
        band(
          dif,
          () => -0.82,
          () => 0.82,
        ),
      )}" fill="#08080a"/>`;
    const q = onRear(lowY + 0.07, lowY + 0.07, 0)[0];
    if (q) {
      const tips = o.style === 'supercar' ? [-0.1, 0.1] : o.style === 'suv' || o.style === 'sedan' ? [-0.6, 0.6] : [-0.66, -0.5, 0.5, 0.66];
      for (const u of tips) {
        const c = W3(q[0] - 0.01, q[1], u);
        const pc = P(c);
        const r = 0.045;
        const pa = P(add(c, [0, 0, r]));
        const pb = P(add(c, [0, -r, 0]));
        out += `<circle r="1" fill="#0c0c0e" stroke="#c7cbd0" stroke-width="0.28" transform="matrix(${n3(pa[0] - pc[0])} ${n3(pa[1] - pc[1])} ${n3(pb[0] - pc[0])} ${n3(pb[1] - pc[1])} ${n(pc[0])} ${n(pc[1])})"/>`;
      }
    }
  }

  // ---- convertible cabin --------------------------------------------------
  if (S.cockpit && S.screenTop) {
    const [sx, sy] = S.screenTop;
    const cowlX = S.cockpit[1] - 0.02;
    const cowlY = yOnUpper(cowlX, upper) + 0.01;
    const glass = [Pxy(cowlX, cowlY, -0.9), Pxy(cowlX, cowlY, 0.9), P([sx - L / 2, sy, 0.8 * half]), P([sx - L / 2, sy, -0.8 * half])];
    const screen =
      `<path d="${polyPath(glass)}" fill="#1b222c" fill-opacity="0.6"/>` +
      `<path d="${polyPath([glass[1], glass[2], glass[3], glass[0]], false)}" fill="none" stroke="#0a0a0c" stroke-width="${n(px(0.03))}" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<path d="${polyPath([glass[2], glass[3]], false)}" stroke="#c9ccd0" stroke-opacity="0.5" stroke-width="${n(px(0.01))}"/>`;
    let seats = '';
    const rr = (w2: number, h2: number, r: number): Array<[number, number]> => {
      const pts: Array<[number, number]> = [];
      const corners: Array<[number, number, number]> = [
        [w2 - r, h2 - r, 0],
        [-w2 + r, h2 - r, 90],
        [-w2 + r, -h2 + r, 180],
        [w2 - r, -h2 + r, 270],
      ];
      for (const [cx0, cy0, a0] of corners) {
        for (let d = 0; d <= 90; d += 30) {
          const a = ((a0 + d) * Math.PI) / 180;
          pts.push([cx0 + r * Math.cos(a), cy0 + r * Math.sin(a)]);
        }
      }
      return pts;
    };
    for (const u of [0.42, -0.42]) {
      const hx = S.cockpit[0] + 0.42;
      const zc = u * half;
      const baseY = S.belt + 0.13;
      const lean = 0.25;
      const face = (dx: number) => rr(0.14, 0.1, 0.06).map(([a, b]) => P([hx - L / 2 + dx - lean * b, baseY + b, zc + a]));
      const profile = rr(0.07, 0.1, 0.05).map(([a, b]) => P([hx - L / 2 + a - 0.07 - lean * b, baseY + b, zc + 0.14]));
      const post = [P([hx - L / 2 - 0.07, S.belt - 0.02, zc + 0.14]), P([hx - L / 2 - 0.07 - lean * -0.1, baseY - 0.1, zc + 0.14])];
      const fill = (i: number) => hex(shade(interior, i));
      const back = `<path d="${polyPath(face(-0.14))}" fill="${fill(0.22)}"/>`;
      const front = `<path d="${polyPath(face(0))}" fill="${fill(0.5)}" stroke="${fill(0.3)}" stroke-width="${n(px(0.006))}"/>`;
      seats +=
        `<path d="${polyPath(post, false)}" stroke="#1a1a1c" stroke-width="${n(px(0.03))}"/>` +
        (seesRear ? front : back) +
        `<path d="${polyPath(profile)}" fill="${fill(0.38)}"/>` +
        (seesRear ? back : front);
    }
    out += seesRear ? screen + seats : seats + screen;
  }

  // ---- near side ----------------------------------------------------------
  // Wheel wells.
  for (const ax of [S.rearAxle, S.frontAxle]) {
    for (const depth of [0.97, 0.6]) {
      const well = arch(ax).map(([x, y]) => P([x - L / 2, y, half * depth]));
      const c = P([ax - L / 2, S.sill, half * depth]);
      out += `<path d="${polyPath([...well, c])}" fill="#040405"/>`;
    }
  }
  const sidePts = outline.map(([x, y]) => Pxy(x, y, 1));
  const sideD = polyPath(sidePts);
  // Vertical gradient: bright shoulder, paint, dark rocker.
  let sy0 = Infinity;
  let sy1 = -Infinity;
  for (const q of sidePts) {
    sy0 = Math.min(sy0, q[1]);
    sy1 = Math.max(sy1, q[1]);
  }
  const midX = (S.rearAxle + S.frontAxle) / 2;
  const fracOf = (y: number) => clamp((Pxy(midX, y, 1)[1] - sy0) / (sy1 - sy0 || 1), 0, 1);
  const fb = fracOf(S.belt);
  const fs = fracOf(S.belt - 0.1);
  const fm = fracOf((S.belt + S.sill) / 2);
  const fl = fracOf(S.sill + 0.12);
  const hiK = night ? 0.5 : 0.7;
  defs += linearGradient(
    `${p}sd`,
    [
      [0, hex(shade(body, 0.55))],
      [Math.max(0, fb - 0.02), hex(shade(body, hiK))],
      [fb + 0.01, hex(shade(body, night ? 0.45 : 0.62))],
      [fs, hex(shade(body, 0.5))],
      [fm, hex(shade(body, night ? 0.3 : 0.42))],
      [fl, hex(shade(body, night ? 0.22 : 0.3))],
      [1, hex(shade(body, 0.12))],
    ],
    'x1="0" y1="0" x2="0" y2="1"',
  );
  // Front-to-back falloff and a soft-box reflection.
  const frontLeft = Pxy(L, 0.5, 1)[0] < Pxy(0, 0.5, 1)[0];
  defs += linearGradient(
    `${p}sx`,
    [
      [0, '#000000', 0.3],
      [0.45, '#000000', 0],
      [1, '#ffffff', night ? 0 : 0.06],
    ],
    frontLeft ? 'x1="1" y1="0" x2="0" y2="0"' : 'x1="0" y1="0" x2="1" y2="0"',
  );
  defs += `<path id="${p}sp" d="${sideD}"/><clipPath id="${p}sc"><use href="#${p}sp"/></clipPath>`;
  out += `<use href="#${p}sp" fill="url(#${p}sd)"/><use href="#${p}sp" fill="url(#${p}sx)"/>`;
  let clipped = '';
  // Soft-box reflection band along the lower doors.
  const bandPts = (y0: number, y1: number, x0: number, x1: number) => {
    const a: Pt[] = [];
    const b: Pt[] = [];
    for (let x = x0; x <= x1 + 1e-6; x += (x1 - x0) / 12) {
      a.push(Pxy(x, y0, 1));
      b.push(Pxy(x, y1, 1));
    }
    return [...a, ...b.reverse()];
  };
  const refl = night ? '#6f8fc0' : lum > 0.7 ? '#ffffff' : '#ffffff';
  const reflY = S.sill + (S.belt - S.sill) * 0.42;
  clipped += `<path d="${polyPath(bandPts(reflY, reflY + 0.05, S.rearAxle - 0.3, S.frontAxle + 0.2))}" fill="${refl}" fill-opacity="${night ? 0.12 : lum > 0.7 ? 0.35 : 0.09}"/>`;
  // Rocker / side skirt.
  clipped += `<path d="${polyPath(bandPts(S.sill - 0.02, S.sill + 0.07, S.rearAxle + Ra * 0.9, S.frontAxle - Ra * 0.9))}" fill="#0b0b0d" fill-opacity="0.75"/>`;
  // Shoulder crease: light above, shadow below.
  const crease: Pt[] = [];
  const creaseLo: Pt[] = [];
  for (let x = 0.15; x <= L - 0.35; x += 0.12) {
    const yb = S.belt - 0.07 - 0.04 * (x / L);
    crease.push(Pxy(x, yb, 1));
    creaseLo.push(Pxy(x, yb - 0.015, 1));
  }
  clipped +=
    `<path d="${polyPath(crease, false)}" fill="none" stroke="#ffffff" stroke-opacity="${night ? 0.12 : 0.28}" stroke-width="${n(px(0.012))}"/>` +
    `<path d="${polyPath(creaseLo, false)}" fill="none" stroke="#000000" stroke-opacity="0.18" stroke-width="${n(px(0.012))}"/>`;
  // Arch lips.
  for (const ax of [S.rearAxle, S.frontAxle]) {
    const lip = arch(ax).map(([x, y]) => {
      const dx = x - ax;
      const dy = y - S.R;
      const l = Math.hypot(dx, dy);
      return Pxy(ax + (dx / l) * (Ra + 0.02), S.R + (dy / l) * (Ra + 0.02), 1);
    });
    clipped += `<path d="${polyPath(lip, false)}" fill="none" stroke="#ffffff" stroke-opacity="${night ? 0.1 : 0.18}" stroke-width="${n(px(0.014))}"/>`;
  }
  // Door cuts and handles.
  for (const x of S.doors) {
    const top = Pxy(x + 0.02, S.belt - 0.01, 1);
    const bot = Pxy(x - 0.02, S.sill + 0.03, 1);
    clipped += `<path d="M${n(top[0])} ${n(top[1])}L${n(bot[0])} ${n(bot[1])}" stroke="#000" stroke-opacity="0.45" stroke-width="${n(px(0.008))}"/>`;
  }
  const handleFill = S.chrome ? '#d9dcdf' : hex(shade(body, 0.3));
  for (const x of S.handles) {
    const hp = [Pxy(x, S.belt - 0.09, 1), Pxy(x + 0.22, S.belt - 0.095, 1)];
    clipped += `<path d="${polyPath(hp, false)}" stroke="${handleFill}" stroke-width="${n(px(0.028))}" stroke-linecap="round"/>`;
  }
  if (S.intake) {
    const intake = spline(S.intake, low ? 0.12 : 0.05, true).map(([x, y]) => Pxy(x, y, 0.99));
    clipped += `<path d="${polyPath(intake)}" fill="#060607"/>`;
  }
  if (S.fenderVent) {
    for (let j = 0; j < 3; j++) {
      const a = Pxy(S.frontAxle - 0.55 + j * 0.06, S.belt - 0.3, 1);
      const b = Pxy(S.frontAxle - 0.4 + j * 0.06, S.belt - 0.18, 1);
      clipped += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="#d9dcdf" stroke-width="${n(px(0.012))}" stroke-linecap="round"/>`;
    }
  }
  // Side lamps wrapping round the corners, in the same bands as the nose and tail lamps.
  {
    const [h0, h1] = S.head;
    const fTop = across(frontPart, true, h1, h1, 0)[0] ?? [L, h1];
    const fLow = across(frontPart, true, h0, h0, 0)[0] ?? [L, h0];
    const head = [
      Pxy(fTop[0] - 0.01, h1, 0.995),
      Pxy(fTop[0] - 0.52, h1 + 0.01, 0.995),
      Pxy(fLow[0] - 0.3, h0 + 0.035, 0.995),
      Pxy(fLow[0] - 0.01, h0, 0.995),
    ];
    clipped += `<path d="${polyPath(head)}" fill="#0c0d10" stroke="${hex(shade(body, 0.15))}" stroke-width="${n(px(0.006))}" stroke-linejoin="round"/>`;
    clipped += `<path d="${polyPath([Pxy(fTop[0] - 0.02, h1 - 0.012, 0.995), Pxy(fTop[0] - 0.48, h1 - 0.002, 0.995)], false)}" stroke="#eaf3ff" stroke-opacity="${lit ? 1 : 0.85}" stroke-width="${n(px(0.012))}" stroke-linecap="round"/>`;
    const [t0, t1] = S.tail;
    const rTop = across(rearPart, false, t1, t1, 0)[0] ?? [0, t1];
    const rLow = across(rearPart, false, t0, t0, 0)[0] ?? [0, t0];
    const tail = [
      Pxy(rTop[0] + 0.01, t1, 0.995),
      Pxy(rTop[0] + 0.46, t1 - 0.01, 0.995),
      Pxy(rLow[0] + 0.26, t0 + 0.03, 0.995),
      Pxy(rLow[0] + 0.01, t0, 0.995),
    ];
    clipped += `<path d="${polyPath(tail)}" fill="${lit ? '#ff2a2a' : '#a0121a'}"/>`;
    clipped += `<path d="${polyPath([Pxy(rTop[0] + 0.02, t1 - 0.015, 0.995), Pxy(rTop[0] + 0.42, t1 - 0.02, 0.995)], false)}" stroke="#ff4040" stroke-width="${n(px(0.01))}" stroke-linecap="round"/>`;
  }
  out += `<g clip-path="url(#${p}sc)">${clipped}</g>`;

  // Side glass, pillars and trim.
  for (const [wi, win] of S.windows.entries()) {
    const pts = spline(win, low ? 0.12 : 0.05, true).map(([x, y]) => Pxy(x, y, 0.995));
    const d = polyPath(pts);
    let wy0 = Infinity;
    let wy1 = -Infinity;
    for (const q of pts) {
      wy0 = Math.min(wy0, q[1]);
      wy1 = Math.max(wy1, q[1]);
    }
    if (wi === 0)
      defs += linearGradient(`${p}gl`, [
        [0, night ? '#2a3550' : '#39424e'],
        [0.45, '#12161c'],
        [1, '#07080a'],
      ]);
    defs += `<path id="${p}g${wi}" d="${d}"/><clipPath id="${p}gc${wi}"><use href="#${p}g${wi}"/></clipPath>`;
    out += `<use href="#${p}g${wi}" fill="url(#${p}gl)"/>`;
    // Reflections in the glass: a soft diagonal streak and the pillars.
    const gxs = pts.map((q) => q[0]);
    const gx0 = Math.min(...gxs);
    const gx1 = Math.max(...gxs);
    const gw = gx1 - gx0;
    const gh = wy1 - wy0;
    let inGlass =
      `<path d="M${n(gx0 + gw * 0.5)} ${n(wy0 - 2)}L${n(gx0 + gw * 0.68)} ${n(wy0 - 2)}L${n(gx0 + gw * 0.5)} ${n(wy1 + 2)}L${n(gx0 + gw * 0.3)} ${n(wy1 + 2)}Z" fill="#ffffff" fill-opacity="${night ? 0.04 : 0.07}"/>` +
      `<path d="M${n(gx0)} ${n(wy0 + gh * 0.55)}L${n(gx1)} ${n(wy0 + gh * 0.45)}L${n(gx1)} ${n(wy1 + 2)}L${n(gx0)} ${n(wy1 + 2)}Z" fill="#000" fill-opacity="0.25"/>`;
    for (const [x, wdt] of S.pillars) {
      const pp = [
        Pxy(x - wdt / 2 - 0.02, S.roof, 0.99),
        Pxy(x + wdt / 2 - 0.02, S.roof, 0.99),
        Pxy(x + wdt / 2 + 0.02, S.belt - 0.05, 0.99),
        Pxy(x - wdt / 2 + 0.02, S.belt - 0.05, 0.99),
      ];
      inGlass += `<path d="${polyPath(pp)}" fill="#0a0a0c"/>`;
    }
    out += `<g clip-path="url(#${p}gc${wi})">${inGlass}</g>`;
    out += `<use href="#${p}g${wi}" fill="none" stroke="${S.chrome ? '#d6d9dc' : '#0a0a0b'}" stroke-opacity="${S.chrome ? 0.85 : 1}" stroke-width="${n(px(S.chrome ? 0.018 : 0.02))}" stroke-linejoin="round"/>`;
  }
  // Convertible: A-pillar / screen frame seen from the side.
  if (S.cockpit && S.screenTop) {
    const cowlX = S.cockpit[1] - 0.02;
    const a = Pxy(cowlX, yOnUpper(cowlX, upper), 0.92);
    const b = P([S.screenTop[0] - L / 2, S.screenTop[1], 0.8 * half]);
    out += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="#0b0b0d" stroke-width="${n(px(0.045))}" stroke-linecap="round"/>`;
  }
  // Mirror.
  {
    const mx = S.mirrorX;
    const my = S.belt + 0.01;
    const keys: Key[] = [
      [mx, my, 1],
      [mx + 0.17, my + 0.015],
      [mx + 0.19, my + 0.08],
      [mx + 0.05, my + 0.1],
    ];
    const pts = spline(keys, 0.03, true).map(([x, y]) => Pxy(x, y, 1.07));
    out += `<path d="${polyPath(pts)}" fill="${hex(shade(body, 0.5))}" stroke="${hex(shade(body, 0.2))}" stroke-width="${n(px(0.008))}"/>`;
  }
  if (S.roofRails) {
    for (const u of [0.86, -0.86]) {
      const rail: Pt[] = [];
      for (let x = 0.75; x <= 3.05; x += 0.25) rail.push(P([x - L / 2, S.roof + 0.012, u * half * S.roofInset]));
      out += `<path d="${polyPath(rail, false)}" fill="none" stroke="#101113" stroke-width="${n(px(0.028))}" stroke-linecap="round"/>`;
    }
  }

  // Near wheels.
  out += wheelUse(S.rearAxle, 1, false, `${p}wt`, 0.14) + wheelUse(S.frontAxle, 1, true, `${p}wt`, 0.14);
  out += wheelUse(S.rearAxle, 1, false, `${p}w`) + wheelUse(S.frontAxle, 1, true, `${p}w`);

  // ---- floor shadow --------------------------------------------------------
  const near0 = P([S.rearAxle - L / 2, 0, half * 0.9]);
  const near1 = P([S.frontAxle - L / 2, 0, half * 0.9]);
  const m = (near1[1] - near0[1]) / (near1[0] - near0[0] || 1);
  const c = near0[1] - m * near0[0];
  // Soft shadows as radial gradients laid on the floor plane (no blur filters: they are slow to render).
  defs +=
    `<radialGradient id="${p}sh"><stop offset="0" stop-color="#000" stop-opacity="0.75"/><stop offset="0.55" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${p}ct"><stop offset="0" stop-color="#000" stop-opacity="0.9"/><stop offset="0.5" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const onFloor = (cx0: number, cz0: number, rx: number, rz: number, grad: string) => {
    const c0 = P([cx0, 0, cz0]);
    const ax = P([cx0 + rx, 0, cz0]);
    const az = P([cx0, 0, cz0 + rz]);
    return `<circle r="1" fill="url(#${grad})" transform="matrix(${n3(ax[0] - c0[0])} ${n3(ax[1] - c0[1])} ${n3(az[0] - c0[0])} ${n3(az[1] - c0[1])} ${n(c0[0])} ${n(c0[1])})"/>`;
  };
  let shadow = onFloor(0, 0, L * 0.62, half * 1.45, `${p}sh`);
  for (const ax of [S.rearAxle, S.frontAxle]) {
    for (const side of [1, -1]) shadow += onFloor(ax - L / 2, side * half * 0.82, S.R * 1.3, 0.22, `${p}ct`);
  }

  return {
    defs,
    body: out,
    shadow,
    ground: { m, c },
    bbox,
    lamps,
    ppm,
    project: P,
    surface: (x, y, u) => Pxy(x, y, u),
    topY: (x) => yOnUpper(x, upper),
    length: L,
  };
}
