import type { AppointmentKind, AppointmentStatus } from '#src/lib/appointments/enums';
import type { WeeklyHours } from '#src/lib/appointments/opening-hours';
import type { LeadType } from '#src/lib/enums';

/** GET /api/appointments items (dates as ISO strings). */
export type AppointmentDto = {
  id: number;
  inquiryId: number;
  kind: AppointmentKind;
  startsAt: string;
  endsAt: string;
  bay: number;
  status: AppointmentStatus;
  sequence: number;
  cancelledBy: 'customer' | 'staff' | null;
  cancelReason: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  inquiryStatus: string;
  vehicleId: number | null;
  vehicleTitle: string | null;
  vehicleStatus: string | null;
  vehicleImage: string | null;
  createdAt: string;
};

export type OtherLeadDto = { id: number; type: LeadType; subject: string; status: string; createdAt: string; vehicleId: number | null };
export type ConsentDto = {
  state: 'express' | 'implied' | 'withdrawn' | 'none';
  since: string | null;
  until: string | null;
  expiredAt?: string;
  basis?: string;
};
export type AppointmentDetailDto = AppointmentDto & { otherLeads: OtherLeadDto[]; consent: ConsentDto };
export type BlockDto = { id: number; startsAt: string; endsAt: string; reason: string };
export type RulesDto = { weeklyHours: WeeklyHours; slotMinutes: number; bays: number; noticeMinutes: number };
export type ChangeAnswer = AppointmentDto & { delivery: 'smtp' | 'outbox' | 'failed'; deliveryError: string | null };

export const asDates = <T extends { startsAt: string; endsAt: string }>(e: T) => ({
  ...e,
  startsAt: new Date(e.startsAt),
  endsAt: new Date(e.endsAt),
});
