import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SLUGS,
  CONDITIONS,
  FUEL_TYPES,
  INQUIRY_STATUSES,
  PURPOSE_TYPES,
  LISTED_STATUSES,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
} from '#src/lib/enums';
import { inquiryInputSchema } from '#src/lib/validation/inquiry';
import { garageRegisterSchema } from '#src/lib/validation/garage-register';
import { testimonialInputSchema } from '#src/lib/validation/testimonial';
import { isValidVin, stockNumber, withVinCheckDigit } from '#src/lib/vin';
import { DEMO_BLOG_POSTS } from './blog-posts';
import { DEMO_INQUIRIES, VEHICLE_INQUIRY_SUBJECT } from './inquiries';
import { DEMO_TESTIMONIALS } from './testimonials';
import { BODY_STYLES, DEMO_VEHICLES, FEATURE_HEADINGS, IMAGE_VIEWS, type DemoVehicle } from './vehicles';

/** Model-year code, VIN position 10. */
const YEAR_CODES: Record<number, string> = {
  2016: 'G', 2017: 'H', 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S',
};

/** Real world manufacturer identifiers (VIN positions 1–3) per make. */
const WMI: Record<string, string[]> = {
  Acura: ['19U', 'JH4'],
  'Aston Martin': ['SCF'],
  Audi: ['WUA', 'WAU'],
  Bentley: ['SCB', 'SJA'],
  BMW: ['WBS', 'WBA'],
  Bugatti: ['VF9'],
  Cadillac: ['1GY'],
  Ferrari: ['ZFF'],
  Lamborghini: ['ZHW', 'ZPB'],
  'Land Rover': ['SAL'],
  Lexus: ['JTH', 'JTJ'],
  Lucid: ['50E'],
  Maserati: ['ZAM'],
  McLaren: ['SBM'],
  'Mercedes-AMG': ['WDD', 'W1K', 'W1N', 'WDC'],
  'Mercedes-Maybach': ['WDD', 'W1K'],
  Porsche: ['WP0', 'WP1'],
  'Rolls-Royce': ['SCA'],
};

const isHeading = (f: string) => f.startsWith('#');
const headingName = (f: string) => f.replace(/^#+\s*/, '');
const items = (v: DemoVehicle) => v.features.filter((f) => !isHeading(f));
const headings = (v: DemoVehicle) => v.features.filter(isHeading);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const count = <T,>(list: readonly T[], pred: (x: T) => boolean) => list.filter(pred).length;

const registerDate = (daysAgo: number) => {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
};

describe('DEMO_VEHICLES', () => {
  it('has at least 30 vehicles', () => {
    expect(DEMO_VEHICLES.length).toBeGreaterThanOrEqual(30);
  });

  it('uses only enumeration values from src/lib/enums.ts', () => {
    for (const v of DEMO_VEHICLES) {
      expect(FUEL_TYPES, `${v.make} ${v.model}`).toContain(v.fuelType);
      expect(TRANSMISSIONS, `${v.make} ${v.model}`).toContain(v.transmission);
      expect(CATEGORY_SLUGS, `${v.make} ${v.model}`).toContain(v.category);
      expect(CONDITIONS, `${v.make} ${v.model}`).toContain(v.condition);
      expect(VEHICLE_STATUSES, `${v.make} ${v.model}`).toContain(v.status);
      expect(BODY_STYLES, `${v.make} ${v.model}`).toContain(v.bodyStyle);
    }
  });

  it('has at least 5 vehicles in every category', () => {
    for (const slug of CATEGORY_SLUGS) {
      expect(count(DEMO_VEHICLES, (v) => v.category === slug), slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('covers every public status: about 20 available, 4 sold, 3 reserved, 3 pending (no drafts: every demo car is complete)', () => {
    for (const status of LISTED_STATUSES) expect(count(DEMO_VEHICLES, (v) => v.status === status), status).toBeGreaterThan(0);
    expect(count(DEMO_VEHICLES, (v) => v.status === 'available')).toBeGreaterThanOrEqual(18);
    expect(count(DEMO_VEHICLES, (v) => v.status === 'sold')).toBe(4);
    expect(count(DEMO_VEHICLES, (v) => v.status === 'reserved')).toBe(3);
    expect(count(DEMO_VEHICLES, (v) => v.status === 'pending')).toBe(3);
  });

  it('features about 8 vehicles, all available or reserved', () => {
    const featured = DEMO_VEHICLES.filter((v) => v.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(10);
    for (const v of featured) expect(['available', 'reserved'], `${v.make} ${v.model}`).toContain(v.status);
    // The home page shows three featured skeletons: at least three must be available.
    expect(count(featured, (v) => v.status === 'available')).toBeGreaterThanOrEqual(3);
  });

  it('has whole positive prices, plausible km and years 2016–2025', () => {
    for (const v of DEMO_VEHICLES) {
      const label = `${v.year} ${v.make} ${v.model}`;
      expect(Number.isInteger(v.price) && v.price > 0, label).toBe(true);
      expect(Number.isInteger(v.mileage) && v.mileage >= 0, label).toBe(true);
      expect(v.year, label).toBeGreaterThanOrEqual(2016);
      expect(v.year, label).toBeLessThanOrEqual(2025);
      // At most ~20,000 km a year for these cars.
      expect(v.mileage, label).toBeLessThanOrEqual((2026 - v.year) * 20_000);
      expect(v.price, label).toBeGreaterThanOrEqual(30_000);
    }
  });

  it('stays within the vehicle form limits', () => {
    for (const v of DEMO_VEHICLES) {
      expect(v.make.length).toBeLessThanOrEqual(60);
      expect(v.model.length).toBeLessThanOrEqual(80);
      expect(v.color.trim().length).toBeGreaterThan(0);
      expect(v.color.length).toBeLessThanOrEqual(60);
    }
  });

  it('has distinct dealer-style descriptions of 2–4 sentences in km', () => {
    const seen = new Set<string>();
    for (const v of DEMO_VEHICLES) {
      const label = `${v.make} ${v.model}`;
      expect(seen.has(v.description), label).toBe(false);
      seen.add(v.description);
      const sentences = v.description.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, label).toBeGreaterThanOrEqual(2);
      expect(sentences, label).toBeLessThanOrEqual(4);
      expect(v.description, label).not.toMatch(/\bmiles?\b/i);
      expect(v.description.length, label).toBeLessThanOrEqual(5000);
    }
  });

  it('has 8–16 features per car, in 3–5 known headings or (for exactly 3 cars) plain', () => {
    const plain = DEMO_VEHICLES.filter((v) => headings(v).length === 0);
    expect(plain.length).toBe(3);
    for (const v of DEMO_VEHICLES) {
      const label = `${v.make} ${v.model}`;
      expect(items(v).length, label).toBeGreaterThanOrEqual(8);
      expect(items(v).length, label).toBeLessThanOrEqual(16);
      for (const f of v.features) {
        expect(f.trim(), label).toBe(f);
        expect(f.length, label).toBeGreaterThan(0);
        expect(f.length, label).toBeLessThanOrEqual(300);
        // Features survive the employee editor's comma-separated text.
        expect(f, label).not.toContain(',');
      }
      expect(new Set(v.features).size, `${label}: duplicate feature`).toBe(v.features.length);
      const hs = headings(v);
      if (hs.length === 0) continue;
      expect(hs.length, label).toBeGreaterThanOrEqual(3);
      expect(hs.length, label).toBeLessThanOrEqual(5);
      for (const h of hs) {
        expect(h, label).toMatch(/^## \S/);
        expect(FEATURE_HEADINGS as readonly string[], label).toContain(headingName(h));
      }
      // Starts with a heading, and no heading is empty.
      expect(isHeading(v.features[0]), label).toBe(true);
      v.features.forEach((f, i) => {
        if (isHeading(f)) expect(v.features[i + 1] !== undefined && !isHeading(v.features[i + 1]), `${label}: empty ${f}`).toBe(true);
      });
    }
  });

  it('has realistic VIN stems that become valid, unique VINs', () => {
    const vins = new Set<string>();
    const stocks = new Set<string>();
    for (const v of DEMO_VEHICLES) {
      const label = `${v.year} ${v.make} ${v.model}`;
      expect(v.vinStem, label).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(WMI[v.make], `${label}: no WMI known for ${v.make}`).toBeDefined();
      expect(WMI[v.make], label).toContain(v.vinStem.slice(0, 3));
      expect(v.vinStem[9], `${label}: model-year character`).toBe(YEAR_CODES[v.year]);
      const vin = withVinCheckDigit(v.vinStem);
      expect(isValidVin(vin), label).toBe(true);
      expect(vin.slice(9), label).toBe(v.vinStem.slice(9));
      vins.add(vin);
      stocks.add(stockNumber(vin));
    }
    expect(vins.size).toBe(DEMO_VEHICLES.length);
    // The stock number (last 6 characters) is shown to customers: keep it unique too.
    expect(stocks.size).toBe(DEMO_VEHICLES.length);
  });

  it('lists 3–8 distinct photo views, led by a side or three-quarter shot', () => {
    for (const v of DEMO_VEHICLES) {
      const label = `${v.make} ${v.model}`;
      expect(v.imageViews.length, label).toBeGreaterThanOrEqual(3);
      expect(v.imageViews.length, label).toBeLessThanOrEqual(8);
      expect(new Set(v.imageViews).size, label).toBe(v.imageViews.length);
      for (const view of v.imageViews) expect(IMAGE_VIEWS, label).toContain(view);
      expect(['side', 'front-three-quarter'], label).toContain(v.imageViews[0]);
    }
  });

  it('has daysInStock between 5 and 240', () => {
    for (const v of DEMO_VEHICLES) {
      expect(Number.isInteger(v.daysInStock)).toBe(true);
      expect(v.daysInStock).toBeGreaterThanOrEqual(5);
      expect(v.daysInStock).toBeLessThanOrEqual(240);
    }
  });

  it('gives every sold car (and only sold cars) valid garage register data, and never features it', () => {
    for (const v of DEMO_VEHICLES) {
      const label = `${v.make} ${v.model}`;
      if (v.status !== 'sold') {
        expect(v.sale, label).toBeUndefined();
        continue;
      }
      expect(v.isFeatured, label).toBe(false);
      const sale = v.sale;
      expect(sale, label).toBeDefined();
      expect(PURPOSE_TYPES, label).toContain(sale.purposeType);
      expect(sale.purposeType, label).toBe('Resale');
      expect(sale.plateNo, label).toMatch(/^[A-Z]{4}\d{3}$/);
      expect(sale.soldToAddress, label).toMatch(/, ON [A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(sale.daysAgo, label).toBeGreaterThanOrEqual(0);
      expect(sale.daysAgo, `${label}: sold before it arrived`).toBeLessThan(v.daysInStock);
      const parsed = garageRegisterSchema.safeParse({
        make: v.make,
        modelStyle: `${v.model} ${v.bodyStyle}`,
        colour: v.color,
        dateIntoStock: registerDate(v.daysInStock),
        vinSerialNo: withVinCheckDigit(v.vinStem),
        purchasedFromName: 'Previous owner',
        purchasedFromAddress: '1 Example Street, Toronto, ON M5V 1A1',
        purposeType: sale.purposeType,
        dateOutOfStock: registerDate(sale.daysAgo),
        soldToName: sale.soldToName,
        soldToAddress: sale.soldToAddress,
        plateNo: sale.plateNo,
        odometerReading: v.mileage,
      });
      expect(parsed.success, `${label}: ${parsed.error?.message}`).toBe(true);
    }
    const plates = DEMO_VEHICLES.flatMap((v) => (v.sale ? [v.sale.plateNo] : []));
    expect(new Set(plates).size).toBe(plates.length);
  });
});

describe('DEMO_TESTIMONIALS', () => {
  it('has 10 testimonials, 7 approved and 3 pending', () => {
    expect(DEMO_TESTIMONIALS.length).toBe(10);
    expect(count(DEMO_TESTIMONIALS, (t) => t.isApproved)).toBe(7);
    expect(count(DEMO_TESTIMONIALS, (t) => !t.isApproved)).toBe(3);
  });

  it('has whole ratings 1..5, mostly 4 and 5', () => {
    for (const t of DEMO_TESTIMONIALS) {
      expect(Number.isInteger(t.rating)).toBe(true);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
    expect(count(DEMO_TESTIMONIALS, (t) => t.rating >= 4)).toBeGreaterThanOrEqual(8);
  });

  it('passes the testimonial input schema and has distinct comments', () => {
    for (const t of DEMO_TESTIMONIALS) {
      const parsed = testimonialInputSchema.safeParse(t);
      expect(parsed.success, `${t.name}: ${parsed.error?.message}`).toBe(true);
      expect(t.daysAgo).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(DEMO_TESTIMONIALS.map((t) => t.comment)).size).toBe(DEMO_TESTIMONIALS.length);
  });
});

describe('DEMO_INQUIRIES', () => {
  it('has 14 inquiries covering all five statuses', () => {
    expect(DEMO_INQUIRIES.length).toBe(14);
    for (const status of INQUIRY_STATUSES) expect(count(DEMO_INQUIRIES, (q) => q.status === status), status).toBeGreaterThan(0);
  });

  it('passes the public inquiry schema with example.com / example.org addresses', () => {
    for (const q of DEMO_INQUIRIES) {
      const parsed = inquiryInputSchema.safeParse({ name: q.name, email: q.email, phone: q.phone, subject: q.subject, message: q.message });
      expect(parsed.success, `${q.name}: ${parsed.error?.message}`).toBe(true);
      expect(q.email).toMatch(/@example\.(com|org)$/);
      expect(q.message.trim().length).toBeGreaterThanOrEqual(10);
      expect(q.daysAgo).toBeGreaterThanOrEqual(0);
      if (q.hoursAgo !== undefined) expect(q.hoursAgo).toBeGreaterThanOrEqual(0);
    }
  });

  it('links about half to a vehicle, by an index in range, under the Vehicle Inquiry subject', () => {
    const linked = DEMO_INQUIRIES.filter((q) => q.vehicleIndex !== undefined);
    expect(linked.length).toBeGreaterThanOrEqual(5);
    expect(linked.length).toBeLessThanOrEqual(9);
    for (const q of DEMO_INQUIRIES) {
      if (q.vehicleIndex === undefined) {
        expect(q.subject, q.name).not.toBe(VEHICLE_INQUIRY_SUBJECT);
        continue;
      }
      expect(Number.isInteger(q.vehicleIndex)).toBe(true);
      expect(q.vehicleIndex).toBeGreaterThanOrEqual(0);
      expect(q.vehicleIndex).toBeLessThan(DEMO_VEHICLES.length);
      expect(q.subject).toBe(VEHICLE_INQUIRY_SUBJECT);
      // Guards against the vehicle list being reordered under the indexes.
      const v = DEMO_VEHICLES[q.vehicleIndex];
      expect(q.message, `${q.name} → ${v.make} ${v.model}`).toContain(v.make);
      if (v.status === 'sold') expect(q.daysAgo, `${q.name}: asked after the sale`).toBeGreaterThanOrEqual(v.sale.daysAgo);
    }
  });

  it('includes trade-in, financing, consignment and service requests', () => {
    const subjects = DEMO_INQUIRIES.map((q) => q.subject.toLowerCase()).join(' | ');
    for (const topic of ['trade-in', 'financing', 'consignment', 'service']) expect(subjects).toContain(topic);
  });
});

describe('DEMO_BLOG_POSTS', () => {
  it('has 2 published posts with unique, URL-safe slugs', () => {
    expect(DEMO_BLOG_POSTS.length).toBe(2);
    expect(new Set(DEMO_BLOG_POSTS.map((p) => p.slug)).size).toBe(DEMO_BLOG_POSTS.length);
    for (const p of DEMO_BLOG_POSTS) {
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.published).toBe(true);
    }
  });

  it('has 300–500 words of markdown and SEO fields within limits', () => {
    for (const p of DEMO_BLOG_POSTS) {
      expect(words(p.content), p.slug).toBeGreaterThanOrEqual(300);
      expect(words(p.content), p.slug).toBeLessThanOrEqual(500);
      expect(p.content, p.slug).toMatch(/^## /m);
      expect(p.metaTitle.length, p.slug).toBeLessThanOrEqual(60);
      expect(p.metaDescription.length, p.slug).toBeLessThanOrEqual(160);
      expect(p.tags.length, p.slug).toBeGreaterThan(0);
      expect(p.keywords.length, p.slug).toBeGreaterThan(0);
      expect(p.excerpt.length, p.slug).toBeGreaterThan(0);
      expect(p.content, p.slug).not.toMatch(/\bmiles?\b/i);
    }
  });
});
