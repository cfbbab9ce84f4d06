/** Site artwork: hero slides, category tiles and gallery scenes. */
import { DETAIL_VIEWS, GALLERY_PAINTS, type BodyStyle, type GalleryKind, type GallerySubject } from '#src/lib/content/gallery-subject';
import { drawCar } from './car';
import { paintFor } from './color';
import { type Seed, rng } from './rng';
import { H, W, reflection, studio, vignette } from './studio';
import { n, n3, polyPath, svgDoc } from './svg';
import { POSES, type Pose, carScene, nightExtras, vehicleArtwork } from './vehicle';

/** A thin architectural light line and panel joints on the studio wall. */
function wallLines(y: number, warm = false): string {
  const c = warm ? '#e9c88f' : '#d8c6a4';
  return (
    `<path d="M0 ${y}H${W}" stroke="${c}" stroke-opacity="0.35" stroke-width="2"/>` +
    `<path d="M0 ${y + 3}H${W}" stroke="${c}" stroke-opacity="0.08" stroke-width="10"/>` +
    [300, 700, 1100, 1500].map((x) => `<path d="M${x} 0V${y - 20}" stroke="#fff" stroke-opacity="0.025" stroke-width="2"/>`).join('')
  );
}

/** Hero slides (0 welcome, 1 exotic collection, 2 luxury experience): the car sits right of centre, leaving room for text. */
export function heroArtwork(index: number): string {
  const i = ((Math.floor(index) % 3) + 3) % 3;
  if (i === 0) {
    const pose: Pose = { ...POSES['front-three-quarter'], yaw: 32, width: 1050, height: 560, baseY: 850, cx: 1000 };
    return carScene({
      id: 'h0',
      bodyStyle: 'gt',
      paint: paintFor('Rosso Corsa'),
      seed: 'hero-0',
      pose,
      backdrop: 'warm',
      behind: wallLines(300, true),
    });
  }
  if (i === 1) {
    const pose: Pose = {
      ...POSES['front-three-quarter'],
      yaw: 24,
      pitch: 4,
      dist: 8.5,
      steer: 16,
      width: 1120,
      height: 520,
      baseY: 860,
      cx: 980,
    };
    return carScene({
      id: 'h1',
      bodyStyle: 'supercar',
      paint: paintFor('Giallo Modena'),
      seed: 'hero-1',
      pose,
      backdrop: 'dark',
      behind: wallLines(250),
    });
  }
  const ex = nightExtras('h2n', 'hero-2');
  const pose: Pose = { ...POSES.night, yaw: 26, width: 1080, height: 560, baseY: 860, cx: 990 };
  return carScene({
    id: 'h2',
    bodyStyle: 'sedan',
    paint: paintFor('Midnight Blue'),
    seed: 'hero-2',
    pose,
    backdrop: 'night',
    night: true,
    extraDefs: ex.defs,
    behind: ex.behind,
  });
}

const CATEGORY_ART: Record<string, { style: BodyStyle; colour: string; view: 'front-three-quarter' | 'rear-three-quarter'; seed: string }> =
  {
    'sports-cars': { style: 'coupe', colour: 'Guards Red', view: 'front-three-quarter', seed: 'cat-sports' },
    'luxury-sedans': { style: 'sedan', colour: 'Silver', view: 'front-three-quarter', seed: 'cat-sedans' },
    'suvs-crossovers': { style: 'suv', colour: 'Bianco', view: 'front-three-quarter', seed: 'cat-suvs' },
    'exotic-collection': { style: 'supercar', colour: 'Arancio', view: 'rear-three-quarter', seed: 'cat-exotic' },
    convertibles: { style: 'convertible', colour: 'British Racing Green', view: 'front-three-quarter', seed: 'cat-convertibles' },
  };

/** Category tile artwork for a category slug (unknown slugs get the placeholder). */
export function categoryArtwork(slug: string): string {
  const c = CATEGORY_ART[slug];
  if (!c) return placeholderCategorySvg();
  const pose: Pose = { ...POSES[c.view], width: 1150, height: 600, baseY: 820 };
  return carScene({
    id: 'k',
    bodyStyle: c.style,
    paint: paintFor(c.colour),
    seed: c.seed,
    pose,
    backdrop: slug === 'suvs-crossovers' ? 'ivory' : 'dark',
  });
}

const STYLES_ALL: BodyStyle[] = ['coupe', 'sedan', 'suv', 'convertible', 'supercar', 'gt'];

/** Gallery scenes: a showroom floor, a detail close-up, an evening event, a delivery with a ribbon. */
export function galleryArtwork(kind: GalleryKind, seed: Seed, subject: GallerySubject = {}): string {
  const r = rng(`gallery:${kind}:${String(seed)}`);
  const paint = paintFor(named(subject.paint, r.pick(GALLERY_PAINTS)));
  const style = named(subject.style, r.pick(STYLES_ALL));
  switch (kind) {
    case 'detail':
      return vehicleArtwork({
        bodyStyle: style,
        paint,
        view: named(subject.view, r.pick(DETAIL_VIEWS)),
        seed: `g${String(seed)}`,
      });
    case 'event':
      return eventScene(style, paint, seed);
    case 'delivery':
      return deliveryScene(style, paint, seed);
    default:
      return showroomScene(seed, subject.cars);
  }
}

/** The subject's choice when it names one, else the seed's (drawn either way, to keep the sequence). */
const named = <T>(chosen: T | undefined, drawn: T): T => chosen ?? drawn;

function showroomScene(seed: Seed, chosen?: GallerySubject['cars']): string {
  const r = rng(`showroom:${String(seed)}`);
  const floorY = 520;
  const st = studio('ss', 'dark', floorY, { x: 800, y: 300 });
  let defs = st.defs;
  // Ceiling light strips converging to the back wall, and tall windows.
  let room = '';
  for (let k = -3; k <= 3; k++) {
    const xb = 800 + k * 120;
    const xf = 800 + k * 420;
    room += `<path d="M${xb} 150L${xf} 0" stroke="#fff6e6" stroke-opacity="0.35" stroke-width="5"/>`;
  }
  room += `<path d="M0 150H${W}" stroke="#fff" stroke-opacity="0.06" stroke-width="2"/>`;
  for (let k = 0; k < 7; k++)
    room += `<rect x="${170 + k * 190}" y="190" width="150" height="${floorY - 210}" fill="#2a3445" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.05"/>`;
  room += `<path d="M0 ${floorY}H${W}" stroke="#d8c6a4" stroke-opacity="0.25" stroke-width="2"/>`;
  const cars: string[] = [];
  const specs: Array<{ style: BodyStyle; paint: string; pose: Pose; id: string }> = [
    {
      style: named(chosen?.[0].style, r.pick(STYLES_ALL)),
      paint: paintFor(named(chosen?.[0].paint, r.pick(GALLERY_PAINTS))),
      pose: { yaw: -22, pitch: 6, dist: 14, width: 640, height: 290, baseY: 610, cx: 420 },
      id: 'b1',
    },
    {
      style: named(chosen?.[1].style, r.pick(STYLES_ALL)),
      paint: paintFor(named(chosen?.[1].paint, r.pick(GALLERY_PAINTS))),
      pose: { yaw: 34, pitch: 7, dist: 10, steer: 12, width: 940, height: 470, baseY: 900, cx: 960 },
      id: 'f',
    },
  ];
  for (const sp of specs) {
    const car = drawCar({
      detail: sp.id === 'f' ? 'high' : 'low',
      style: sp.style,
      paint: sp.paint,
      seed: `${String(seed)}${sp.id}`,
      id: sp.id,
      yaw: sp.pose.yaw,
      pitch: sp.pose.pitch,
      dist: sp.pose.dist,
      steer: sp.pose.steer,
      fit: { cx: sp.pose.cx ?? 800, baseY: sp.pose.baseY, width: sp.pose.width, height: sp.pose.height },
    });
    const rf = reflection(`${sp.id}r`, car, `${sp.id}g`, 0.22);
    defs += car.defs + rf.defs;
    cars.push(rf.body + car.shadow + `<g id="${sp.id}g">${car.body}</g>`);
  }
  return svgDoc(W, H, defs, st.body + room + cars.join('') + vignette('ss'));
}

function eventScene(style: BodyStyle, paint: string, seed: Seed): string {
  const r = rng(`event:${String(seed)}`);
  let lights = '';
  const defs =
    `<radialGradient id="eb"><stop offset="0" stop-color="#ffd79a" stop-opacity="0.9"/><stop offset="0.35" stop-color="#ffc46b" stop-opacity="0.35"/><stop offset="1" stop-color="#ffc46b" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ep" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#6e6e72"/><stop offset="0.4" stop-color="#f1f1f1"/><stop offset="1" stop-color="#5a5a5e"/></linearGradient>`;
  // Festoon string lights in two swags.
  for (const [y0, sag] of [
    [90, 70],
    [170, 50],
  ] as const) {
    let d = '';
    for (let x = -50; x <= W + 50; x += 25) {
      const t = ((x + 50) % 420) / 420;
      const y = y0 + Math.sin(t * Math.PI) * sag;
      d += `${d ? 'L' : 'M'}${x} ${n(y)}`;
      if ((x + 50) % 75 === 0) lights += `<circle cx="${x}" cy="${n(y + 8)}" r="${n(r.range(14, 24))}" fill="url(#eb)"/>`;
    }
    lights = `<path d="${d}" stroke="#000" stroke-opacity="0.6" stroke-width="2" fill="none"/>` + lights;
  }
  // Velvet rope with chrome stanchions in front of the car.
  const posts = [180, 800, 1420];
  let rope = '';
  for (let j = 0; j < posts.length - 1; j++)
    rope += `<path d="M${posts[j]} 835Q${(posts[j] + posts[j + 1]) / 2} 905 ${posts[j + 1]} 835" stroke="#6e0f1c" stroke-width="12" fill="none" stroke-linecap="round"/><path d="M${posts[j]} 831Q${(posts[j] + posts[j + 1]) / 2} 899 ${posts[j + 1]} 831" stroke="#b3344a" stroke-opacity="0.5" stroke-width="3" fill="none"/>`;
  for (const x of posts)
    rope += `<rect x="${x - 7}" y="825" width="14" height="150" fill="url(#ep)"/><ellipse cx="${x}" cy="975" rx="44" ry="11" fill="url(#ep)"/><circle cx="${x}" cy="822" r="13" fill="url(#ep)"/>`;
  const pose: Pose = { ...POSES['front-three-quarter'], yaw: 30, width: 1080, height: 520, baseY: 800 };
  return carScene({
    id: 'e',
    bodyStyle: style,
    paint,
    seed: `ev${String(seed)}`,
    pose,
    backdrop: 'warm',
    extraDefs: defs,
    behind: lights,
    front: () => rope,
  });
}

function deliveryScene(style: BodyStyle, paint: string, seed: Seed): string {
  const defs = `<linearGradient id="dr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6cf9f"/><stop offset="0.5" stop-color="#b08d57"/><stop offset="1" stop-color="#7a5c32"/></linearGradient>`;
  const pose: Pose = { ...POSES['front-three-quarter'], yaw: 34, width: 1120, height: 580, baseY: 840 };
  const s = style === 'convertible' ? 'gt' : style;
  return carScene({
    id: 'd',
    bodyStyle: s,
    paint,
    seed: `dl${String(seed)}`,
    pose,
    backdrop: 'ivory',
    extraDefs: defs,
    front: (car) => {
      // A satin ribbon over the bonnet and a bow where it crosses the roof line.
      const L = car.length;
      const pts: number[] = [];
      for (let x = L * 0.58; x <= L - 0.05; x += 0.08) pts.push(x);
      const hood = pts.map((x) => car.project([x - L / 2, car.topY(x) + 0.005, 0]));
      const bowAt = hood[Math.floor(hood.length * 0.45)];
      const b = car.ppm;
      const loop = (dir: number) =>
        `<path d="M${n(bowAt[0])} ${n(bowAt[1])}C${n(bowAt[0] + dir * 0.5 * b)} ${n(bowAt[1] - 0.4 * b)} ${n(bowAt[0] + dir * 0.75 * b)} ${n(bowAt[1] + 0.05 * b)} ${n(bowAt[0])} ${n(bowAt[1])}Z" fill="url(#dr)" stroke="#7a5c32" stroke-width="2"/>`;
      const tail = (dir: number) =>
        `<path d="M${n(bowAt[0])} ${n(bowAt[1])}L${n(bowAt[0] + dir * 0.25 * b)} ${n(bowAt[1] + 0.45 * b)}L${n(bowAt[0] + dir * 0.12 * b)} ${n(bowAt[1] + 0.42 * b)}Z" fill="url(#dr)"/>`;
      return (
        `<path d="${polyPath(hood, false)}" fill="none" stroke="url(#dr)" stroke-width="${n3(0.11 * b)}" stroke-linejoin="round"/>` +
        tail(-1) +
        tail(1) +
        loop(-1) +
        loop(1) +
        `<circle cx="${n(bowAt[0])}" cy="${n(bowAt[1])}" r="${n(0.07 * b)}" fill="#c9a56a" stroke="#7a5c32" stroke-width="2"/>`
      );
    },
  });
}

export function placeholderCarSvg(): string {
  return placeholder('car');
}

export function placeholderCategorySvg(): string {
  return placeholder('category');
}

function placeholder(kind: 'car' | 'category'): string {
  const defs =
    `<linearGradient id="pg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c1c20"/><stop offset="1" stop-color="#0c0c0e"/></linearGradient>` +
    `<radialGradient id="ps" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.07"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  let art: string;
  if (kind === 'car') {
    // A single line drawing of a grand tourer in profile.
    art =
      `<path d="M330 640C330 600 340 575 380 560C470 545 560 535 640 520C700 470 760 440 850 430C930 425 1010 430 1060 450C1110 470 1150 495 1190 520C1250 525 1290 540 1300 560C1310 585 1295 620 1280 640" fill="none" stroke="#b08d57" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M680 515C730 475 780 455 850 450C920 448 990 452 1040 470L1100 515Z" fill="none" stroke="#b08d57" stroke-opacity="0.6" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M520 640H1040" stroke="#b08d57" stroke-width="5" stroke-linecap="round"/>` +
      [440, 1130]
        .map(
          (x) =>
            `<circle cx="${x}" cy="640" r="72" fill="none" stroke="#b08d57" stroke-width="5"/><circle cx="${x}" cy="640" r="46" fill="none" stroke="#b08d57" stroke-opacity="0.5" stroke-width="3"/>`,
        )
        .join('') +
      `<path d="M300 740H1300" stroke="#b08d57" stroke-opacity="0.25" stroke-width="2"/>`;
  } else {
    art =
      `<path d="M560 820C700 700 650 560 800 460C930 372 1000 330 1040 230" fill="none" stroke="#b08d57" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M1040 820C900 700 950 560 800 460" fill="none" stroke="#b08d57" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>` +
      `<circle cx="800" cy="460" r="110" fill="none" stroke="#b08d57" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  const body =
    `<rect width="${W}" height="${H}" fill="url(#pg)"/><rect width="${W}" height="${H}" fill="url(#ps)"/>` +
    art +
    `<text x="800" y="850" text-anchor="middle" font-family="'Cormorant Garamond', Georgia, 'Times New Roman', serif" font-size="34" letter-spacing="8" fill="#b08d57" fill-opacity="0.85">ATELIER MOTOR GALLERY</text>`;
  return svgDoc(W, H, defs, body);
}
