import { z } from 'zod';
import { toPlainLines, toSingleLine } from './plain-text';

export const testimonialInputSchema = z.object({
  name: z
    .string('Name is required')
    .overwrite(toSingleLine)
    .trim()
    .min(2, 'Name must be at least 2 characters.')
    .max(120, 'Name must be at most 120 characters.'),
  vehicle: z
    .string('Vehicle is required')
    .overwrite(toSingleLine)
    .trim()
    .min(1, 'Vehicle is required')
    .max(120, 'Vehicle must be at most 120 characters.'),
  rating: z.coerce
    .number('Rating must be a number')
    .int('Rating must be a whole number')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5'),
  comment: z
    .string('Comment is required')
    .overwrite(toPlainLines)
    .trim()
    .min(10, 'Comment must be at least 10 characters.')
    .max(2000, 'Comment must be at most 2000 characters.'),
  isApproved: z.boolean('Approved must be true or false').optional(),
});
export type TestimonialInput = z.output<typeof testimonialInputSchema>;

export const testimonialUpdateSchema = testimonialInputSchema.partial();
