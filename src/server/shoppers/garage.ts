import { getAppointment, listAppointmentsByEmail, type AppointmentView } from '#src/db/queries/appointments';
import { getMarketingConsent, listConsentRecords } from '#src/db/queries/consent';
import { listOffersByEmail, listTradeInsByEmail } from '#src/db/queries/shopper-garage';
import type { Shopper } from '#src/db/queries/shoppers';
import { isHeld, manageLinkExpired } from '#src/lib/appointments/holds';
import { formatAppointmentTime } from '#src/lib/appointments/time-zone';

/**
 * My garage's records: what the signed-in shopper booked, offered, asked a price for and agreed to, found by
 * the account's verified e-mail (any letter case). Only the shopper's own, and only what they sent or were
 * told (no staff notes, no other customer on the same car).
 */
export function shopperGarage(shopper: Shopper, now = new Date()) {
  const email = shopper.email ?? '';
  if (!email)
    return { appointments: [], offers: [], tradeIns: [], consent: { state: 'none' as const, since: null, until: null }, consents: [] };
  const appointments = listAppointmentsByEmail(email).map((a) => {
    const changeable = a.status !== 'cancelled' && !manageLinkExpired(a, now);
    return {
      id: a.id,
      kind: a.kind,
      status: a.status,
      start: a.startsAt.toISOString(),
      end: a.endsAt.toISOString(),
      when: formatAppointmentTime(a.startsAt),
      /** An online booking still to be confirmed from its e-mail; until then it only holds its slot. */
      heldUntil: isHeld(a) ? a.holdUntil!.toISOString() : null,
      vehicle: a.vehicleId ? { id: a.vehicleId, title: a.vehicleTitle, status: a.vehicleStatus } : null,
      canCancel: changeable,
      canReschedule: changeable && a.vehicleStatus !== 'sold',
    };
  });
  const consent = getMarketingConsent(email, now);
  return {
    appointments,
    offers: listOffersByEmail(email).map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    tradeIns: listTradeInsByEmail(email).map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
    consent: {
      state: consent.state,
      since: consent.since?.toISOString() ?? null,
      until: consent.until?.toISOString() ?? null,
    },
    consents: listConsentRecords(email)
      .reverse()
      .map((c) => ({ id: c.id, basis: c.basis, granted: c.granted, source: c.source, wording: c.wording, at: c.createdAt.toISOString() })),
  };
}
export type ShopperGarage = ReturnType<typeof shopperGarage>;

/**
 * One of the shopper's own appointments that they may still change, or undefined: someone else's, an
 * unknown id and one that is over are all "not found" (nothing tells another customer's bookings apart).
 */
export function findOwnAppointment(shopper: Shopper, id: number, now = new Date()): AppointmentView | undefined {
  const appointment = getAppointment(id);
  const email = shopper.email?.trim().toLowerCase();
  if (!appointment || !email || appointment.email.trim().toLowerCase() !== email) return undefined;
  return manageLinkExpired(appointment, now) ? undefined : appointment;
}
