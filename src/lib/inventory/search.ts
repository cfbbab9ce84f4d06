import { categoryLabel } from '#src/lib/enums';

/**
 * The inventory search (the header's search box and the inventory's keyword
 * field both send `?search=`): the text is split into words, and a vehicle
 * matches when EVERY word is contained in at least one of its make, model,
 * year, category (as shown: 'Sports Cars'), colour or features. So "porsche
 * 911" finds the Porsche 911 GT3 (make + model), "V12" finds a car whose
 * features name its V12, "911 black" a black 911.
 *
 * Case- and accent-insensitive: 'citroen' finds 'Citroën', 'ÉDITION' finds
 * 'edition' (`foldForSearch`). This is the reference the SQL in
 * src/db/queries/inventory.ts implements; its tests compare the two.
 */

/** At most this many distinct words count (a pasted paragraph must not build an unbounded query). */
export const MAX_SEARCH_WORDS = 8;

/**
 * Lower case without accents: Unicode decomposition (NFD) with the combining
 * marks removed, then JavaScript's locale-independent toLowerCase ('Š' → 's',
 * 'İ' → 'i', the Kelvin sign → 'k').
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The folded, distinct words of a search, in order, at most MAX_SEARCH_WORDS. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = foldForSearch(search).split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

export type SearchableVehicle = {
  make: string;
  model: string;
  year: number;
  category: string;
  color: string;
  features: readonly string[];
};

/** The texts a search looks in, unfolded. */
export function searchableTexts(vehicle: SearchableVehicle): string[] {
  return [vehicle.make, vehicle.model, String(vehicle.year), categoryLabel(vehicle.category), vehicle.color, ...vehicle.features];
}

/** True when every word of the search is in one of the vehicle's searchable texts (a blank search matches all). */
export function matchesSearch(vehicle: SearchableVehicle, search: string | undefined): boolean {
  const words = searchWords(search);
  if (words.length === 0) return true;
  const texts = searchableTexts(vehicle).map(foldForSearch);
  return words.every((word) => texts.some((text) => text.includes(word)));
}
