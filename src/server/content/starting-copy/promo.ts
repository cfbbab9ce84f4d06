import type { PromoBlock } from '#src/lib/validation/site-content/promo-block';

/** The home page's promotional banner a new site starts with: A offers financing from 3.99% APR, B the size of the collection (spec sections 4 and 9). */
export const STARTING_PROMO: PromoBlock = {
  a: {
    eyebrow: 'Financing & leasing',
    title: 'Drive Home Sooner, from 3.99% APR',
    text: 'Tailored financing and lease programmes arranged in-house with leading Canadian lenders, with approval often the same day.',
    primaryLabel: 'Explore Financing',
    primaryLink: '/financing',
    secondaryLabel: 'Browse Inventory',
    secondaryLink: '/inventory',
    note: 'Rate on approved credit; example terms on our financing page. OAC.',
  },
  b: {
    eyebrow: 'The collection',
    title: 'Over 100 Premium Vehicles a Year',
    text: 'New arrivals every week, from modern supercars to rare collector pieces, each one inspected and documented.',
    primaryLabel: 'Browse Inventory',
    primaryLink: '/inventory',
    secondaryLabel: 'Explore Financing',
    secondaryLink: '/financing',
    note: '',
  },
};
