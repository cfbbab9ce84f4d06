import type { PopularEntry } from './popular';
import type { VehicleCard } from './vehicle-card';

export type Recommendation = { card: VehicleCard; reason: 'popular' | 'similar' };
type Seed = Pick<VehicleCard, 'id' | 'make' | 'category'>;

export const RECOMMENDATIONS_SHOWN = 4;
/** Of the four, at most this many are the visitor's own most viewed; the rest are new to them. */
const MAX_POPULAR = 2;

/**
 * Recommended For You: the visitor's most viewed vehicles (popular_vehicles,
 * 'Popular'), then unseen vehicles like the ones browsed (recently viewed and
 * most viewed), scored by shared make (2) and category (1), weighted by how
 * much each seed was viewed. Either kind fills in when the other runs short.
 * Sold vehicles are never recommended.
 */
export function rankRecommendations(input: {
  popular: readonly PopularEntry[];
  recent: readonly number[];
  /** Cards of the popular and recent ids that still exist. */
  seeds: ReadonlyMap<number, VehicleCard>;
  /** Candidates like the seeds (the server's `like` answer). */
  related: readonly VehicleCard[];
  limit?: number;
}): Recommendation[] {
  const limit = input.limit ?? RECOMMENDATIONS_SHOWN;
  const popular = input.popular
    .map((p) => input.seeds.get(p.id))
    .filter((c): c is VehicleCard => !!c && c.status !== 'sold')
    .map((card) => ({ card, reason: 'popular' as const }));

  const weights = new Map<number, number>();
  input.recent.forEach((id, i) => weights.set(id, (weights.get(id) ?? 0) + (input.recent.length - i)));
  for (const p of input.popular) weights.set(p.id, (weights.get(p.id) ?? 0) + p.count);
  const seeds: { seed: Seed; weight: number }[] = [];
  for (const [id, weight] of weights) {
    const seed = input.seeds.get(id);
    if (seed) seeds.push({ seed, weight });
  }
  const score = (c: VehicleCard) =>
    seeds.reduce(
      (sum, { seed, weight }) =>
        sum + weight * ((seed.make.toLowerCase() === c.make.toLowerCase() ? 2 : 0) + (seed.category === c.category ? 1 : 0)),
      0,
    );
  const similar = input.related
    .filter((c) => c.status !== 'sold' && !weights.has(c.id))
    .map((card, i) => ({ card, i, s: score(card) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map(({ card }) => ({ card, reason: 'similar' as const }));

  const takePopular = Math.min(popular.length, Math.max(MAX_POPULAR, limit - similar.length));
  const picked = [...popular.slice(0, takePopular), ...similar];
  const seen = new Set<number>();
  return picked.filter((r) => !seen.has(r.card.id) && seen.add(r.card.id)).slice(0, limit);
}
