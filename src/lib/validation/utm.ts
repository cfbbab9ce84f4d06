import { z } from 'zod';
import { UTM_MEDIA, UTM_SOURCES } from '#src/lib/enums';

export const utmFormSchema = z.object({
  url: z.url('Please enter a valid URL'),
  source: z.enum(UTM_SOURCES, 'Source is required'),
  medium: z.enum(UTM_MEDIA, 'Medium is required'),
  campaign: z.string('Campaign is required').trim().min(1, 'Campaign is required').max(100),
  term: z.string().trim().max(100).optional(),
  content: z.string().trim().max(100).optional(),
});
export type UtmForm = z.output<typeof utmFormSchema>;
