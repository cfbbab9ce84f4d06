import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildSpecSheetPdf, type SpecSheetContent } from './spec-sheet-pdf';
import { namesIn, textIn } from '#tests/support/pdf-test-files';
import { PDFDocument } from 'pdf-lib';

const content = (overrides: Partial<SpecSheetContent> = {}): SpecSheetContent => ({
  dealerName: 'Atelier Motor Gallery',
  title: '2022 Porsche 911 GT3 Touring',
  price: '$251,395',
  priceNote: 'plus HST and licensing',
  priceIncludes: [
    { name: 'Vehicle', amount: '$249,900' },
    { name: 'OMVIC fee', amount: '$10' },
  ],
  stock: '270001',
  facts: [
    ['Year', '2022'],
    ['Mileage', '8,200 km'],
  ],
  features: [{ heading: 'Performance & Handling', items: ['Carbon ceramic brakes', 'Front axle lift'] }],
  disclosures: [{ label: 'Previously a daily rental', value: 'No' }],
  asIs: null,
  contact: { phone: '(905) 555-0142', email: 'info@example.ca', address: '2600 Rutherford Road, Vaughan, ON' },
  pageUrl: 'https://www.example.ca/inventory/12',
  photo: null,
  generatedOn: 'Nov 28, 2026',
  ...overrides,
});

describe('the spec sheet PDF', () => {
  it('shows the title, the all-in price with its note, the facts, the disclosures and the dealer', async () => {
    const text = await textIn(await buildSpecSheetPdf(content()));
    for (const words of [
      '2022 Porsche 911 GT3 Touring',
      '$251,395',
      'plus HST and licensing',
      '8,200 km',
      'Carbon ceramic brakes',
      'Previously a daily rental',
      'Phone (905) 555-0142',
      'https://www.example.ca/inventory/12',
    ])
      expect(text).toContain(words);
  });

  it('embeds the photo as an image and keeps to at most two pages however long the features', async () => {
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8b6b3f' } })
      .jpeg()
      .toBuffer();
    const many = Array.from({ length: 12 }, (_, i) => ({
      heading: `Group ${i}`,
      items: Array.from({ length: 12 }, (_, j) => `Feature ${i}.${j} with a longer name`),
    }));
    const bytes = await buildSpecSheetPdf(content({ photo: { bytes: new Uint8Array(photo), type: 'jpeg' }, features: many }));
    expect(await namesIn(bytes)).toContain('/Image');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeLessThanOrEqual(2);
  });

  it('writes "Price on request" with no note, and text outside the standard fonts without failing', async () => {
    const text = await textIn(
      await buildSpecSheetPdf(
        content({ price: 'Price on request', priceNote: null, priceIncludes: [], title: 'Škoda “Octavia” RS ≈ 漢字' }),
      ),
    );
    expect(text).toContain('Price on request');
    expect(text).not.toContain('plus HST');
    expect(text).toContain('Octavia');
  });
});
