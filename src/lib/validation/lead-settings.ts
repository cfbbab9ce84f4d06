import { z } from 'zod';

/**
 * How leads leave the site: the CRM address that receives every new lead as
 * ADF/XML (off by default), and how long financing answers are kept after
 * their lead is closed.
 */
export const leadSettingsSchema = z
  .object({
    crmEnabled: z.boolean('Send to CRM must be on or off'),
    crmEmail: z
      .string('CRM address must be text')
      .trim()
      .max(254, 'Please enter a valid CRM email address.')
      .transform((v) => v || null)
      .pipe(z.nullable(z.email('Please enter a valid CRM email address.')))
      .nullable(),
    financingRetentionMonths: z
      .int('Retention must be a whole number of months')
      .min(1, 'Retention must be at least 1 month')
      .max(120, 'Retention must be at most 120 months'),
  })
  .refine((s) => !s.crmEnabled || !!s.crmEmail, { message: 'Enter the CRM address to send leads to.', path: ['crmEmail'] });
export type LeadSettings = z.output<typeof leadSettingsSchema>;
