import * as z from 'zod/mini';
import { INQUIRY_STATUSES } from '#src/lib/enums';
import { plainLines, singleLine } from './plain-text';

/**
 * The public inquiry form. Written with zod/mini because the public island
 * ships it to every visitor; the server parses the same schema.
 */
export const inquiryInputSchema = z.object({
  name: singleLine('Name', 120, 2),
  email: z
    .string()
    .check(z.trim(), z.maxLength(254, 'Please enter a valid email address.'), z.email('Please enter a valid email address.')),
  phone: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40, 'Phone must be at most 40 characters.')))),
  subject: singleLine('Subject', 200, 2),
  message: plainLines('Message', 5000, 10),
  vehicleId: z.optional(z.nullable(z.int('Vehicle must be a whole number.').check(z.positive('Vehicle must be a whole number.')))),
  /** Honeypot: people never see this field, bots fill it. */
  website: z.optional(z.string().check(z.maxLength(500))),
  utmSource: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  utmMedium: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  utmCampaign: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});
export type InquiryInput = z.output<typeof inquiryInputSchema>;

export const inquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, 'Status must be one of: new, in-progress, responded, resolved, closed'),
});

export const inquiryReplySchema = z.object({
  message: z
    .string('Your response is required.')
    .check(z.trim(), z.minLength(1, 'Your response is required.'), z.maxLength(10000, 'Your response must be at most 10000 characters.')),
});
