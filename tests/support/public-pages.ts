/**
 * Every public page, in each state a visitor can reach: the list the markup
 * checks run over (the W3C Nu checker and title lengths in
 * tests/api/html-validity.test.ts, landmarks, forms and inputs in
 * tests/e2e/public-markup.spec.ts). A new public route gets a line here.
 *
 * `:vehicle` and `:soldVehicle` are replaced with ids from the database, `:post` with a seeded journal post's slug.
 */
export type PublicPage = {
  path: string;
  /** The status the page answers with (200 when unset). */
  status?: number;
  /** Posted as a urlencoded form from the site's own origin instead of a GET (a form re-rendered with errors). */
  form?: Record<string, string>;
};

export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/' },
  { path: '/inventory' },
  { path: '/inventory?make=Porsche&priceMax=500000&sort=price-asc' },
  { path: '/inventory?category=exotic-collection&status=all&sort=year-desc' },
  { path: '/inventory?search=v12&page=2' },
  { path: '/inventory?search=no-such-car-anywhere' },
  { path: '/inventory/:vehicle' },
  { path: '/inventory/:soldVehicle' },
  { path: '/inventory/:vehicle?inquiry=sent' },
  { path: '/inventory/999999999', status: 404 },
  { path: '/services' },
  { path: '/gallery' },
  { path: '/journal' },
  { path: '/faq' },
  { path: '/journal?category=Buying+Guides' },
  { path: '/journal?tag=no-such-tag' },
  { path: '/journal/:post' },
  { path: '/journal/no-such-post', status: 404 },
  { path: '/about' },
  { path: '/contact' },
  { path: '/contact?inquiry=sent' },
  { path: '/contact', form: { name: 'A', email: 'not-an-email', subject: '', message: 'short' }, status: 400 },
  { path: '/financing' },
  { path: '/financing', form: { price: '90000', down: 'abc', trade: '0', term: '48', apr: '5' } },
  { path: '/book' },
  { path: '/book?vehicle=:vehicle&kind=test-drive' },
  { path: '/book/manage?token=not-a-token', status: 404 },
  { path: '/sell-or-trade' },
  { path: '/buying-from-afar' },
  { path: '/account' },
  { path: '/compare' },
  { path: '/compare?ids=:vehicle,:soldVehicle' },
  { path: '/sitemap' },
  { path: '/api-reference' },
  { path: '/privacy-policy' },
  { path: '/terms' },
  { path: '/unsubscribe?token=not-a-token', status: 400 },
  { path: '/no-such-page', status: 404 },
];

/** A journal post the demo seed publishes. */
export const SEEDED_POST_SLUG = 'what-to-check-before-buying-a-used-exotic';

/** The pages with their ids filled in. */
export function resolvePublicPages(ids: { vehicle: number; soldVehicle: number }, pages: PublicPage[] = PUBLIC_PAGES): PublicPage[] {
  return pages.map((page) => ({
    ...page,
    path: page.path
      .replaceAll(':vehicle', String(ids.vehicle))
      .replaceAll(':soldVehicle', String(ids.soldVehicle))
      .replaceAll(':post', SEEDED_POST_SLUG),
  }));
}
