import { calendarToken, manageToken, type AppointmentView } from '#src/db/queries/appointments';
import { isHeld } from '#src/lib/appointments/holds';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import { APPOINTMENT_KIND_LABELS } from '#src/lib/appointments/enums';
import { withSenderIdentification } from '#src/server/consent/sender-footer';
import { publicOrigin } from '#src/server/consent/unsubscribe';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { sendMail, type MailResult } from '#src/server/mail/mail';
import {
  buildIcs,
  composeAppointmentMail,
  composeStaffAppointmentNotice,
  type AppointmentMailEvent,
  type CustomerChange,
} from './appointment-mail';

/** The visitor's own link to their appointment (cancel, reschedule). */
export function manageUrl(appointment: Pick<AppointmentView, 'id' | 'linkSalt'>): string {
  return `${publicOrigin()}/book/manage?token=${manageToken(appointment)}`;
}

/** "Add to calendar": the appointment's .ics as it stands (the same UID as the e-mails' invitations, so it updates the one event). */
export function calendarPath(appointment: Pick<AppointmentView, 'id' | 'linkSalt'>): string {
  return `/api/appointments/manage/calendar?token=${calendarToken(appointment)}`;
}

/** The .ics of the appointment now: confirmed, still requested (tentative) or cancelled. */
export function appointmentCalendar(appointment: AppointmentView): string {
  const dealer = getDealerContact();
  const event: AppointmentMailEvent =
    appointment.status === 'cancelled' ? 'cancelled' : appointment.status === 'confirmed' ? 'confirmed' : 'booked';
  const address = `${dealer.street}, ${dealer.city}, ${dealer.region} ${dealer.postalCode}`;
  // A booking still held (not confirmed from its e-mail) gets no manage link here: that link confirms it.
  const manage = event === 'cancelled' || isHeld(appointment) ? null : manageUrl(appointment);
  return buildIcs(appointment, event, { address, dealer, manage });
}

/**
 * Tells the visitor about their appointment (booked, confirmed, moved, cancelled) and logs
 * the e-mail in the outbox. Never throws: a refused e-mail is logged as failed, and the
 * change it reports stands (staff see the delivery in the outbox).
 */
export async function notifyCustomer(appointment: AppointmentView, event: AppointmentMailEvent): Promise<MailResult> {
  const dealer = getDealerContact();
  const composed = composeAppointmentMail(appointment, event, { manage: manageUrl(appointment), origin: publicOrigin() }, dealer);
  const mail = withSenderIdentification(
    // The manage link confirms, moves or cancels the booking: the outbox keeps a placeholder for its token.
    { ...composed, privateLinks: [{ kind: 'appointment', token: manageToken(appointment), ref: appointment.id }] },
    dealer,
    `You receive this e-mail because you booked a ${APPOINTMENT_KIND_LABELS[appointment.kind].toLowerCase()} with us.`,
  );
  const result = await sendMail(mail);
  try {
    recordOutboxMessage(mail, result, appointment.inquiryId);
  } catch (error) {
    console.error('Could not log an appointment e-mail in the outbox', error);
  }
  return result;
}

/**
 * Tells the dealer that a customer cancelled or moved their appointment from the manage link,
 * and logs it in the outbox. Never throws, like notifyCustomer.
 */
export async function notifyStaffOfCustomerChange(
  appointment: AppointmentView,
  change: CustomerChange,
  previousStart?: Date,
): Promise<MailResult> {
  const dealer = getDealerContact();
  const mail = composeStaffAppointmentNotice(appointment, change, { previousStart, origin: publicOrigin() }, dealer);
  const result = await sendMail(mail);
  try {
    recordOutboxMessage(mail, result, appointment.inquiryId);
  } catch (error) {
    console.error('Could not log an appointment notice in the outbox', error);
  }
  return result;
}
