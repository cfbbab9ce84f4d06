import type { AppointmentView } from '#src/db/queries/appointments';

/** What staff screens get: everything but the link salt (the visitor's link stays the visitor's). */
export function toStaffAppointment(view: AppointmentView) {
  const { linkSalt: _salt, ...rest } = view;
  return rest;
}
export type StaffAppointment = ReturnType<typeof toStaffAppointment>;
