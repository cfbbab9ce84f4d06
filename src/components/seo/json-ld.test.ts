import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';
import { breadcrumbJsonLd, carJsonLd } from './structured-data';

const site = new URL('https://www.example.ca');

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, yet parses back to the same data', () => {
    const data = { description: '</script><script>alert(1)</script> <!-- & \u2028 \u2029' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

const pricing = {
  fees: [
    { name: 'Administration fee', amount: 587.5, enabled: true },
    { name: 'OMVIC transaction fee', amount: 12.5, enabled: true },
  ],
  note: 'plus HST and licensing',
};

const car = {
  id: 7,
  make: 'Ferrari',
  model: 'F8 Tributo',
  trim: '',
  year: 2021,
  price: 429900,
  priceOnRequest: false,
  mileage: 7900,
  color: 'Rosso Corsa',
  vin: 'ZFF92LLA0M0260000',
  condition: 'Excellent' as const,
  status: 'available' as const,
  images: ['/media/abc.webp'],
  description: 'Twin-turbo V8.',
  fuelType: 'Gasoline' as const,
  transmission: 'DCT' as const,
  category: 'exotic-collection' as const,
};

describe('carJsonLd', () => {
  it('describes the car with an Offer in CAD, mileage in km and absolute image URLs', () => {
    const ld = carJsonLd(car, site, pricing);
    expect(ld).toMatchObject({
      '@type': 'Car',
      name: '2021 Ferrari F8 Tributo',
      brand: { '@type': 'Brand', name: 'Ferrari' },
      vehicleModelDate: '2021',
      vehicleIdentificationNumber: car.vin,
      model: 'F8 Tributo',
      color: 'Rosso Corsa',
      bodyType: 'Coupe',
      mileageFromOdometer: { value: 7900, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      image: ['https://www.example.ca/media/abc.webp'],
      offers: {
        price: 430500,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        url: 'https://www.example.ca/inventory/7',
        seller: { '@type': 'AutoDealer' },
      },
    });
  });

  it.each(['reserved', 'pending'] as const)('marks a %s car Reserved (not in stock), with its all-in price', (status) => {
    expect(carJsonLd({ ...car, status }, site, pricing).offers).toMatchObject({
      price: 430500,
      availability: 'https://schema.org/Reserved',
    });
  });

  it('names the model and the trim apart (vehicleConfiguration), and the car by both', () => {
    const ld = carJsonLd({ ...car, make: 'Porsche', model: '718 Cayman', trim: 'GT4 RS', year: 2023 }, site, pricing);
    expect(ld).toMatchObject({ name: '2023 Porsche 718 Cayman GT4 RS', model: '718 Cayman', vehicleConfiguration: 'GT4 RS' });
    expect(carJsonLd(car, site, pricing)).not.toHaveProperty('vehicleConfiguration');
  });

  it('states no price for a car with its price on request, yet keeps it in stock', () => {
    const ld = carJsonLd({ ...car, priceOnRequest: true }, site, pricing);
    expect(ld.offers).not.toHaveProperty('price');
    expect(ld.offers.availability).toBe('https://schema.org/InStock');
  });

  it('states no price for a sold car (its page hides it) and marks it sold out', () => {
    const ld = carJsonLd({ ...car, status: 'sold' }, site, pricing);
    expect(ld.offers).not.toHaveProperty('price');
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', href: '/' },
          { name: 'Inventory', href: '/inventory' },
        ],
        site,
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.ca/' },
      { '@type': 'ListItem', position: 2, name: 'Inventory', item: 'https://www.example.ca/inventory' },
    ]);
  });
});
