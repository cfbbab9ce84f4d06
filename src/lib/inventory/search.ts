import { categoryLabel } from '#src/lib/enums';

/**
 * The inventory search (the header's search box and the inventory's keyword
 * field both send `?search=`): the text is split into words, and a vehicle
 * matches when EVERY word is contained in at least one of its make, model,
 * trim, year, category (as shown: 'Sports Cars'), colour or features. So
 * "porsche 911" finds the Porsche 911 GT3 (make + model), "gt3" the same car
 * by its trim, "V12" a car whose features name its V12, "911 black" a black 911.
 *
 * Results are ranked by how well they match (`searchRelevance`) before the
 * default order: a word found in the car's name (make, model, trim) counts
 * more than one found in its year, category or colour, and one found only in
 * its features counts nothing. So "porsche 911" puts the 911s before a 718
 * Cayman whose features mention "911".
 *
 * Case- and accent-insensitive: 'citroen' finds 'Citroën', 'ÉDITION' finds
 * 'edition' (`foldForSearch`). The server runs these very functions over its
 * listing in memory (src/db/queries/inventory.ts), with each vehicle's texts
 * folded once (`foldSearchTexts`) instead of on every search.
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
  /** The trim ('GT3 RS'), since model and trim are apart; '' or absent when the model says it all. */
  trim?: string | null;
  year: number;
  category: string;
  color: string;
  features: readonly string[];
};

/** The texts that name the car: a word found here counts most. */
function nameTexts(vehicle: SearchableVehicle): string[] {
  return [vehicle.make, vehicle.model, vehicle.trim ?? ''];
}

/** Its year, category as shown and colour: a word found here counts, less than in the name. */
function detailTexts(vehicle: SearchableVehicle): string[] {
  return [String(vehicle.year), categoryLabel(vehicle.category), vehicle.color];
}

/** What a word found in the name, and in the details, adds to a vehicle's relevance (features add nothing). */
export const NAME_MATCH_SCORE = 2;
export const DETAIL_MATCH_SCORE = 1;

/** A vehicle's searchable texts, folded (`foldForSearch`): what a search compares its words with. */
export type FoldedSearchTexts = { names: readonly string[]; details: readonly string[]; features: readonly string[] };

/** The vehicle's texts folded, once: a listing searched many times keeps them (folding is most of a search's cost). */
export function foldSearchTexts(vehicle: SearchableVehicle): FoldedSearchTexts {
  return {
    names: nameTexts(vehicle).map(foldForSearch),
    details: detailTexts(vehicle).map(foldForSearch),
    features: vehicle.features.map(foldForSearch),
  };
}

const hasWord = (texts: readonly string[], word: string) => texts.some((text) => text.includes(word));

/** searchRelevance for texts already folded and words from `searchWords`. */
export function foldedRelevance(texts: FoldedSearchTexts, words: readonly string[]): number {
  let score = 0;
  for (const word of words) {
    if (hasWord(texts.names, word)) score += NAME_MATCH_SCORE;
    else if (hasWord(texts.details, word)) score += DETAIL_MATCH_SCORE;
  }
  return score;
}

/** matchesSearch for texts already folded and words from `searchWords`. */
export function matchesFoldedSearch(texts: FoldedSearchTexts, words: readonly string[]): boolean {
  return words.every((word) => hasWord(texts.names, word) || hasWord(texts.details, word) || hasWord(texts.features, word));
}

/**
 * How well a vehicle matches a search: per word, NAME_MATCH_SCORE when its name contains it, else
 * DETAIL_MATCH_SCORE when its year, category or colour does, else 0. Higher ranks first; 0 for a blank search.
 */
export function searchRelevance(vehicle: SearchableVehicle, search: string | undefined): number {
  const words = searchWords(search);
  return words.length === 0 ? 0 : foldedRelevance(foldSearchTexts(vehicle), words);
}

/** True when every word of the search is in one of the vehicle's searchable texts (a blank search matches all). */
export function matchesSearch(vehicle: SearchableVehicle, search: string | undefined): boolean {
  const words = searchWords(search);
  return words.length === 0 || matchesFoldedSearch(foldSearchTexts(vehicle), words);
}
