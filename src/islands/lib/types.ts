/**
 * The shapes the portal screens receive from the API (/api-reference): the
 * server's own types (`import type` only: nothing of the server reaches the
 * browser) with dates as ISO strings, as JSON carries them.
 */
import type { InquiryDetail, InquiryListItem } from '#src/db/queries/inquiries';
import type { ActivityEntry, GarageRegisterEntry, InquiryReply } from '#src/db/schema';
import type { MediaItemAnswer } from '#src/lib/api-answers/media';
import type { TestimonialAnswer } from '#src/lib/api-answers/testimonials';
import type { VehicleAnswer, VehicleRowAnswer } from '#src/lib/api-answers/vehicles';

/** A value as JSON carries it: every Date, at any depth, becomes an ISO string (arrays and tuples keep their shape). */
export type Json<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

/** A vehicle as staff get it (the API's answer schema, src/lib/api-answers/vehicles.ts). */
export type VehicleDto = VehicleAnswer;
export type RegisterEntryDto = Json<GarageRegisterEntry>;
export type TestimonialDto = TestimonialAnswer;
export type ActivityDto = Json<ActivityEntry>;
export type ReplyDto = Json<InquiryReply>;

/** GET /api/inquiries items (listInquiries), the inquiry of a reply's answer. */
export type InquiryDto = Json<InquiryListItem>;
/** GET /api/inquiries/{id} (getInquiryDetail). */
export type InquiryWithReplies = Json<InquiryDetail>;

export type ReplyAnswer = {
  reply: ReplyDto;
  inquiry: InquiryDto;
  delivery: 'smtp' | 'outbox' | 'failed';
  message: string;
};

/** GET /api/media items: the library's images with the vehicles using each. */
export type MediaDto = MediaItemAnswer;

/** Rows of the paged staff lists (docs/api-lists.md), as JSON carries them. */
export type VehicleRowDto = VehicleRowAnswer;
/** A row of the leads list; `otherLeads` (how many other leads share the e-mail) comes with the paged list only. */
export type InquiryRowDto = Json<import('#src/db/queries/lists/inquiry-list').InquiryRow> & { otherLeads?: number };
