// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { VehicleCard } from '#src/lib/personalisation/vehicle-card';
import { pictureHtml } from './picture-html';
import { statusBadgeHtml, vehicleCardHtml } from './vehicle-card-html';

const card: VehicleCard = {
  id: 42,
  year: 2021,
  make: 'Ferrari',
  model: 'F8 Tributo',
  mileage: 8000,
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  color: 'Rosso Corsa',
  category: 'sports-cars',
  status: 'available',
  isFeatured: true,
  image: '/media/0123456789abcdef0123456789abcdef.webp',
  imageCount: 3,
  feature: 'Carbon ceramic brakes',
  price: 389_900,
  priceText: '$389,900',
  priceNote: 'plus HST and licensing',
  mileageText: '8,000 km',
};

/** The markup parsed as a browser would, for assertions on what it shows rather than on its bytes. */
function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html').body;
}

describe('vehicleCardHtml', () => {
  // Issue 25: what a walk through the public pages found on the cards.
  it('says "Price reduced" on a car whose price was lowered, and not on others', () => {
    expect(parse(vehicleCardHtml({ ...card, reduced: true })).querySelector('[data-testid="price-reduced"]')?.textContent).toBe(
      'Price reduced',
    );
    expect(parse(vehicleCardHtml(card)).querySelector('[data-testid="price-reduced"]')).toBeNull();
  });

  it('lets a long value wrap instead of cutting it ("Semi-Auto…", "Rosso Cor…")', () => {
    const body = parse(vehicleCardHtml({ ...card, transmission: 'Semi-Automatic', color: 'Rosso Corsa Metallizzato' }));
    for (const dd of body.querySelectorAll('dd')) expect(dd.className).not.toMatch(/truncate|ellipsis|whitespace-nowrap/);
  });

  it("puts the photo on a pale tint of the car's paint, never a black box", () => {
    const media = parse(vehicleCardHtml(card)).querySelector('.vc-media')!;
    expect(media.getAttribute('data-paint')).toBe('red');
    expect(media.className).not.toMatch(/bg-ink|bg-black/);
  });

  it('shows the title, the all-in price with its note, the five specs, the first feature and a link to the vehicle', () => {
    const body = parse(vehicleCardHtml(card, { headingLevel: 'h2' }));
    expect(body.querySelector('h2')?.textContent).toBe('2021 Ferrari F8 Tributo');
    expect(body.querySelector('[data-testid="vehicle-price"]')?.textContent).toBe('$389,900');
    expect(body.querySelector('[data-testid="price-note"]')?.textContent).toBe('plus HST and licensing');
    expect([...body.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      '8,000 km',
      'Gasoline',
      'Automatic',
      '2021',
      'Rosso Corsa',
    ]);
    expect(body.textContent).toContain('Carbon ceramic brakes');
    expect(body.querySelector('a')?.getAttribute('href')).toBe('/inventory/42');
    expect(body.querySelector('a')?.textContent).toBe('View Details: 2021 Ferrari F8 Tributo');
    expect(body.textContent).toContain('Featured');
    expect(body.querySelector('article')?.dataset.vehicleId).toBe('42');
  });

  it('escapes every text and attribute it takes from the data', () => {
    const hostile = { ...card, make: '<img src=x onerror=alert(1)>', model: '"quoted" & \'single\'', color: '</dd><script>x()</script>' };
    const html = vehicleCardHtml(hostile);
    const body = parse(html);
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelectorAll('img')).toHaveLength(1);
    expect(body.querySelector('h3')?.textContent).toBe(`2021 <img src=x onerror=alert(1)> "quoted" & 'single'`);
    expect(body.querySelector('img')?.getAttribute('alt')).toBe(`2021 <img src=x onerror=alert(1)> "quoted" & 'single'`);
    expect(body.querySelector('[data-spec="Colour"]')?.textContent).toBe('</dd><script>x()</script>');
  });

  it('shows a sold vehicle without its price, in the wording asked for', () => {
    const sold = { ...card, status: 'sold' as const, priceText: '', price: 0 };
    const body = parse(vehicleCardHtml(sold));
    expect(body.querySelector('[data-testid="vehicle-price"]')?.textContent).toBe('Sold');
    expect(body.querySelector('[data-testid="price-note"]')).toBeNull();
    expect(body.querySelector('[data-status="sold"]')?.textContent).toBe('Sold');
    const hidden = parse(vehicleCardHtml(sold, { soldPrice: 'Price Hidden' }));
    expect(hidden.querySelector('[data-testid="vehicle-price"]')?.textContent).toBe('Price Hidden');
  });

  it('loads the first card of a page eagerly and the others lazily, and marks the popular ones', () => {
    expect(
      parse(vehicleCardHtml(card, { priority: true }))
        .querySelector('img')
        ?.getAttribute('fetchpriority'),
    ).toBe('high');
    const lazy = parse(vehicleCardHtml(card, { popular: true }));
    expect(lazy.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(lazy.querySelector('img')?.hasAttribute('fetchpriority')).toBe(false);
    expect(lazy.textContent).toContain('Popular');
  });

  it('shows the placeholder for a vehicle without photos, and no photo count', () => {
    const body = parse(vehicleCardHtml({ ...card, image: null, imageCount: 0 }));
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/images/placeholder-car.svg');
    expect(body.querySelector('img')?.hasAttribute('data-fallback')).toBe(false);
    expect(body.querySelector('.ic-camera')).toBeNull();
  });
});

describe('pictureHtml', () => {
  it('offers AVIF and WebP variants of a stored image with the sizes given, and a fallback for a broken one', () => {
    const body = parse(
      pictureHtml({
        src: card.image,
        alt: 'A car',
        width: 800,
        height: 500,
        sizes: '100vw',
        attributes: { 'data-x': 'y', 'data-no': undefined },
      }),
    );
    const sources = [...body.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toContain('-480.avif 480w');
    expect(sources.every((s) => s.getAttribute('sizes') === '100vw')).toBe(true);
    const img = body.querySelector('img')!;
    expect(img.getAttribute('data-fallback')).toBe('/images/placeholder-car.svg');
    expect(img.getAttribute('data-x')).toBe('y');
    expect(img.hasAttribute('data-no')).toBe(false);
  });
});

describe('statusBadgeHtml', () => {
  it('labels vehicles spoken for and says nothing of one on offer', () => {
    expect(statusBadgeHtml('available')).toBe('');
    expect(parse(statusBadgeHtml('pending', '!bg-ink')).querySelector('span')?.className).toContain('!bg-ink');
    expect(parse(statusBadgeHtml('reserved')).textContent).toBe('Reserved');
  });
});
