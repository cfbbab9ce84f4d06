import type { VehicleCard } from '../../lib/personalisation/vehicle-card';

/**
 * The vehicle card of the personalised blocks as an HTML string, rendered by
 * the server (the featured fallback) and by the browser (recently viewed,
 * recommended) from the same code. It mirrors components/vehicle/vehicle-card.astro,
 * which cannot run in the browser. Every text is escaped.
 */
const escape = (s: string | number) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ICONS = {
  camera: '<path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z"/><circle cx="12" cy="13" r="3"/>',
  gauge: '<path d="m12 14 4-4"/><path d="M3.3 19a10 10 0 1 1 17.4 0"/>',
  fuel: '<path d="M3 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18M3 22h12M7 7h4"/><path d="M15 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0V9.8a2 2 0 0 0-.6-1.4L19 5"/>',
  gearbox:
    '<circle cx="5" cy="6" r="2"/><circle cx="12" cy="6" r="2"/><circle cx="19" cy="6" r="2"/><circle cx="5" cy="18" r="2"/><circle cx="12" cy="18" r="2"/><path d="M5 8v8M12 8v8M19 8v4H5"/>',
  calendar: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  palette:
    '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="7.5" r="1"/><circle cx="7.5" cy="12" r="1"/><circle cx="16.5" cy="12" r="1"/>',
  sparkle: '<path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6"/>',
  arrow: '<path d="M5 12h14M13 5l7 7-7 7"/>',
};
const icon = (name: keyof typeof ICONS, size = 16, cls = '') =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${cls}">${ICONS[name]}</svg>`;

const PLACEHOLDER = '/images/placeholder-car.svg';
const STATUS: Record<string, [string, string]> = {
  sold: ['Sold', 'bg-ivory text-ink'],
  reserved: ['Reserved', 'bg-ink/85 text-ivory'],
  pending: ['Sale Pending', 'bg-ink/85 text-ivory'],
};

export type CardOptions = {
  /** The sold wording: 'Sold' on lists, 'Price Hidden' on the vehicle page's recently viewed. */
  soldPrice?: 'Sold' | 'Price Hidden';
  popular?: boolean;
};

const badge = (text: string, tone: string) => `<span class="eyebrow px-2.5 py-1 text-[10px] backdrop-blur-sm ${tone}">${text}</span>`;

export function vehicleCardHtml(card: VehicleCard, options: CardOptions = {}): string {
  const title = escape(`${card.year} ${card.make} ${card.model}`);
  const href = `/inventory/${card.id}`;
  const sold = card.status === 'sold';
  const status = STATUS[card.status];
  const badges =
    (options.popular ? badge('Popular', 'bg-gold text-ink') : '') +
    (card.isFeatured ? badge('Featured', 'bg-ink/85 text-gold-light') : '') +
    (status ? badge(status[0], status[1]) : '');
  const specs = (
    [
      ['gauge', 'Mileage', card.mileageText],
      ['fuel', 'Fuel type', card.fuelType],
      ['gearbox', 'Transmission', card.transmission],
      ['calendar', 'Year', card.year],
      ['palette', 'Colour', card.color],
    ] as const
  )
    .map(
      ([i, label, value]) =>
        `<div class="flex min-w-0 items-center gap-2"><dt class="shrink-0 text-bronze">${icon(i)}<span class="sr-only">${label}</span></dt><dd class="truncate">${escape(value)}</dd></div>`,
    )
    .join('');
  const photos = card.imageCount
    ? `<span class="absolute right-3 bottom-3 flex items-center gap-1.5 bg-ink/75 px-2 py-1 text-xs text-ivory backdrop-blur-sm">${icon('camera', 14)}${card.imageCount}<span class="sr-only">${card.imageCount === 1 ? 'photo' : 'photos'}</span></span>`
    : '';
  return `<article class="group relative flex w-full flex-col bg-white ring-1 ring-line transition-shadow duration-500 hover:shadow-[0_30px_60px_-30px_rgb(14_14_16/0.45)]" data-testid="vehicle-card" data-vehicle-id="${card.id}">
<div class="relative aspect-[4/3] overflow-hidden bg-ink"><img src="${escape(card.image ?? PLACEHOLDER)}" data-fallback="${PLACEHOLDER}" alt="${title}" width="800" height="600" loading="lazy" decoding="async" class="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]">
<div class="absolute top-3 left-3 flex gap-2">${badges}</div>${photos}</div>
<div class="flex flex-1 flex-col p-5 md:p-6"><div class="flex items-start justify-between gap-4"><h3 class="font-display text-2xl leading-tight font-medium text-ink">${title}</h3>
<p class="pt-1 text-right text-lg font-medium whitespace-nowrap ${sold ? 'text-muted' : 'text-bronze'}"><span class="block" data-testid="vehicle-price">${sold ? (options.soldPrice ?? 'Sold') : escape(card.priceText)}</span>${!sold && card.priceNote ? `<span class="block text-xs font-normal text-muted" data-testid="price-note">${escape(card.priceNote)}</span>` : ''}</p></div>
<dl class="mt-5 grid grid-cols-2 gap-x-4 gap-y-2.5 border-t border-line pt-5 text-sm text-muted">${specs}</dl>
<p class="mt-4 flex items-center gap-2 text-sm text-ink/80">${icon('sparkle', 16, 'shrink-0 text-bronze')}<span class="truncate">${escape(card.feature)}</span></p>
<a href="${href}" class="eyebrow mt-6 inline-flex items-center gap-2 self-start border-b border-ink/30 pb-1 text-ink transition-colors after:absolute after:inset-0 after:content-[''] hover:border-bronze hover:text-bronze">View Details<span class="sr-only">: ${title}</span>${icon('arrow', 14)}</a></div></article>`;
}

/** The card as a list item of a block's grid. */
export const cardItemHtml = (card: VehicleCard, options?: CardOptions) => `<li class="flex">${vehicleCardHtml(card, options)}</li>`;

/** A card-shaped placeholder while the cards load (as components/vehicle/vehicle-card-skeleton.astro). */
export const SKELETON_CARD =
  '<li class="animate-pulse bg-white ring-1 ring-line" aria-hidden="true" data-skeleton><div class="aspect-[4/3] bg-ivory-2"></div><div class="h-44 p-6"><div class="h-6 w-3/4 bg-ivory-2"></div></div></li>';

/** Fetches cards for ids in one request; a failure is logged per id and reads as none. */
export async function fetchCards(query: 'ids' | 'like', ids: readonly number[]): Promise<VehicleCard[]> {
  try {
    const res = await fetch(`/api/vehicles/cards?${query}=${ids.join(',')}`);
    if (!res.ok) throw new Error(String(res.status));
    return ((await res.json()) as { vehicles: VehicleCard[] }).vehicles;
  } catch {
    for (const id of ids) console.error(`Failed to fetch vehicle ${id}`);
    return [];
  }
}
