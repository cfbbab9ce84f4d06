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

/**
 * The status the visitor reads on their own page: a booking they confirmed from
 * their e-mail reads "Confirmed" (staff's own confirmation is theirs to see).
 */
export function visitorStatusLabel(a: { status: AppointmentStatus; customerConfirmedAt?: Date | null }): string {
  return a.status === 'requested' && a.customerConfirmedAt ? APPOINTMENT_STATUS_LABELS.confirmed : APPOINTMENT_STATUS_LABELS[a.status];
}
