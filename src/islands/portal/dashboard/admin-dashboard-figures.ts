import { OPEN_INQUIRY_STATUSES, type InquiryStatus } from '../../../lib/enums';

/** How many recent inquiries and vehicles the admin dashboard lists (spec section 9). */
export const RECENT_LIMIT = 5;

/** Total and pending ('new' or 'in-progress'; a missing status counts as new, spec section 4). */
export function inquiryFigures(inquiries: readonly { status: string | null | undefined }[]): { total: number; pending: number } {
  const pending = inquiries.filter((q) => !q.status || OPEN_INQUIRY_STATUSES.includes(q.status as InquiryStatus)).length;
  return { total: inquiries.length, pending };
}

export function testimonialFigures(testimonials: readonly { isApproved: boolean }[]): { total: number; approved: number } {
  return { total: testimonials.length, approved: testimonials.filter((t) => t.isApproved).length };
}
