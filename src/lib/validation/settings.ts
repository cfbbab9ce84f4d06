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
