import type { InquiryStatus } from './enums';

/** The fields the employee inquiry search looks at (spec §5 'Inquiry search'). */
export type SearchableInquiry = {
  name: string;
  email: string;
  subject: string;
  message: string;
  status?: string | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
};

export type InquiryStatusFilter = 'all' | InquiryStatus;

/** True when `query` (trimmed, any case) is part of the name, email, subject, message, vehicle make or model; a blank query matches all. */
export function matchesInquiryQuery(inquiry: SearchableInquiry, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [inquiry.name, inquiry.email, inquiry.subject, inquiry.message, inquiry.vehicleMake, inquiry.vehicleModel].some(
    (field) => typeof field === 'string' && field.toLocaleLowerCase().includes(needle),
  );
}

/** A missing status counts as new (spec §4). */
export function matchesInquiryStatus(inquiry: Pick<SearchableInquiry, 'status'>, status: InquiryStatusFilter): boolean {
  return status === 'all' || (inquiry.status || 'new') === status;
}

/** The search combined with the status filter, order kept. */
export function searchInquiries<T extends SearchableInquiry>(
  inquiries: readonly T[],
  query: string,
  status: InquiryStatusFilter = 'all',
): T[] {
  return inquiries.filter((i) => matchesInquiryStatus(i, status) && matchesInquiryQuery(i, query));
}

/** True when a search or a status filter narrows the list (the empty state then says to adjust them). */
export function isInquiryFilterActive(query: string, status: InquiryStatusFilter): boolean {
  return query.trim() !== '' || status !== 'all';
}
