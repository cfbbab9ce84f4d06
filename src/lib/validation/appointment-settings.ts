import { isMeetingUrl, MEETING_URL_MESSAGE } from '#src/lib/appointments/visit-mode';
import { z } from 'zod';
import { isCalendarDate } from '#src/lib/appointments/time-zone';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour time, e.g. 09:00');
const day = z
  .object({ opens: time, closes: time })
  .refine((d) => d.closes > d.opens, { message: 'Closing time must be after opening time', path: ['closes'] })
  .nullable();

/** Staff-editable booking rules (admin settings). */
export const appointmentSettingsSchema = z.object({
  weeklyHours: z.tuple([day, day, day, day, day, day, day], 'Opening hours need all seven days'),
  slotMinutes: z
    .number('Slot length is required')
    .int('Slot length must be whole minutes')
    .min(15, 'Slots are at least 15 minutes')
    .max(240, 'Slots are at most 4 hours'),
  bays: z.number('Bays is required').int('Bays must be a whole number').min(1, 'At least one bay').max(10, 'At most 10 bays'),
  noticeMinutes: z
    .number('Notice is required')
    .int('Notice must be whole minutes')
    .min(120, 'At least 2 hours of notice')
    .max(60 * 24 * 14, 'At most 14 days of notice'),
  closedDates: z
    .array(
      z
        .string('Closed dates must be text')
        .trim()
        .refine(
          (d) => (/^\d{2}-\d{2}$/.test(d) ? isCalendarDate(`2000-${d}`) : isCalendarDate(d)),
          'Closed dates are MM-DD (every year, e.g. 12-25) or YYYY-MM-DD (one day)',
        ),
      'Closed dates must be a list',
    )
    .max(100, 'At most 100 closed dates')
    .optional(),
});
export type AppointmentSettings = z.output<typeof appointmentSettingsSchema>;

/** A closed day (allDay) or a blocked period, in Toronto dates and times. */
export const appointmentBlockSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
      .optional(),
    allDay: z.boolean().default(true),
    from: time.optional(),
    to: time.optional(),
    reason: z.string().trim().max(200, 'Reason must be at most 200 characters').default(''),
  })
  .refine((b) => b.allDay || (b.from && b.to && b.to > b.from), {
    message: 'Give a start and an end time, the end after the start',
    path: ['to'],
  })
  .refine((b) => !b.endDate || b.endDate >= b.date, { message: 'The last day cannot be before the first', path: ['endDate'] });
export type AppointmentBlockInput = z.output<typeof appointmentBlockSchema>;

export const staffRescheduleSchema = z.object({ start: z.iso.datetime({ message: 'Choose a new time', offset: true }) });
export const staffCancelSchema = z.object({ reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional() });

const calendarDate = z.string('from must be a date (YYYY-MM-DD).').regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date (YYYY-MM-DD).');

/** ?from=YYYY-MM-DD&days=1..42 for the staff calendar and its blocks. */
export const calendarRangeQuerySchema = z.object({
  from: calendarDate.refine(isCalendarDate, 'from must be a real calendar date.'),
  days: z.coerce
    .number('days must be a whole number from 1 to 42.')
    .int('days must be a whole number from 1 to 42.')
    .min(1, 'days must be a whole number from 1 to 42.')
    .max(42, 'days must be a whole number from 1 to 42.')
    .default(7),
});

export const staffStatusSchema = z.object({
  status: z.enum(['confirmed', 'cancelled'], 'Status must be confirmed or cancelled'),
  reason: z.string().trim().max(1000, 'The note must be at most 1000 characters').optional(),
  /** A video call's link, sent with the confirmation and in its .ics; blank or absent: none (a phone call needs none). */
  meetingUrl: z
    .string('Meeting link must be text')
    .trim()
    .max(500, 'Meeting link must be at most 500 characters')
    .optional()
    .transform((s) => s || undefined)
    .refine((s) => s === undefined || isMeetingUrl(s), MEETING_URL_MESSAGE),
});
