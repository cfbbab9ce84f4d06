export const APPOINTMENT_KINDS = ['viewing', 'test-drive'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = { viewing: 'Private viewing', 'test-drive': 'Test drive' };

/** requested: booked online, the slot is held; confirmed: staff confirmed it; cancelled frees the slot. */
export const APPOINTMENT_STATUSES = ['requested', 'confirmed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};
