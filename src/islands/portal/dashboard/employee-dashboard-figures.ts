import type { VehicleDto } from '../../lib/types';

export type InventorySummary = { count: number; featured: number; value: number; average: number };

/** Dashboard figures (spec §2, §9): value = sum of prices; average = value / count, rounded; 0 when empty. */
export function inventorySummary(vehicles: readonly Pick<VehicleDto, 'price' | 'isFeatured'>[]): InventorySummary {
  const value = vehicles.reduce((sum, v) => sum + v.price, 0);
  return {
    count: vehicles.length,
    featured: vehicles.filter((v) => v.isFeatured).length,
    value,
    average: vehicles.length ? Math.round(value / vehicles.length) : 0,
  };
}

/** The newest `n` items by createdAt (the API already sends newest first; this keeps the dashboard right either way). */
export function newest<T extends { createdAt: string; id: number }>(items: readonly T[], n: number): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id).slice(0, n);
}
