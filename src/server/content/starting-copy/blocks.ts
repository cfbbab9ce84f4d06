import type { SiteBlockKey, SiteBlockOf } from '#src/lib/validation/site-blocks';
import { STARTING_FAQ } from './faq';
import { STARTING_GALLERY } from './gallery';
import { STARTING_HERO } from './hero';
import { STARTING_ABOUT, STARTING_CONTACT, STARTING_PRIVACY, STARTING_TERMS } from './pages';
import { STARTING_PROMO } from './promo';
import { STARTING_SERVICES } from './services';

/**
 * Every block of site copy as a new site starts with it: the seed publishes these, and a page whose block was
 * never published (a database seeded with SEED=none) shows them, so the site looks the same either way.
 */
export const STARTING_BLOCKS: { [K in SiteBlockKey]: SiteBlockOf<K> } = {
  faq: STARTING_FAQ,
  hero: STARTING_HERO,
  promo: STARTING_PROMO,
  services: STARTING_SERVICES,
  gallery: STARTING_GALLERY,
  about: STARTING_ABOUT,
  contact: STARTING_CONTACT,
  privacy: STARTING_PRIVACY,
  terms: STARTING_TERMS,
};
