import fs from 'node:fs';
import path from 'node:path';
import { DtdValidator, XmlDocument, XmlDtd } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { LEAD_TYPES, type LeadType } from '#src/lib/enums';
import { adfDate, buildAdf, nameParts, type AdfLead } from './adf';

const vendor = {
  name: 'Atelier Motor Gallery',
  email: 'info@example.ca',
  phone: '(905) 555-0142',
  street: '2600 Rutherford Road',
  city: 'Vaughan',
  region: 'ON',
  postalCode: 'L4K 5R1',
  country: 'CA',
  url: 'https://www.example.ca',
};
const vehicle = {
  year: 2022,
  make: 'Porsche',
  model: '911 GT3',
  vin: 'WP0AC2A90NS269999',
  stock: '269999',
  mileage: 8200,
  price: { type: 'asking' as const, amount: 249900 },
};
const trade = {
  year: 2018,
  make: 'BMW',
  model: 'M3',
  trim: 'Competition',
  vin: '1M8GDM9AXKP042788',
  mileage: 64000,
  condition: 'good' as const,
  accidentHistory: 'none' as const,
  lien: 'loan' as const,
  lienAmount: 12000,
};

function leadOf(type: LeadType): AdfLead {
  const base: AdfLead = {
    id: 42,
    type,
    createdAt: new Date('2026-07-01T14:30:00Z'),
    customer: { name: 'Jane van der Berg', email: 'jane@example.com', phone: '416-555-0199', comments: 'Evenings are best.' },
    vehicle,
    trade: null,
    vendor,
    currency: 'CAD',
  };
  if (type === 'trade-in') return { ...base, vehicle: null, trade };
  if (type === 'offer')
    return {
      ...base,
      trade,
      offer: { amount: 235000, status: 'pending', counterAmount: null },
      vehicle: { ...vehicle, priceComments: 'The customer offers 235000 CAD (asking 249900 CAD).' },
    };
  if (type === 'financing') return { ...base, financing: { termMonths: 60, downPayment: 50000 } };
  if (type === 'delivery')
    return {
      ...base,
      delivery: { country: 'United States', region: 'NY', postalCode: '10001', transport: 'Enclosed transport', wantedBy: '2026-08-15' },
    };
  if (type === 'hold') return { ...base, hold: { status: 'Requested' } };
  if (type === 'appointment')
    return {
      ...base,
      testDrive: true,
      appointment: {
        label: 'Test drive',
        status: 'requested',
        startsAt: new Date('2026-07-03T14:00:00Z'),
        endsAt: new Date('2026-07-03T15:00:00Z'),
      },
    };
  return base;
}

/** Parses the document back and answers DOM queries on it. */
function parse(xml: string) {
  const doc = create(xml);
  const root = doc.root().node as unknown as Element;
  const children = (el: Element, name: string) => Array.from(el.childNodes).filter((n): n is Element => (n as Element).tagName === name);
  const one = (el: Element, name: string) => {
    const found = children(el, name);
    expect(found, `<${name}> in <${el.tagName}>`).toHaveLength(1);
    return found[0];
  };
  return { doc, root, children, one };
}

describe('buildAdf', () => {
  it.each(LEAD_TYPES)('a %s lead parses as ADF 1.0: prospect, requestdate, vehicle, customer contact, vendor', (type) => {
    const xml = buildAdf(leadOf(type));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<\?adf version="1.0"\?>/);
    const { root, children, one } = parse(xml);
    expect(root.tagName).toBe('adf');
    const prospect = one(root, 'prospect');
    expect(one(prospect, 'id').textContent).toBe('42');
    expect(one(prospect, 'requestdate').textContent).toBe('2026-07-01T10:30:00-04:00');

    const vehicles = children(prospect, 'vehicle');
    expect(vehicles.length).toBeGreaterThanOrEqual(1);
    for (const v of vehicles) {
      expect(['buy', 'test-drive', 'trade-in']).toContain(v.getAttribute('interest'));
      expect(['new', 'used']).toContain(v.getAttribute('status'));
      // The DTD's order: year, make, model first.
      const names = Array.from(v.childNodes)
        .filter((n) => (n as Element).tagName)
        .map((n) => (n as Element).tagName);
      expect(names.slice(0, 3)).toEqual(['year', 'make', 'model']);
    }

    const contact = one(one(prospect, 'customer'), 'contact');
    const parts = Object.fromEntries(children(contact, 'name').map((n) => [n.getAttribute('part'), n.textContent]));
    expect(parts).toEqual({ first: 'Jane', last: 'van der Berg' });
    expect(one(contact, 'email').textContent).toBe('jane@example.com');
    expect(one(contact, 'phone').textContent).toBe('416-555-0199');

    const vend = one(prospect, 'vendor');
    expect(one(vend, 'vendorname').textContent).toBe('Atelier Motor Gallery');
    const vc = one(vend, 'contact');
    expect(one(vc, 'name').getAttribute('part')).toBe('full');
    expect(one(vc, 'email').textContent).toBe('info@example.ca');
  });

  it('carries the vehicle of interest: year, make, model, VIN, stock number and asking price', () => {
    const { root, children, one } = parse(buildAdf(leadOf('inquiry')));
    const [v] = children(one(root, 'prospect'), 'vehicle');
    expect(v.getAttribute('interest')).toBe('buy');
    expect(one(v, 'year').textContent).toBe('2022');
    expect(one(v, 'make').textContent).toBe('Porsche');
    expect(one(v, 'model').textContent).toBe('911 GT3');
    expect(one(v, 'vin').textContent).toBe('WP0AC2A90NS269999');
    expect(one(v, 'stock').textContent).toBe('269999');
    const price = one(v, 'price');
    expect([price.getAttribute('type'), price.getAttribute('currency'), price.textContent]).toEqual(['asking', 'CAD', '249900']);
  });

  it('a trade-in appraisal carries the trade vehicle as interest="trade-in" with km, condition and lien', () => {
    const { root, children, one } = parse(buildAdf(leadOf('trade-in')));
    const vehicles = children(one(root, 'prospect'), 'vehicle');
    expect(vehicles.map((v) => v.getAttribute('interest'))).toEqual(['trade-in']);
    const [t] = vehicles;
    expect(one(t, 'model').textContent).toBe('M3');
    expect(one(t, 'trim').textContent).toBe('Competition');
    expect(one(t, 'odometer').getAttribute('units')).toBe('km');
    expect(one(t, 'odometer').textContent).toBe('64000');
    expect(one(t, 'condition').textContent).toBe('good');
    expect(one(t, 'comments').textContent).toContain('12000 CAD owing');
  });

  it('an offer keeps the one price the DTD allows (asking) and carries the offer in words, its trade-in as a second vehicle', () => {
    const { root, children, one } = parse(buildAdf(leadOf('offer')));
    const prospect = one(root, 'prospect');
    const vehicles = children(prospect, 'vehicle');
    expect(vehicles.map((v) => v.getAttribute('interest'))).toEqual(['buy', 'trade-in']);
    const prices = children(vehicles[0], 'price').map((p) => [p.getAttribute('type'), p.textContent]);
    expect(prices).toEqual([['asking', '249900']]);
    expect(one(vehicles[0], 'pricecomments').textContent).toContain('235000 CAD');
    expect(one(one(prospect, 'customer'), 'comments').textContent).toContain('Offer: 235000 CAD');
  });

  it("an appointment carries its date and time as the customer's timeframe and in the comments", () => {
    const { root, one } = parse(buildAdf(leadOf('appointment')));
    const customer = one(one(root, 'prospect'), 'customer');
    const timeframe = one(customer, 'timeframe');
    expect(one(timeframe, 'earliestdate').textContent).toBe('2026-07-03T10:00:00-04:00');
    expect(one(timeframe, 'latestdate').textContent).toBe('2026-07-03T11:00:00-04:00');
    expect(one(timeframe, 'description').textContent).toMatch(/^Test drive \(requested\), Friday, July 3, 2026.*10:00/);
    expect(one(customer, 'comments').textContent).toMatch(/Test drive: Friday, July 3, 2026/);
  });

  it('financing sends the down payment and term, never income, employment or housing', () => {
    const xml = buildAdf(leadOf('financing'));
    const { root, children, one } = parse(xml);
    const [v] = children(one(root, 'prospect'), 'vehicle');
    const finance = one(v, 'finance');
    expect(one(finance, 'method').textContent).toBe('finance');
    expect(one(finance, 'amount').getAttribute('type')).toBe('downpayment');
    expect(one(finance, 'amount').textContent).toBe('50000');
    expect(xml).toContain('60-month term');
    expect(xml).not.toMatch(/income|employ|housing/i);
  });

  it("a delivery quote carries the destination and transport in the comments and its wanted-by date as the customer's latest date", () => {
    const { root, one } = parse(buildAdf(leadOf('delivery')));
    const customer = one(one(root, 'prospect'), 'customer');
    const timeframe = one(customer, 'timeframe');
    expect(one(timeframe, 'latestdate').textContent).toBe('2026-08-15');
    expect(one(timeframe, 'description').textContent).toBe('Delivery wanted by 2026-08-15');
    expect(one(customer, 'comments').textContent).toContain(
      'Delivery quote to NY, 10001, United States; enclosed transport; wanted by 2026-08-15.',
    );
  });

  it('a hold request says where the hold stands', () => {
    const { root, one } = parse(buildAdf(leadOf('hold')));
    expect(one(one(one(root, 'prospect'), 'customer'), 'comments').textContent).toContain('Hold against a deposit: Requested.');
  });

  it('a lead without a vehicle still has the vehicle the DTD requires, with empty year, make and model', () => {
    const { root, children, one } = parse(buildAdf({ ...leadOf('inquiry'), vehicle: null }));
    const [v] = children(one(root, 'prospect'), 'vehicle');
    expect(one(v, 'make').textContent).toBe('');
    expect(one(v, 'comments').textContent).toBe('No specific vehicle');
  });

  it('escapes markup in what visitors typed', () => {
    const xml = buildAdf({ ...leadOf('inquiry'), customer: { name: 'A <b>&', email: 'a@b.co', phone: null, comments: '</comments><x/>' } });
    const { root, one, children } = parse(xml);
    const customer = one(one(root, 'prospect'), 'customer');
    expect(children(one(customer, 'contact'), 'name').map((n) => n.textContent)).toEqual(['A', '<b>&']);
    expect(one(customer, 'comments').textContent).toContain('</comments><x/>');
  });
});

/** The ADF 1.0 DTD (tests/fixtures/adf-1.0.dtd: its source and corrections are noted there), checked by libxml2. */
const dtd = XmlDtd.fromString(fs.readFileSync(path.resolve('tests/fixtures/adf-1.0.dtd'), 'utf8'));
function adfDtdErrors(xml: string): string[] {
  using doc = XmlDocument.fromString(xml);
  try {
    new DtdValidator(dtd).validate(doc);
    return [];
  } catch (error) {
    const details = (error as { details?: { message: string; line?: number }[] }).details;
    return details?.map((d) => `${d.line ?? '?'}: ${d.message.trim()}`) ?? [String(error)];
  }
}

describe('ADF 1.0 DTD', () => {
  it.each(LEAD_TYPES)('a %s lead is valid against the DTD', (type) => {
    expect(adfDtdErrors(buildAdf(leadOf(type)))).toEqual([]);
  });

  it.each([
    ['without a vehicle', { ...leadOf('inquiry'), vehicle: null }],
    [
      'on a car with its price on request',
      { ...leadOf('offer'), vehicle: { ...vehicle, price: { type: 'offer' as const, amount: 235000 } } },
    ],
    [
      'for delivery abroad without a date or code',
      {
        ...leadOf('delivery'),
        delivery: { country: 'Japan', region: 'Tokyo', postalCode: null, transport: 'Open carrier', wantedBy: null },
      },
    ],
    [
      'from a one-word name without a phone',
      { ...leadOf('financing'), customer: { name: 'Cher', email: 'c@example.com', phone: null, comments: null } },
    ],
  ])('a lead %s is valid against the DTD', (_, lead) => {
    expect(adfDtdErrors(buildAdf(lead))).toEqual([]);
  });

  it('the validator refuses what the DTD forbids: two prices in one vehicle', () => {
    const xml = buildAdf(leadOf('inquiry')).replace('</price>', '</price><price type="offer">1</price>');
    expect(adfDtdErrors(xml).join('\n')).toMatch(/price/);
  });
});

describe('adfDate', () => {
  it('writes Toronto time with its offset, in summer and in winter', () => {
    expect(adfDate(new Date('2026-07-01T14:30:00Z'))).toBe('2026-07-01T10:30:00-04:00');
    expect(adfDate(new Date('2026-01-15T05:00:09Z'))).toBe('2026-01-15T00:00:09-05:00');
  });
});

describe('nameParts', () => {
  it('splits at the first space and keeps a single word as the full name', () => {
    expect(nameParts('  Ana  de la Cruz ')).toEqual({ first: 'Ana', last: 'de la Cruz', full: 'Ana de la Cruz' });
    expect(nameParts('Cher')).toEqual({ full: 'Cher' });
  });
});
