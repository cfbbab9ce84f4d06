import { z } from 'zod';
import { INQUIRY_STATUSES, LEAD_TYPES } from '#src/lib/enums';
import { idFilter, pageQuerySchema } from './paging';

export const INQUIRY_SORTS = ['createdAt', 'updatedAt', 'name', 'subject', 'status', 'type'] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];
/** How much of the message a list row carries; the details dialog loads the whole inquiry. */
export const MESSAGE_PREVIEW_LENGTH = 200;

/** GET /api/inquiries?page=… (docs/api-lists.md). */
export const inquiryListQuerySchema = pageQuerySchema({
  sort: INQUIRY_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filters: {
    status: z.enum(INQUIRY_STATUSES, `Status must be one of: ${INQUIRY_STATUSES.join(', ')}`).optional(),
    type: z.enum(LEAD_TYPES, `Type must be one of: ${LEAD_TYPES.join(', ')}`).optional(),
    vehicleId: idFilter('Vehicle id').optional(),
    email: z.string().max(254, 'Email must be at most 254 characters').optional(),
  },
});
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;
