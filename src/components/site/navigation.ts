import { CATEGORIES } from '#src/lib/enums';
import { inventoryHref } from '#src/lib/inventory/filters';

export type NavItem = { label: string; href: string };

/**
 * The header's main navigation (spec section 2, public shell), with what a buyer comes to do
 * (finance, trade, book: issue 25). Staff reach their portal from the footer, not the header.
 */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Inventory', href: '/inventory' },
  { label: 'Financing', href: '/financing' },
  { label: 'Sell or Trade', href: '/sell-or-trade' },
  { label: 'Services', href: '/services' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact Us', href: '/contact' },
];

/** The booking page: the header's call to action beside the main navigation. */
export const BOOK_VIEWING: NavItem = { label: 'Book a Viewing', href: '/book' };

export const QUICK_LINKS: readonly NavItem[] = [
  ...MAIN_NAV.slice(1),
  BOOK_VIEWING,
  { label: 'Journal', href: '/journal' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Buying From Afar', href: '/buying-from-afar' },
];

/** The five category links and new arrivals, as in the footer and the sitemap. */
export const COLLECTION_LINKS: readonly NavItem[] = [
  ...CATEGORIES.map((c) => ({ label: c.label, href: inventoryHref({ category: c.slug }) })),
  { label: 'New Arrivals', href: inventoryHref({ filter: 'new-arrivals' }) },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Sitemap', href: '/sitemap' },
];

/** Home is active only on '/'; a section is active on its path and below it (/inventory/12 → Inventory). */
export function isActivePath(path: string, href: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  if (href === '/') return clean === '/';
  return clean === href || clean.startsWith(`${href}/`);
}
