import { listOtherLeads, type AppointmentView } from '#src/db/queries/appointments';
import { getMarketingConsent } from '#src/db/queries/consent';
import type { MailResult } from '#src/server/mail/mail';

/** What staff screens get: everything but the link salt (the visitor's link stays the visitor's). */
export function toStaffAppointment(view: AppointmentView) {
  const { linkSalt: _salt, ...rest } = view;
  return rest;
}
export type StaffAppointment = ReturnType<typeof toStaffAppointment>;

/** GET /api/appointments/{id}: the appointment with the customer's other leads (same e-mail) and marketing consent. */
export function toStaffAppointmentDetail(view: AppointmentView) {
  return {
    ...toStaffAppointment(view),
    otherLeads: listOtherLeads(view.email, view.inquiryId),
    consent: getMarketingConsent(view.email),
  };
}
export type StaffAppointmentDetail = ReturnType<typeof toStaffAppointmentDetail>;

/** A staff change (confirm, cancel, reschedule): the appointment after it, and how the visitor's e-mail went. */
export function toStaffChange(view: AppointmentView, mail: Pick<MailResult, 'delivery' | 'error'>) {
  return { ...toStaffAppointment(view), delivery: mail.delivery, deliveryError: mail.error };
}
export type StaffChange = ReturnType<typeof toStaffChange>;
