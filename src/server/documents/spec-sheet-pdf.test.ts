import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildSpecSheetPdf, type SpecSheetContent } from './spec-sheet-pdf';
import { namesIn, textBoxesIn, textIn, type TextBox } from '#tests/support/pdf-test-files';
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

  it('keeps every disclosure label clear of its value, however long either is', async () => {
    const disclosures = [
      { label: 'Previously used as a daily rental', value: 'No' },
      { label: 'Previously registered outside Ontario', value: 'No, an Ontario vehicle' },
      {
        label: 'Previously used as a police or emergency vehicle, as the registration history shows it',
        value: 'Yes — declared by the previous owner; the dates and provinces are in the vehicle history report',
      },
      { label: 'Damage details', value: 'Supercalifragilisticexpialidociousbumperreplacementandrefinish '.repeat(3) },
    ];
    const boxes = await textBoxesIn(await buildSpecSheetPdf(content({ disclosures })));
    const overlaps = (a: TextBox, b: TextBox) =>
      a.page === b.page && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const section = boxes.findIndex((b) => b.text === 'DISCLOSURES (OMVIC)');
    expect(section).toBeGreaterThan(-1);
    const after = boxes.slice(section + 1);
    for (const { label, value } of disclosures) {
      // Each label's and value's lines, in order of drawing, until the words run out.
      const take = (words: string, not: string) => after.filter((b) => words.includes(b.text.trim()) && !not.includes(b.text.trim()));
      const labelBoxes = take(label, value);
      const valueBoxes = take(value, label);
      expect(labelBoxes.map((b) => b.text.trim()).join(' ')).toContain(label.split(' ')[0]);
      expect(valueBoxes.length).toBeGreaterThan(0);
      for (const l of labelBoxes) for (const v of valueBoxes) expect(overlaps(l, v), `"${l.text}" overlaps "${v.text}"`).toBe(false);
    }
    // Nothing runs past the page's right margin.
    for (const b of boxes) expect(b.x + b.width).toBeLessThanOrEqual(612 - 48 + 0.5);
  });

  it('embeds its fonts, is tagged, and fits one page when the content allows, contact block included', async () => {
    const bytes = await buildSpecSheetPdf(content());
    const names = await namesIn(bytes);
    expect(names).toContain('/FontFile2');
    expect(names).toContain('/StructTreeRoot');
    expect(names).toContain('/MarkInfo');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const boxes = await textBoxesIn(bytes);
    expect(boxes.filter((b) => b.text.startsWith('Phone ')).map((b) => b.page)).toEqual([1]);
  });

  it('never leaves the contact block alone on a second page', async () => {
    const long = 'Repaired at an authorised body shop with factory parts; the invoices and photographs are in the file. '.repeat(5);
    const disclosures = ['Damage details', 'Warranty details', 'Registration details', 'Other details'].map((label) => ({
      label,
      value: long,
    }));
    const features = Array.from({ length: 4 }, (_, i) => ({
      heading: `Group ${i}`,
      items: Array.from({ length: 5 }, (_, j) => `Feature ${i}.${j}`),
    }));
    const boxes = await textBoxesIn(await buildSpecSheetPdf(content({ disclosures, features })));
    expect(boxes.find((b) => b.text.startsWith('Phone '))?.page).toBe(1);
    // The content ran on: page 2 holds some of it, and none of the contact block.
    const second = boxes.filter((b) => b.page === 2 && !b.text.includes('Page 2 of'));
    expect(second.some((b) => long.includes(b.text.trim()))).toBe(true);
    expect(second.filter((b) => /^Phone |example\.ca|Rutherford|^Atelier/.test(b.text))).toEqual([]);
  });
});
