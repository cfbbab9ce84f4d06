import { z } from 'zod';

const text = (label: string, max: number) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** The dealer's contact details staff may edit in admin settings (shape of DealerContact). */
export const dealerContactSchema = z.object({
  phoneDisplay: text('Phone', 40).regex(/^[0-9+()\-. ]{7,40}$/, 'Phone may contain only digits, spaces and + ( ) - .'),
  email: z
    .string('Email is required')
    .trim()
    .max(254, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  street: text('Street', 120),
  city: text('City', 80),
  region: text('Province', 40),
  postalCode: text('Postal code', 12).regex(/^[A-Za-z0-9 -]{3,12}$/, 'Postal code may contain only letters, digits, spaces and dashes'),
  hours: z
    .array(z.object({ days: text('Days', 40), text: text('Hours', 60) }), 'Opening hours are required')
    .min(1, 'Add at least one line of opening hours')
    .max(7, 'At most 7 lines of opening hours'),
});
export type DealerContactInput = z.output<typeof dealerContactSchema>;

/** The admin's mandatory fee lines and the note after every price (shape of PricingSettings, src/lib/pricing/all-in.ts). */
export const pricingSettingsSchema = z.object({
  fees: z
    .array(
      z.object({
        name: text('Fee name', 60),
        amount: z.coerce
          .number('Fee amount must be a number')
          .min(0, 'Fee amount must be 0 or more')
          .max(100_000, 'Fee amount must be at most 100,000')
          .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Fee amount has at most 2 decimals'),
        enabled: z.boolean('Included must be true or false').default(true),
      }),
      'Fee lines must be a list',
    )
    .max(12, 'At most 12 fee lines'),
  note: text('Price note', 120),
});
export type PricingSettingsInput = z.output<typeof pricingSettingsSchema>;
