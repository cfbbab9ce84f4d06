/**
 * The shapes the portal screens receive from the API (docs/api-*.md): the
 * database row types with dates as ISO strings, as JSON carries them.
 */
import type { ActivityEntry, GarageRegisterEntry, Inquiry, InquiryReply, Testimonial, Vehicle } from '#src/db/schema';

/** A row as JSON: Date fields become ISO strings. */
export type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type VehicleDto = Json<Vehicle>;
export type RegisterEntryDto = Json<GarageRegisterEntry>;
export type TestimonialDto = Json<Testimonial>;
export type ActivityDto = Json<ActivityEntry>;
export type ReplyDto = Json<InquiryReply>;

export type InquiryDto = Json<Inquiry> & {
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  replyCount?: number;
};
export type InquiryWithReplies = InquiryDto & { replies: ReplyDto[] };

export type ReplyAnswer = {
  reply: ReplyDto;
  inquiry: InquiryDto;
  delivery: 'smtp' | 'outbox' | 'failed';
  message: string;
};

export type MediaDto = {
  id: number;
  url: string;
  width: number;
  height: number;
  bytes: number;
  originalName: string | null;
  createdAt: string;
  usedBy: { id: number; year: number; make: string; model: string }[];
};

/** Rows of the paged staff lists (docs/api-lists.md), as JSON carries them. */
export type VehicleRowDto = Json<import('#src/db/queries/lists/vehicle-list').VehicleRow>;
/** A row of the leads list; `otherLeads` (how many other leads share the e-mail) comes with the paged list only. */
export type InquiryRowDto = Json<import('#src/db/queries/lists/inquiry-list').InquiryRow> & { otherLeads?: number };
