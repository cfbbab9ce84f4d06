/** Vehicle photos as SVG: studio shots in several views, plus interior, dashboard and wheel close-ups. */
import { type CarArt, carLook, drawCar } from './car';
import { HOUSE_A } from './favicon';
import { drawCarPlan } from './plan';
import { darken, hex, lighten, luminance, parseColor, shade } from './color';
import { type Seed, rng } from './rng';
import { type BodyStyle } from './styles';
import { type Backdrop, H, W, caption, reflection, studio, vignette } from './studio';
import { n, svgDoc } from './svg';
import { wheelDefs } from './wheel';

export const VEHICLE_VIEWS = [
  'side',
  'front-three-quarter',
  'rear-three-quarter',
  'interior',
  'wheel-detail',
  'dashboard',
  'top',
  'night',
] as const;
export type VehicleView = (typeof VEHICLE_VIEWS)[number];

export interface VehicleArtworkOptions {
  bodyStyle: BodyStyle;
  /** Any CSS colour (use paintFor() for names). */
  paint: string;
  view: VehicleView;
  /** Optional caption, e.g. '2021 Ferrari F8 Tributo'. */
  label?: string;
  seed: Seed;
}

export interface Pose {
  yaw: number;
  pitch: number;
  dist: number;
  steer?: number;
  width: number;
  height: number;
  baseY: number;
  cx?: number;
}

export const POSES: Record<'side' | 'front-three-quarter' | 'rear-three-quarter' | 'night', Pose> = {
  side: { yaw: 0, pitch: 3, dist: 30, width: 1300, height: 520, baseY: 770 },
  'front-three-quarter': { yaw: 36, pitch: 7, dist: 10, steer: 14, width: 1240, height: 640, baseY: 830 },
  'rear-three-quarter': { yaw: -38, pitch: 8, dist: 10, width: 1240, height: 640, baseY: 830 },
  night: { yaw: 30, pitch: 5, dist: 10, steer: 10, width: 1220, height: 620, baseY: 820 },
};

export function backdropFor(seed: Seed): Backdrop {
  const r = rng(`bg:${String(seed)}`);
  const v = r();
  return v < 0.68 ? 'dark' : v < 0.85 ? 'ivory' : 'warm';
}

/** A full studio scene with one car. Exported for the hero and category artwork. */
export function carScene(o: {
  id?: string;
  bodyStyle: BodyStyle;
  paint: string;
  seed: Seed;
  pose: Pose;
  backdrop: Backdrop;
  night?: boolean;
  label?: string;
  extraDefs?: string;
  /** Drawn between the backdrop and the car. */
  behind?: string;
  /** Drawn over everything (before the vignette). */
  front?: (car: CarArt) => string;
}): string {
  const id = o.id ?? 'a';
  const pose = o.pose;
  const car = drawCar({
    style: o.bodyStyle,
    paint: o.paint,
    seed: o.seed,
    id: `${id}c`,
    yaw: pose.yaw,
    pitch: pose.pitch,
    dist: pose.dist,
    steer: pose.steer,
    night: o.night,
    fit: { cx: pose.cx ?? W / 2, baseY: pose.baseY, width: pose.width, height: pose.height },
  });
  const floorY = Math.min(car.bbox.y1 - (car.bbox.y1 - car.bbox.y0) * 0.28, 700);
  const st = studio(`${id}s`, o.backdrop, floorY, { x: (car.bbox.x0 + car.bbox.x1) / 2, y: floorY * 0.6 });
  const light = o.backdrop === 'ivory';
  const reflect = pose.pitch < 20;
  const rf = reflect ? reflection(`${id}r`, car, `${id}car`, light ? 0.16 : o.night ? 0.4 : 0.28) : { defs: '', body: '' };
  let glow = '';
  let glowDefs = '';
  if (car.lamps.length) {
    glowDefs +=
      `<radialGradient id="${id}hg"><stop offset="0" stop-color="#f4f8ff" stop-opacity="0.9"/><stop offset="0.15" stop-color="#cfe0ff" stop-opacity="0.35"/><stop offset="1" stop-color="#cfe0ff" stop-opacity="0"/></radialGradient>` +
      `<radialGradient id="${id}tg"><stop offset="0" stop-color="#ff3b3b" stop-opacity="0.8"/><stop offset="1" stop-color="#ff3b3b" stop-opacity="0"/></radialGradient>`;
    for (const l of car.lamps) {
      glow += `<circle cx="${n(l.at[0])}" cy="${n(l.at[1])}" r="${n(l.r)}" fill="url(#${id}${l.kind === 'head' ? 'hg' : 'tg'})"/>`;
    }
  }
  const defs = st.defs + car.defs + rf.defs + glowDefs + (o.extraDefs ?? '');
  const body =
    st.body +
    (o.behind ?? '') +
    rf.body +
    car.shadow +
    `<g id="${id}car">${car.body}</g>` +
    glow +
    (o.front ? o.front(car) : '') +
    vignette(`${id}s`) +
    caption(o.label, light);
  return svgDoc(W, H, defs, body);
}

export function nightExtras(id: string, seed: Seed): { defs: string; behind: string } {
  const r = rng(`night:${String(seed)}`);
  let bokeh = '';
  const defs =
    `<radialGradient id="${id}bk"><stop offset="0" stop-color="#ffd9a0" stop-opacity="0.55"/><stop offset="0.7" stop-color="#ffd9a0" stop-opacity="0.18"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}bc"><stop offset="0" stop-color="#8fb6ff" stop-opacity="0.45"/><stop offset="0.7" stop-color="#8fb6ff" stop-opacity="0.12"/><stop offset="1" stop-color="#8fb6ff" stop-opacity="0"/></radialGradient>`;
  for (let i = 0; i < 34; i++) {
    const x = r.range(0, W);
    const y = r.range(80, 520);
    const rad = r.range(10, 46);
    bokeh += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="url(#${id}${r() < 0.65 ? 'bk' : 'bc'})"/>`;
  }
  // Distant skyline band.
  let sky = 'M0 560';
  let x = 0;
  while (x < W) {
    const w = r.range(40, 130);
    const h = r.range(40, 190);
    sky += `L${n(x)} ${n(560 - h)}L${n(x + w)} ${n(560 - h)}`;
    x += w;
  }
  sky += `L${W} 560Z`;
  const lit: string[] = ['', ''];
  for (let i = 0; i < 70; i++) lit[i % 2] += `M${Math.round(r.range(0, W))} ${Math.round(r.range(400, 548))}h4v6h-4z`;
  const windows = `<path d="${lit[0]}" fill="#ffd9a0" fill-opacity="0.45"/><path d="${lit[1]}" fill="#ffd9a0" fill-opacity="0.2"/>`;
  return { defs, behind: `<path d="${sky}" fill="#0a1120" fill-opacity="0.9"/>${windows}${bokeh}` };
}

export function vehicleArtwork(o: VehicleArtworkOptions): string {
  const { bodyStyle, paint, view, label, seed } = o;
  switch (view) {
    case 'interior':
      return interiorArtwork(paint, seed, label);
    case 'dashboard':
      return dashboardArtwork(paint, seed, label);
    case 'wheel-detail':
      return wheelDetailArtwork(bodyStyle, paint, seed, label);
    case 'top':
      return topArtwork(bodyStyle, paint, seed, label);
    case 'night': {
      const ex = nightExtras('n', seed);
      return carScene({
        bodyStyle,
        paint,
        seed,
        pose: POSES.night,
        backdrop: 'night',
        night: true,
        label,
        extraDefs: ex.defs,
        behind: ex.behind,
      });
    }
    default:
      return carScene({ bodyStyle, paint, seed, pose: POSES[view], backdrop: backdropFor(seed), label });
  }
}

function topArtwork(style: BodyStyle, paint: string, seed: Seed, label?: string): string {
  const bg = backdropFor(seed);
  const light = bg === 'ivory';
  const plan = drawCarPlan({ style, paint, seed, id: 't', cx: 800, cy: 480, length: 1280 });
  const defs =
    plan.defs +
    `<radialGradient id="tbg" cx="0.5" cy="0.48" r="0.75"><stop offset="0" stop-color="${light ? '#f4f1eb' : '#2a2a2f'}"/><stop offset="0.6" stop-color="${light ? '#e2ddd4' : '#151518'}"/><stop offset="1" stop-color="${light ? '#cbc4b8' : '#08080a'}"/></radialGradient>` +
    `<pattern id="tfl" width="200" height="200" patternUnits="userSpaceOnUse"><path d="M0 0H200V200" fill="none" stroke="${light ? '#000' : '#fff'}" stroke-opacity="0.04" stroke-width="2"/></pattern>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#tbg)"/><rect width="${W}" height="${H}" fill="url(#tfl)"/>` +
    `<path d="M0 ${H - 150}H${W}" stroke="#b08d57" stroke-opacity="0.25" stroke-width="2"/>` +
    plan.body +
    caption(label, light);
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------
// Close-ups

function stitch(d: string, colour: string, width = 2.2, dash = '9 7'): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${dash}" stroke-linecap="round"/>`;
}

function interiorArtwork(paint: string, seed: Seed, label?: string): string {
  const look = carLook(seed, parseColor(paint));
  const hide = parseColor(look.interior);
  const lightHide = luminance(hide) > 0.5;
  const thread = lightHide
    ? hex(darken(hide, 0.45))
    : luminance(parseColor(paint)) < 0.15
      ? '#c9b48a'
      : hex(lighten(parseColor(paint), 0.15));
  // Dark hides get a little more light so that the seat still reads against the dark cabin.
  const lift = luminance(hide) < 0.15 ? 0.14 : 0;
  const c = (i: number) => hex(shade(hide, Math.min(1, i + lift)));
  const r = rng(`int:${String(seed)}`);
  const mirrorX = r() < 0.5;
  const defs =
    `<linearGradient id="ibg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#141416"/><stop offset="1" stop-color="#050506"/></linearGradient>` +
    `<linearGradient id="iseat" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c(0.22)}"/><stop offset="0.35" stop-color="${c(0.62)}"/><stop offset="0.7" stop-color="${c(0.5)}"/><stop offset="1" stop-color="${c(0.2)}"/></linearGradient>` +
    `<linearGradient id="ibol" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c(0.15)}"/><stop offset="0.5" stop-color="${c(0.52)}"/><stop offset="1" stop-color="${c(0.25)}"/></linearGradient>` +
    `<linearGradient id="ishade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>` +
    `<radialGradient id="ilight" cx="0.38" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff4e0" stop-opacity="0.22"/><stop offset="1" stop-color="#fff4e0" stop-opacity="0"/></radialGradient>` +
    `<pattern id="iq" width="56" height="56" patternUnits="userSpaceOnUse" patternTransform="rotate(45 800 500)"><rect width="56" height="56" fill="none"/><path d="M0 0H56M0 0V56" stroke="${thread}" stroke-width="2" stroke-dasharray="5 4" stroke-opacity="0.85"/><path d="M2 2H54M2 2V54" stroke="#000" stroke-opacity="0.35" stroke-width="3" transform="translate(1.5 1.5)"/></pattern>` +
    `<linearGradient id="ipanel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c(0.3)}"/><stop offset="0.5" stop-color="${c(0.18)}"/><stop offset="1" stop-color="${c(0.08)}"/></linearGradient>` +
    `<linearGradient id="iwood" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#2a1a10"/><stop offset="0.3" stop-color="#4a2e1a"/><stop offset="0.55" stop-color="#2e1d12"/><stop offset="0.8" stop-color="#51331d"/><stop offset="1" stop-color="#24170e"/></linearGradient>` +
    `<clipPath id="ibk"><path d="M590 250Q600 190 680 180H920Q1000 190 1010 250L1040 760H560Z"/></clipPath>` +
    `<radialGradient id="ibl"><stop offset="0.6" stop-color="#000" stop-opacity="0.6"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  // Door panel / dash hints on the side, seat in the middle.
  const seat =
    // Headrest
    `<path d="M680 70Q690 30 740 28H860Q910 30 920 70L930 150Q930 175 900 178H700Q670 175 670 150Z" fill="url(#iseat)"/>` +
    stitch('M700 60Q712 48 745 47H855Q888 48 900 60', thread) +
    // House monogram embossed on the headrest.
    `<path d="${HOUSE_A}" fill="${c(0.25)}" transform="translate(772 56) scale(0.9)"/>` +
    `<path d="${HOUSE_A}" fill="${c(0.75)}" fill-opacity="0.35" transform="translate(771 55) scale(0.9)"/>` +
    // Bolsters
    `<path d="M520 260Q540 200 600 200L640 220L660 780Q600 800 520 780Q480 520 520 260Z" fill="url(#ibol)"/>` +
    `<path d="M1080 260Q1060 200 1000 200L960 220L940 780Q1000 800 1080 780Q1120 520 1080 260Z" fill="url(#ibol)"/>` +
    stitch('M560 250Q575 225 610 228L628 760', thread) +
    stitch('M1040 250Q1025 225 990 228L972 760', thread) +
    // Backrest with quilting
    `<path d="M590 250Q600 190 680 180H920Q1000 190 1010 250L1040 760H560Z" fill="url(#iseat)"/>` +
    `<g clip-path="url(#ibk)"><rect x="560" y="180" width="480" height="580" fill="url(#iq)"/></g>` +
    stitch('M604 258Q612 204 682 196H918Q988 204 996 258L1024 748H576Z', thread, 2) +
    `<path d="M590 250Q600 190 680 180H920Q1000 190 1010 250L1040 760H560Z" fill="url(#ilight)"/>` +
    // Cushion
    `<path d="M470 800Q800 740 1130 800L1180 1000H420Z" fill="url(#ibol)"/>` +
    stitch('M500 830Q800 776 1100 830', thread);
  const side =
    `<path d="M0 0H360Q300 400 330 1000H0Z" fill="url(#ipanel)"/>` +
    `<path d="M360 0Q300 400 330 1000" stroke="${hex(lighten(parseColor(paint), 0.1))}" stroke-width="6" fill="none" stroke-opacity="0.8"/>` +
    stitch('M300 0Q244 400 272 1000', thread) +
    `<path d="M0 300H250Q262 300 262 312V520Q262 532 250 532H0Z" fill="url(#iwood)"/>` +
    `<path d="M0 545H258" stroke="#e9c88f" stroke-opacity="0.7" stroke-width="3"/><path d="M0 545H258" stroke="#e9c88f" stroke-opacity="0.12" stroke-width="18"/>` +
    `<path d="M1600 0H1260Q1330 420 1290 1000H1600Z" fill="url(#ipanel)"/>` +
    `<path d="M1260 0Q1330 420 1290 1000" stroke="#b08d57" stroke-width="3" stroke-opacity="0.7" fill="none"/>` +
    `<path d="M1600 640H1322" stroke="#e9c88f" stroke-opacity="0.7" stroke-width="3"/><path d="M1600 640H1322" stroke="#e9c88f" stroke-opacity="0.12" stroke-width="18"/>` +
    `<rect x="1340" y="420" width="210" height="90" rx="16" fill="#0c0c0e" stroke="#2a2a2e" stroke-width="3"/>` +
    `<g fill="#b08d57" fill-opacity="0.8">${[0, 1, 2, 3].map((i) => `<circle cx="${1380 + i * 44}" cy="465" r="9"/>`).join('')}</g>`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#ibg)"/>` +
    `<ellipse cx="800" cy="560" rx="470" ry="460" fill="url(#ibl)"/>` +
    `<g${mirrorX ? ' transform="matrix(-1 0 0 1 1600 0)"' : ''}>${side}${seat}</g>` +
    `<rect width="${W}" height="${H}" fill="url(#ishade)"/>` +
    caption(label, false);
  return svgDoc(W, H, defs, body);
}

function dashboardArtwork(paint: string, seed: Seed, label?: string): string {
  const p = parseColor(paint);
  const look = carLook(seed, p);
  const hide = parseColor(look.interior);
  const accent = luminance(p) < 0.15 || luminance(p) > 0.8 ? '#b08d57' : hex(lighten(p, 0.1));
  const r = rng(`dash:${String(seed)}`);
  const glowCol = r.pick(['#f2d7a6', '#d9e6ff', '#ffffff']);
  const gauge = (cx: number, cy: number, rad: number, ticks: number, value: number, redFrom: number) => {
    let t = '';
    const a0 = 135;
    const a1 = 405;
    for (let i = 0; i <= ticks * 2; i++) {
      const a = ((a0 + ((a1 - a0) * i) / (ticks * 2)) * Math.PI) / 180;
      const major = i % 2 === 0;
      const r0 = rad * (major ? 0.8 : 0.86);
      const red = i / (ticks * 2) >= redFrom;
      t += `<path d="M${n(cx + Math.cos(a) * r0)} ${n(cy + Math.sin(a) * r0)}L${n(cx + Math.cos(a) * rad * 0.92)} ${n(cy + Math.sin(a) * rad * 0.92)}" stroke="${red ? '#e0262b' : glowCol}" stroke-width="${major ? 4 : 2}" stroke-opacity="${major ? 0.95 : 0.6}"/>`;
    }
    const av = ((a0 + (a1 - a0) * value) * Math.PI) / 180;
    const arcEnd = [cx + Math.cos(av) * rad * 0.97, cy + Math.sin(av) * rad * 0.97];
    const arcStart = [cx + Math.cos((a0 * Math.PI) / 180) * rad * 0.97, cy + Math.sin((a0 * Math.PI) / 180) * rad * 0.97];
    return (
      `<circle cx="${cx}" cy="${cy}" r="${n(rad * 1.08)}" fill="#050506" stroke="#2c2c30" stroke-width="6"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${n(rad * 1.02)}" fill="url(#dface)" stroke="${accent}" stroke-width="2.5" stroke-opacity="0.8"/>` +
      `<path d="M${n(arcStart[0])} ${n(arcStart[1])}A${n(rad * 0.97)} ${n(rad * 0.97)} 0 ${value > 0.66 ? 1 : 0} 1 ${n(arcEnd[0])} ${n(arcEnd[1])}" fill="none" stroke="${accent}" stroke-width="6" stroke-opacity="0.55" stroke-linecap="round"/>` +
      t +
      `<path d="M${cx} ${cy}L${n(cx + Math.cos(av) * rad * 0.78)} ${n(cy + Math.sin(av) * rad * 0.78)}" stroke="#ff4a3a" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${n(rad * 0.12)}" fill="#151517" stroke="#3a3a3e" stroke-width="3"/>`
    );
  };
  const defs =
    `<linearGradient id="dsky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2433"/><stop offset="0.6" stop-color="#5a4a44"/><stop offset="1" stop-color="#c98f5a"/></linearGradient>` +
    `<linearGradient id="ddash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(shade(hide, 0.32))}"/><stop offset="0.25" stop-color="${hex(shade(hide, 0.2))}"/><stop offset="1" stop-color="#050506"/></linearGradient>` +
    `<radialGradient id="dface"><stop offset="0" stop-color="#1c1d22"/><stop offset="1" stop-color="#08080a"/></radialGradient>` +
    `<linearGradient id="drim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3a3e"/><stop offset="0.5" stop-color="#141416"/><stop offset="1" stop-color="#050506"/></linearGradient>` +
    `<radialGradient id="dglow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="${glowCol}" stop-opacity="0.12"/><stop offset="1" stop-color="${glowCol}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="dshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>`;
  const road = `<path d="M0 330H1600V0H0Z" fill="url(#dsky)"/><path d="M0 330L760 250H840L1600 330Z" fill="#1a1a1e"/><path d="M796 262L790 330M804 262L810 330" stroke="#d8c6a4" stroke-opacity="0.35" stroke-width="3"/>`;
  const dash =
    `<path d="M0 300Q800 230 1600 300V1000H0Z" fill="url(#ddash)"/>` +
    stitch('M0 330Q800 262 1600 330', hex(lighten(hide, 0.35)), 2, '8 6') +
    `<path d="M0 300Q800 230 1600 300" stroke="${accent}" stroke-width="3" stroke-opacity="0.7" fill="none"/>` +
    `<path d="M420 360Q800 320 1180 360L1150 650Q800 620 450 650Z" fill="#070708" stroke="#222226" stroke-width="4"/>` +
    `<ellipse cx="800" cy="500" rx="420" ry="170" fill="url(#dglow)"/>` +
    gauge(610, 500, 120, 8, r.range(0.35, 0.6), 0.78) +
    gauge(990, 500, 120, 10, r.range(0.25, 0.5), 1.1) +
    `<rect x="745" y="430" width="110" height="140" rx="10" fill="#0c0d10" stroke="#26272b" stroke-width="2"/>` +
    `<path d="M770 470H830M770 500H815M770 530H825" stroke="${glowCol}" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>`;
  const wheel =
    `<path d="M260 1000Q270 600 800 580Q1330 600 1340 1000" fill="none" stroke="url(#drim)" stroke-width="78"/>` +
    stitch('M300 1000Q312 640 800 622Q1288 640 1300 1000', hex(lighten(hide, 0.3)), 2.2, '8 6') +
    `<path d="M770 545Q800 541 830 545L832 620Q800 616 768 620Z" fill="${accent}"/>` +
    `<path d="M560 1000Q600 820 800 810Q1000 820 1040 1000Z" fill="#0b0b0d"/>` +
    `<path d="M600 1000Q640 860 800 852Q960 860 1000 1000" fill="none" stroke="#2a2a2e" stroke-width="3"/>` +
    `<path d="M762 890L800 872L838 890L800 960Z" fill="none" stroke="#b08d57" stroke-width="3"/>`;
  const body = `<rect width="${W}" height="${H}" fill="#050506"/>${road}${dash}${wheel}<rect width="${W}" height="${H}" fill="url(#dshade)"/>${caption(label, false)}`;
  return svgDoc(W, H, defs, body);
}

function wheelDetailArtwork(style: BodyStyle, paint: string, seed: Seed, label?: string): string {
  const p = parseColor(paint);
  const look = carLook(seed, p);
  const rimFrac = style === 'suv' ? 0.74 : 0.78;
  const cx = 860;
  const cy = 500;
  const R = 410;
  const Ra = R * 1.07;
  const sh = (i: number) => hex(shade(p, i));
  const defs =
    wheelDefs({ id: 'ww', rim: rimFrac, design: look.wheel, finish: look.finish, caliper: look.caliper }) +
    `<linearGradient id="wbody" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sh(0.62)}"/><stop offset="0.12" stop-color="${sh(0.72)}"/><stop offset="0.18" stop-color="${sh(0.55)}"/><stop offset="0.55" stop-color="${sh(0.42)}"/><stop offset="0.8" stop-color="${sh(0.22)}"/><stop offset="1" stop-color="${sh(0.1)}"/></linearGradient>` +
    `<linearGradient id="wside" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.06"/></linearGradient>` +
    `<linearGradient id="wfloor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141416"/><stop offset="1" stop-color="#060607"/></linearGradient>` +
    `<radialGradient id="wwell" cx="0.5" cy="0.6" r="0.6"><stop offset="0.6" stop-color="#020203"/><stop offset="1" stop-color="#121214"/></radialGradient>` +
    `<radialGradient id="wbl"><stop offset="0.3" stop-color="#000" stop-opacity="0.85"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const floorY = cy + R;
  // Body panel with the wheel arch cut out (even-odd).
  const archY = floorY - 40;
  const archDx = Math.sqrt(Ra * Ra - (archY - cy) * (archY - cy));
  const archD = `M${n(cx - archDx)} ${archY}A${Ra} ${Ra} 0 1 1 ${n(cx + archDx)} ${archY}Z`;
  const panel = `M0 0H${W}V${floorY - 40}H0Z`;
  const body =
    `<rect width="${W}" height="${H}" fill="url(#wfloor)"/>` +
    `<ellipse cx="${cx}" cy="${floorY}" rx="${R * 1.35}" ry="40" fill="url(#wbl)"/>` +
    `<path d="${archD}" fill="url(#wwell)"/>` +
    `<use href="#ww" transform="matrix(${R} 0 0 ${R} ${cx} ${cy})"/>` +
    `<path d="${panel}${archD}" fill-rule="evenodd" fill="url(#wbody)"/>` +
    `<path d="${panel}${archD}" fill-rule="evenodd" fill="url(#wside)"/>` +
    `<path d="M${n(cx - archDx - 6)} ${archY}A${Ra + 6} ${Ra + 6} 0 1 1 ${n(cx + archDx + 6)} ${archY}" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="4"/>` +
    `<path d="M0 ${n(floorY - 140)}H${n(cx - Ra - 10)}M${n(cx + Ra + 10)} ${n(floorY - 140)}H${W}" stroke="#fff" stroke-opacity="0.12" stroke-width="10"/>` +
    `<rect y="${floorY - 90}" width="${cx - Ra}" height="50" fill="#0a0a0c" fill-opacity="0.7"/>` +
    `<rect x="${cx + Ra}" y="${floorY - 90}" width="${W - cx - Ra}" height="50" fill="#0a0a0c" fill-opacity="0.7"/>` +
    `<path d="M0 150H${W}" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>` +
    `<rect width="${W}" height="${H}" fill="url(#wside)" fill-opacity="0.5"/>` +
    caption(label, false);
  return svgDoc(W, H, defs, body);
}
