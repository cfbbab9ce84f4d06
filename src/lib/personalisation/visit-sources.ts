import { UNKNOWN } from './traffic-source';

/** One visit's origin in `visit_sources` (last 10 kept, spec section 9); missing parts read 'unknown'. */
export type VisitSource = { source: string; medium: string; campaign: string; time: number };
export const VISIT_SOURCES_MAX = 10;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : UNKNOWN);

export function parseVisitSources(value: unknown): VisitSource[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v) => v && typeof v === 'object')
    .map((v) => ({
      source: text(v.source),
      medium: text(v.medium),
      campaign: text(v.campaign),
      time: Number.isFinite(v.time) ? Number(v.time) : 0,
    }))
    .slice(-VISIT_SOURCES_MAX);
}

/** Appends a visit, oldest first, keeping the last 10. */
export function addVisitSource(list: readonly VisitSource[], entry: Partial<VisitSource> & { time: number }): VisitSource[] {
  const clean = { source: text(entry.source), medium: text(entry.medium), campaign: text(entry.campaign), time: entry.time };
  return [...list, clean].slice(-VISIT_SOURCES_MAX);
}
