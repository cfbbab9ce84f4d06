import type { SiteBlockKey, SiteBlockOf } from '#src/lib/validation/site-blocks';
import { DEMO_FAQ } from './faq';
import { DEMO_GALLERY } from './gallery';
import { DEMO_HERO } from './hero';
import { DEMO_ABOUT, DEMO_CONTACT, DEMO_PRIVACY, DEMO_TERMS } from './pages';
import { DEMO_PROMO } from './promo';
import { DEMO_SERVICES } from './services';

/**
 * Every block of site copy as a new site starts with it: the seed publishes these, and a page whose block was
 * never published (a database seeded with SEED=none) shows them, so the site looks the same either way.
 */
export const DEMO_SITE_BLOCKS: { [K in SiteBlockKey]: SiteBlockOf<K> } = {
  faq: DEMO_FAQ,
  hero: DEMO_HERO,
  promo: DEMO_PROMO,
  services: DEMO_SERVICES,
  gallery: DEMO_GALLERY,
  about: DEMO_ABOUT,
  contact: DEMO_CONTACT,
  privacy: DEMO_PRIVACY,
  terms: DEMO_TERMS,
};
