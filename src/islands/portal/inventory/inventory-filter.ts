import type { CategorySlug } from '../../../lib/enums';

export type AdminInventoryFilter = { search: string; category: CategorySlug | 'all' };

type Filterable = { make: string; model: string; vin: string; category: string };

/**
 * The admin manager's filter (spec section 2): the search text is a
 * case-insensitive substring of the make, the model or the VIN (surrounding
 * spaces ignored); the category is exact unless 'all'.
 */
export function filterAdminInventory<T extends Filterable>(vehicles: readonly T[], filter: AdminInventoryFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  return vehicles.filter((v) => {
    if (filter.category !== 'all' && v.category !== filter.category) return false;
    if (!needle) return true;
    return v.make.toLowerCase().includes(needle) || v.model.toLowerCase().includes(needle) || v.vin.toLowerCase().includes(needle);
  });
}
