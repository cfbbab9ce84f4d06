/** Alloy wheels drawn in a unit circle (radius 1 = tyre edge; x = forward, y = down). */
import { n3 } from './svg';

export const WHEEL_DESIGNS = ['twin5', 'ten', 'y7', 'forged5'] as const;
export type WheelDesign = (typeof WHEEL_DESIGNS)[number];
export const WHEEL_FINISHES = ['silver', 'graphite', 'black', 'bronze'] as const;
export type WheelFinish = (typeof WHEEL_FINISHES)[number];

const FINISH: Record<WheelFinish, [string, string, string]> = {
  silver: ['#eef0f2', '#a8adb3', '#4e5257'],
  graphite: ['#a3a8ae', '#575b61', '#222427'],
  black: ['#7a7e84', '#2b2d31', '#101113'],
  bronze: ['#d9b48a', '#8e6b47', '#3e2e1f'],
};

function spokePath(hub: number, rimIn: number, wHub: number, wRim: number, bulge = 0): string {
  // A spoke pointing up (towards -y), tapering from the hub to the rim.
  const b = bulge;
  return (
    `M${n3(-wHub)} ${n3(-hub)}` +
    `Q${n3(-(wHub + wRim) / 2 - b)} ${n3(-(hub + rimIn) / 2)} ${n3(-wRim)} ${n3(-rimIn)}` +
    `L${n3(wRim)} ${n3(-rimIn)}` +
    `Q${n3((wHub + wRim) / 2 + b)} ${n3(-(hub + rimIn) / 2)} ${n3(wHub)} ${n3(-hub)}Z`
  );
}

export interface WheelOptions {
  id: string;
  rim: number;
  design: WheelDesign;
  finish: WheelFinish;
  caliper: string;
}

/** Defs: `${id}` (wheel face) and `${id}t` (tyre seen from behind, for depth). */
export function wheelDefs({ id, rim, design, finish, caliper }: WheelOptions): string {
  const [hi, mid, lo] = FINISH[finish];
  const ri = rim * 0.955;
  let spokes = '';
  let spoke: string;
  const rot = (deg: number) => `<use href="#${id}s" transform="rotate(${n3(deg)})"/>`;
  if (design === 'twin5') {
    spoke = spokePath(0.16, ri, 0.035, 0.05, 0.0);
    for (let k = 0; k < 5; k++) spokes += rot(k * 72 - 7) + rot(k * 72 + 7);
  } else if (design === 'ten') {
    spoke = spokePath(0.16, ri, 0.04, 0.055, -0.01);
    for (let k = 0; k < 10; k++) spokes += rot(k * 36);
  } else if (design === 'y7') {
    // A stem that splits into a Y near the rim.
    spoke =
      `M-0.045 -0.16L-0.05 ${n3(-ri * 0.55)}L${n3(-ri * 0.3)} ${n3(-ri)}L${n3(-ri * 0.17)} ${n3(-ri)}` +
      `L0 ${n3(-ri * 0.66)}L${n3(ri * 0.17)} ${n3(-ri)}L${n3(ri * 0.3)} ${n3(-ri)}L0.05 ${n3(-ri * 0.55)}L0.045 -0.16Z`;
    for (let k = 0; k < 7; k++) spokes += rot((k * 360) / 7);
  } else {
    spoke =
      spokePath(0.15, ri, 0.075, 0.13, 0.02) +
      `M-0.03 ${n3(-ri * 0.45)}L-0.06 ${n3(-ri * 0.9)}L0.06 ${n3(-ri * 0.9)}L0.03 ${n3(-ri * 0.45)}Z`;
    for (let k = 0; k < 5; k++) spokes += rot(k * 72);
  }
  const lugs = Array.from({ length: 5 }, (_, k) => {
    const a = (k * 72 - 90) * (Math.PI / 180);
    return `<circle cx="${n3(Math.cos(a) * 0.105)}" cy="${n3(Math.sin(a) * 0.105)}" r="0.018"/>`;
  }).join('');
  const drill = Array.from({ length: 24 }, (_, k) => {
    const a = (k * 15 + (k % 2) * 5) * (Math.PI / 180);
    const r = k % 2 ? 0.44 : 0.49;
    return `<circle cx="${n3(Math.cos(a) * r)}" cy="${n3(Math.sin(a) * r)}" r="0.012"/>`;
  }).join('');
  const cal = (a: number) => [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180)] as const;
  const [c0x, c0y] = cal(196);
  const [c1x, c1y] = cal(252);
  const ro = 0.6;
  const rc = 0.38;
  const caliperPath =
    `M${n3(c0x * rc)} ${n3(c0y * rc)}L${n3(c0x * ro)} ${n3(c0y * ro)}` +
    `A${ro} ${ro} 0 0 1 ${n3(c1x * ro)} ${n3(c1y * ro)}L${n3(c1x * rc)} ${n3(c1y * rc)}` +
    `A${rc} ${rc} 0 0 0 ${n3(c0x * rc)} ${n3(c0y * rc)}Z`;
  return (
    `<radialGradient id="${id}ty" r="1" cx="0" cy="0" gradientUnits="userSpaceOnUse">` +
    `<stop offset="${n3(rim)}" stop-color="#0a0a0b"/><stop offset="${n3(rim + (1 - rim) * 0.45)}" stop-color="#1f1f22"/><stop offset="0.97" stop-color="#0c0c0d"/><stop offset="1" stop-color="#060606"/></radialGradient>` +
    `<radialGradient id="${id}lp" r="${n3(rim)}" cx="0" cy="0" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0.9" stop-color="${lo}"/><stop offset="0.95" stop-color="${hi}"/><stop offset="1" stop-color="${mid}"/></radialGradient>` +
    `<radialGradient id="${id}br" r="${n3(rim)}" cx="0" cy="0" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0.6" stop-color="#050506"/><stop offset="1" stop-color="#1b1c1f"/></radialGradient>` +
    `<radialGradient id="${id}dk" r="0.6" cx="0" cy="0" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0.3" stop-color="#303236"/><stop offset="0.62" stop-color="#6d7075"/><stop offset="0.9" stop-color="#8a8d92"/><stop offset="1" stop-color="#4a4c50"/></radialGradient>` +
    `<linearGradient id="${id}sg" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${lo}"/><stop offset="0.3" stop-color="${hi}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${lo}"/></linearGradient>` +
    `<linearGradient id="${id}cg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient>` +
    `<path id="${id}s" d="${spoke}" fill="url(#${id}sg)" stroke="${lo}" stroke-width="0.008"/>` +
    `<g id="${id}">` +
    `<circle r="1" fill="url(#${id}ty)"/>` +
    `<circle r="${n3(rim)}" fill="url(#${id}lp)"/>` +
    `<circle r="${n3(rim * 0.94)}" fill="url(#${id}br)"/>` +
    `<circle r="0.6" fill="url(#${id}dk)"/><g fill="#1d1e21">${drill}</g>` +
    `<circle r="0.24" fill="#2b2d30"/>` +
    `<path d="${caliperPath}" fill="${caliper}"/><path d="${caliperPath}" fill="url(#${id}cg)"/>` +
    `<g>${spokes}</g>` +
    `<circle r="0.17" fill="${mid}" stroke="${lo}" stroke-width="0.01"/>` +
    `<g fill="${lo}">${lugs}</g>` +
    `<circle r="0.07" fill="#111214" stroke="#b08d57" stroke-width="0.012"/>` +
    `<circle r="${n3(rim * 0.995)}" fill="none" stroke="${hi}" stroke-width="0.01" stroke-opacity="0.7"/>` +
    `</g>` +
    `<g id="${id}t"><circle r="1" fill="#070708"/><circle r="${n3(rim * 0.9)}" fill="#0d0d0f"/></g>`
  );
}
