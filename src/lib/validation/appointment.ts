import * as z from 'zod/mini';
import { APPOINTMENT_KINDS } from '#src/lib/appointments/enums';
import { VIDEO_APPS, VISIT_MODES } from '#src/lib/appointments/visit-mode';
import { marketingConsentField } from './consent';
import { plainLines, singleLine } from './plain-text';
import { isCalendarDate } from '#src/lib/appointments/time-zone';

/**
 * The public booking form (island and POST /api/appointments). zod/mini: it ships to visitors.
 * `start` is one of the instants GET /api/appointments/slots listed (ISO 8601, UTC).
 */
const isoInstant = z.string('Please choose a time.').check(
  z.minLength(1, 'Please choose a time.'),
  z.refine(
    (s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
    'Please choose a time.',
  ),
);

export const appointmentInputSchema = z
  .object({
    name: singleLine('Name', 120, 2, 'Name is required.'),
    email: z
      .string('Please enter a valid email address.')
      .check(z.trim(), z.maxLength(254, 'Please enter a valid email address.'), z.email('Please enter a valid email address.')),
    phone: z.optional(
      z.nullable(
        z.string().check(
          z.trim(),
          z.maxLength(40, 'Phone must be at most 40 characters.'),
          z.refine((s) => s === '' || /^[0-9+()\-. ]{7,40}$/.test(s), 'Please enter a phone number (digits, spaces and + ( ) - . only).'),
        ),
      ),
    ),
    kind: z.enum(APPOINTMENT_KINDS, 'Please choose a private viewing or a test drive.'),
    start: isoInstant,
    vehicleId: z.optional(z.nullable(z.int('Vehicle must be a whole number.').check(z.positive('Vehicle must be a whole number.')))),
    message: z.optional(z.nullable(plainLines('Message', 2000))),
    marketingConsent: marketingConsentField,
    /** In person (the default) or a video call in the app chosen; a test drive is always in person. */
    visitMode: z.optional(z.enum(VISIT_MODES, 'Please choose in person or a video call.')),
    videoApp: z.optional(z.nullable(z.enum(VIDEO_APPS, 'Please choose the app for the video call.'))),
    /** Honeypot: people never see this field, bots fill it. */
    website: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.refine((b) => b.kind !== 'viewing' || b.visitMode !== 'video' || !!b.videoApp, {
      message: 'Please choose the app for the video call.',
      path: ['videoApp'],
    }),
  );
export type AppointmentInput = z.output<typeof appointmentInputSchema>;

const token = z
  .string('The link is not valid.')
  .check(z.minLength(20, 'The link is not valid.'), z.maxLength(200, 'The link is not valid.'));
export const manageTokenSchema = z.object({ token });
export const selfRescheduleSchema = z.object({ token, start: isoInstant });
/** My garage: the signed-in shopper moves one of their appointments (its id is in the path). */
export const shopperRescheduleSchema = z.object({ start: isoInstant });

export const slotsQuerySchema = z.object({
  date: z.string('date must be YYYY-MM-DD.').check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD.')),
  vehicleId: z.optional(
    z.coerce
      .number('vehicleId must be a whole number.')
      .check(z.int('vehicleId must be a whole number.'), z.positive('vehicleId must be a whole number.')),
  ),
});

export const daysQuerySchema = z.object({
  from: z.optional(
    z
      .string('from must be a date (YYYY-MM-DD).')
      .check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date (YYYY-MM-DD).'),
        z.refine(isCalendarDate, 'from must be a real calendar date.'),
      ),
  ),
  count: z.optional(
    z.coerce
      .number('count must be a whole number from 1 to 42.')
      .check(
        z.int('count must be a whole number from 1 to 42.'),
        z.minimum(1, 'count must be a whole number from 1 to 42.'),
        z.maximum(42, 'count must be a whole number from 1 to 42.'),
      ),
  ),
  vehicleId: z.optional(
    z.coerce
      .number('vehicleId must be a whole number.')
      .check(z.int('vehicleId must be a whole number.'), z.positive('vehicleId must be a whole number.')),
  ),
});
