import { paintFamily } from '#src/lib/paint';
import { escapeHtml as escape } from '#src/lib/format/html';
import type { VehicleCard } from '#src/lib/personalisation/vehicle-card';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { attr, pictureHtml } from './picture-html';
import { carfaxBadgeHtml, usdApproxHtml } from './remote-buyer-html';
import type { UsdRate } from '#src/lib/pricing/usd';

/*
 * The shared vehicle card (spec section 2, 'Vehicle card') as an HTML string:
 * one markup for every card, rendered by the server on the inventory, the home
 * page and the blocks' fallbacks (vehicle-card.astro), and by the browser in
 * the personalised blocks (recently viewed, recommended). A plain function: a
 * page of 24 cards costs far less than 24 Astro components would. Every text and attribute is escaped
 * (lib/format/html.ts: plain ASCII).
 * Its parts are styled by the vc-* utilities of styles/global.css and its
 * icons are CSS masks (icons/icon-masks.css): a page that shows cards imports
 * that stylesheet.
 */

export type CardOptions = {
  /** The first card of a page: its photo is the page's largest paint. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The card's rendered width, for the browser's choice among photo sizes. */
  sizes?: string;
  /** The sold wording: 'Sold' on lists, 'Price Hidden' on the vehicle page's recently viewed. */
  soldPrice?: 'Sold' | 'Price Hidden';
  /** Among the most viewed (the recommended block). */
  popular?: boolean;
  /** The dealer's CAD→USD rate: each shown price carries its "≈ US$" line, hidden until the shopper asks (usd-toggle.astro). */
  usd?: UsdRate | null;
};

const STATUS_BADGES: Partial<Record<VehicleCard['status'], { label: string; class: string }>> = {
  sold: { label: 'Sold', class: 'bg-ivory text-ink' },
  reserved: { label: 'Reserved', class: 'bg-ink/85 text-ivory' },
  pending: { label: 'Sale Pending', class: 'bg-ink/85 text-ivory' },
};

const badge = (label: string, tone: string, extra = '') => `<span class="eyebrow px-2.5 py-1 text-[10px] ${tone}"${extra}>${label}</span>`;

/** A status badge ('Sold', 'Reserved', 'Sale Pending'); nothing for a vehicle on offer. */
export function statusBadgeHtml(status: VehicleCard['status'], className?: string): string {
  const shown = STATUS_BADGES[status];
  return shown ? badge(shown.label, className ? `${shown.class} ${className}` : shown.class, attr('data-status', status)) : '';
}

export function vehicleCardHtml(card: VehicleCard, options: CardOptions = {}): string {
  const { usd, priority = false, headingLevel = 'h3', sizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw' } = options;
  const title = vehicleTitle(card);
  const sold = card.status === 'sold';
  const price = sold ? (options.soldPrice ?? 'Sold') : card.priceText;
  const specs = (
    [
      ['ic-gauge', 'Mileage', card.mileageText],
      ['ic-fuel', 'Fuel type', card.fuelType],
      ['ic-gearbox', 'Transmission', card.transmission],
      ['ic-calendar', 'Year', String(card.year)],
      ['ic-palette', 'Colour', card.color],
    ] as const
  )
    .map(
      ([icon, label, value]) =>
        `<div class="vc-spec"><dt class="ic mt-0.5 shrink-0 text-bronze ${icon}"><span class="sr-only">${label}</span></dt><dd class="min-w-0 leading-snug [overflow-wrap:anywhere]" data-spec="${label}">${escape(value)}</dd></div>`,
    )
    .join('');
  const photos = card.imageCount
    ? `<span class="absolute right-3 bottom-3 flex items-center gap-1.5 bg-ink/80 px-2 py-1 text-xs text-ivory"><span class="ic ic-camera [--ic-size:0.875rem]" aria-hidden="true"></span>${card.imageCount}<span class="sr-only">${card.imageCount === 1 ? 'photo' : 'photos'}</span></span>`
    : '';
  return (
    `<article class="vehicle-card group" data-testid="vehicle-card"${attr('data-vehicle-id', card.id)}>` +
    // A pale tint of the car's paint under the photo while it loads (or is still being made on a first start).
    `<div class="vc-media"${attr('data-paint', paintFamily(card.color))}>` +
    pictureHtml({
      src: card.image,
      alt: title,
      width: 800,
      height: 500,
      sizes,
      priority,
      class: 'vc-photo',
    }) +
    `<div class="absolute top-3 left-3 flex gap-2">` +
    (options.popular ? badge('Popular', 'bg-gold text-ink') : '') +
    (card.isFeatured ? badge('Featured', 'bg-ink/85 text-gold-light') : '') +
    statusBadgeHtml(card.status) +
    `</div>${photos}` +
    // The heart: hidden until the saves script (islands/public/saves) knows this visitor's saves, so the cached HTML is the same for all.
    `<button type="button" class="vc-save"${attr('data-save-vehicle', card.id)} aria-pressed="false" hidden><span class="ic ic-heart [--ic-size:1.25rem]" aria-hidden="true"></span><span class="sr-only">Save ${escape(title)}</span></button>` +
    `</div>` +
    `<div class="vc-body"><${headingLevel} class="vc-title">${escape(title)}</${headingLevel}>` +
    `<p class="mt-2"><span class="text-lg font-medium ${sold ? 'text-muted' : 'text-bronze'}" data-testid="vehicle-price"${!sold && card.price > 0 ? attr('data-cad-price', card.price) : ''}>${escape(price)}</span>` +
    (!sold && card.priceNote ? `<span class="ml-1.5 text-xs text-muted" data-testid="price-note">${escape(card.priceNote)}</span>` : '') +
    (card.reduced
      ? `<span class="eyebrow ml-2 inline-block border border-bronze px-2 py-0.5 align-middle text-[10px] text-bronze" data-testid="price-reduced">Price reduced</span>`
      : '') +
    (!sold && card.price > 0 && usd ? usdApproxHtml(card.price, usd) : '') +
    `</p>` +
    (card.carfaxUrl ? carfaxBadgeHtml(card.carfaxUrl, title) : '') +
    `<dl class="vc-specs">${specs}</dl>` +
    `<p class="mt-4 flex items-start gap-2 text-sm text-ink/80"><span class="ic ic-sparkle mt-0.5 shrink-0 text-bronze" aria-hidden="true"></span><span class="min-w-0">${escape(card.feature)}</span></p>` +
    `<a${attr('href', `/inventory/${card.id}`)} class="vc-link">View Details<span class="sr-only">: ${escape(title)}</span><span class="ic ic-arrow-right [--ic-size:0.875rem]" aria-hidden="true"></span></a>` +
    `</div></article>`
  );
}
