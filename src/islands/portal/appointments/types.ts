import type { AppointmentBlock } from '#src/db/schema';
import type { SlotRules } from '#src/lib/appointments/slots';
import type { Json } from '#src/islands/lib/types';
import type { StaffAppointment, StaffAppointmentDetail, StaffChange } from '#src/server/appointments/staff-view';

/** The calendar's answers, as the server types them (src/server/appointments/staff-view.ts), dates as ISO strings. */
export type AppointmentDto = Json<StaffAppointment>;
export type AppointmentDetailDto = Json<StaffAppointmentDetail>;
export type OtherLeadDto = AppointmentDetailDto['otherLeads'][number];
export type ConsentDto = AppointmentDetailDto['consent'];
export type BlockDto = Json<AppointmentBlock>;
export type RulesDto = Json<SlotRules>;
/** POST /api/appointments/{id}/status and /reschedule. */
export type ChangeAnswer = Json<StaffChange>;

export const asDates = <T extends { startsAt: string; endsAt: string }>(e: T) => ({
  ...e,
  startsAt: new Date(e.startsAt),
  endsAt: new Date(e.endsAt),
});
