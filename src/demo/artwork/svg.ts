/** Tiny SVG string helpers. */

export type Pt = readonly [number, number];

/** Number with at most one decimal, no trailing zeros. */
export const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Number with up to three decimals (for transforms and unit-space shapes). */
export const n3 = (v: number): string => {
  const r = Math.round(v * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Joins numbers with the fewest separators (a minus sign separates by itself). */
function joinNums(values: number[]): string {
  let out = '';
  for (const v of values) {
    const t = n(v);
    out += out && !t.startsWith('-') ? ' ' + t : t;
  }
  return out;
}

/** Compact polyline/polygon path: absolute start, then relative steps on a 0.1 px grid. */
export function polyPath(points: readonly Pt[], close = true): string {
  if (points.length === 0) return '';
  const r = (v: number) => Math.round(v * 10) / 10;
  let px = r(points[0][0]);
  let py = r(points[0][1]);
  let d = `M${joinNums([px, py])}`;
  const rel: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const x = r(points[i][0]);
    const y = r(points[i][1]);
    if (x === px && y === py) continue;
    rel.push(Math.round((x - px) * 10) / 10, Math.round((y - py) * 10) / 10);
    px = x;
    py = y;
  }
  if (rel.length) d += 'l' + joinNums(rel);
  return close ? d + 'Z' : d;
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

export function linearGradient(id: string, stops: Array<[number, string, number?]>, attrs = 'x1="0" y1="0" x2="0" y2="1"'): string {
  return (
    `<linearGradient id="${id}" ${attrs}>` +
    stops
      .map(([o, c, a]) => `<stop offset="${n3(o)}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${n3(a)}"` : ''}/>`)
      .join('') +
    '</linearGradient>'
  );
}

export function radialGradient(id: string, stops: Array<[number, string, number?]>, attrs = ''): string {
  return (
    `<radialGradient id="${id}" ${attrs}>` +
    stops
      .map(([o, c, a]) => `<stop offset="${n3(o)}" stop-color="${c}"${a !== undefined && a !== 1 ? ` stop-opacity="${n3(a)}"` : ''}/>`)
      .join('') +
    '</radialGradient>'
  );
}

/**
 * Samples a smooth curve through key points (x, y, corner?). Tangents follow the
 * neighbours (chord-length Hermite); a corner point breaks the tangent.
 */
export function spline(keys: ReadonlyArray<readonly [number, number, number?]>, step: number, closed = false): Pt[] {
  const k = keys.length;
  const P = (i: number): readonly [number, number, number?] => keys[closed ? (i + k) % k : Math.max(0, Math.min(k - 1, i))];
  const isCorner = (i: number) => (!closed && (i <= 0 || i >= k - 1)) || !!P(i)[2];
  const dir = (a: readonly [number, number, number?], b: readonly [number, number, number?]) => {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    return [dx / l, dy / l] as const;
  };
  const out: Pt[] = [];
  const segs = closed ? k : k - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = P(i);
    const p1 = P(i + 1);
    const d = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
    const t0 = isCorner(i) ? dir(p0, p1) : dir(P(i - 1), p1);
    const t1 = isCorner(i + 1) ? dir(p0, p1) : dir(p0, P(i + 2));
    const m0 = [t0[0] * d, t0[1] * d];
    const m1 = [t1[0] * d, t1[1] * d];
    const steps = Math.max(2, Math.ceil(d / step));
    for (let j = 0; j < steps; j++) {
      const t = j / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const h00 = 2 * t3 - 3 * t2 + 1;
      const h10 = t3 - 2 * t2 + t;
      const h01 = -2 * t3 + 3 * t2;
      const h11 = t3 - t2;
      out.push([h00 * p0[0] + h10 * m0[0] + h01 * p1[0] + h11 * m1[0], h00 * p0[1] + h10 * m0[1] + h01 * p1[1] + h11 * m1[1]]);
    }
  }
  if (!closed) out.push([P(k - 1)[0], P(k - 1)[1]]);
  return out;
}
