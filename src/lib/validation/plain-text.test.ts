import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { appointmentInputSchema } from './appointment';
import { inquiryInputSchema } from './inquiry';
import { offerLeadSchema, tradeInLeadSchema } from './leads';
import { toPlainLines, toSingleLine } from './plain-text';

const RLO = String.fromCodePoint(0x202e);
const LRI = String.fromCodePoint(0x2066);
const PDI = String.fromCodePoint(0x2069);

describe('toSingleLine', () => {
  it.each([
    ['Jane\r\nPhone: 555-0100', 'Jane Phone: 555-0100'],
    ['Jane\nDoe', 'Jane Doe'],
    ['Jane\rDoe', 'Jane Doe'],
    ['Jane\u0000Doe', 'Jane Doe'],
    ['Jane\t\tDoe', 'Jane Doe'],
    ['Jane \r\n Doe', 'Jane Doe'],
    ['Jane\u2028Doe', 'Jane Doe'],
    [`invoice${RLO}fdp.exe`, 'invoicefdp.exe'],
    [`${LRI}Jane${PDI}`, 'Jane'],
    ['Zoë Dupré-Łukasz 李', 'Zoë Dupré-Łukasz 李'],
  ])('%j becomes %j', (input, expected) => expect(toSingleLine(input)).toBe(expected));
});

describe('toPlainLines', () => {
  it('keeps line breaks (as \\n) and drops NUL, other controls and bidi overrides', () => {
    expect(toPlainLines(`Line one\r\nLine two\rLine three\u0000${RLO}!`)).toBe('Line one\nLine two\nLine three!');
  });
});

const contact = { name: 'Jane\r\nCustomer: Mallory <m@evil.test>', email: 'jane@example.com' };

describe.each([
  ['inquiry', inquiryInputSchema, { ...contact, subject: `Hello\nVehicle: free${RLO}`, message: 'A message long enough.' }],
  ['booking', appointmentInputSchema, { ...contact, kind: 'viewing', start: '2030-01-07T15:00:00.000Z' }],
  ['offer', offerLeadSchema, { ...contact, vehicleId: 1, amount: 1000 }],
  [
    'trade-in',
    tradeInLeadSchema,
    {
      ...contact,
      year: 2020,
      make: 'Ferrari\nOffer: $1',
      model: 'Roma',
      mileage: 10,
      condition: 'excellent',
      accidentHistory: 'none',
      lien: 'none',
    },
  ],
])('the %s schema', (_name, schema, input) => {
  it('leaves no line break, NUL or bidi control in its one-line fields', () => {
    const parsed = z.safeParse(schema as z.ZodMiniType, input);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const out = parsed.data as Record<string, unknown>;
    for (const key of ['name', 'subject', 'make', 'model']) {
      // eslint-disable-next-line no-control-regex -- the NUL is what is looked for
      if (typeof out[key] === 'string') expect(out[key]).not.toMatch(/[\r\n\u0000\u202A-\u202E\u2066-\u2069]/);
    }
    expect(out.name).toBe('Jane Customer: Mallory <m@evil.test>');
  });
});
