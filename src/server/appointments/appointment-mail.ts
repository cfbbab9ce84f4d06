import { createEvent } from 'ics';
import { APPOINTMENT_KIND_LABELS } from '#src/lib/appointments/enums';
import { DEALER_TIME_ZONE, formatAppointmentTime, formatLongDate, formatSlotTime } from '#src/lib/appointments/time-zone';
import { DEALER } from '#src/lib/dealer';
import type { DealerContact } from '#src/db/queries/dealer-settings';
import type { MailMessage } from '#src/server/mail';

/** What an appointment e-mail needs to know; the view from db/queries/appointments fits. */
export type AppointmentMailSource = {
  id: number;
  kind: keyof typeof APPOINTMENT_KIND_LABELS;
  startsAt: Date;
  endsAt: Date;
  sequence: number;
  name: string;
  email: string;
  vehicleId: number | null;
  vehicleTitle: string | null;
  cancelReason?: string | null;
  /** Set while an online booking waits for the visitor to confirm it from this e-mail (src/lib/appointments/holds.ts). */
  holdUntil?: Date | null;
};
export type AppointmentMailEvent = 'booked' | 'confirmed' | 'rescheduled' | 'cancelled';

/** Subject prefixes (the subject reads "Confirmed: your private viewing on Saturday, November 28 at 10:00 AM"). */
const SUBJECT_PREFIX: Record<AppointmentMailEvent, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  rescheduled: 'New time',
  cancelled: 'Cancelled',
};
const HEADINGS: Record<AppointmentMailEvent, string> = {
  booked: 'Your {kind} is booked',
  confirmed: 'Your {kind} is confirmed',
  rescheduled: 'Your {kind} has a new time',
  cancelled: 'Your {kind} is cancelled',
};
const LEADS: Record<AppointmentMailEvent, string> = {
  booked: 'Thank you for booking a {kind}. The time is held for you, and a member of our team will confirm it shortly.',
  confirmed: 'Your {kind} is confirmed. We look forward to welcoming you.',
  rescheduled: 'Your {kind} has a new time. The calendar invitation attached replaces the previous one.',
  cancelled: 'Your {kind} has been cancelled. The attached update removes it from your calendar.',
};

/**
 * The visitor's e-mail about their appointment: plain text, an HTML version and an
 * .ics attachment made by the `ics` library (the same UID every time and a rising
 * SEQUENCE, so calendar programs update or remove the one event). The caller adds the
 * sender identification (withSenderIdentification).
 */
export function composeAppointmentMail(
  appt: AppointmentMailSource,
  event: AppointmentMailEvent,
  links: { manage: string; origin: string },
  dealer: DealerContact,
): MailMessage {
  const kind = APPOINTMENT_KIND_LABELS[appt.kind].toLowerCase();
  const fill = (s: string) => s.replace('{kind}', kind);
  const when = formatAppointmentTime(appt.startsAt);
  const confirmFirst = event === 'booked' && appt.holdUntil ? 'please confirm ' : '';
  const subject = `${SUBJECT_PREFIX[event]}: ${confirmFirst}your ${kind} on ${formatLongDate(appt.startsAt).replace(/, \d{4}$/, '')} at ${formatSlotTime(appt.startsAt)}`;
  const address = `${dealer.street}, ${dealer.city}, ${dealer.region} ${dealer.postalCode}`;
  const vehicleUrl = appt.vehicleId ? `${links.origin}/inventory/${appt.vehicleId}` : null;
  const details: [string, string][] = [
    ['When', `${when} (${durationText(appt)}, Toronto time)`],
    ['What', APPOINTMENT_KIND_LABELS[appt.kind]],
    ...(appt.vehicleTitle ? ([['Vehicle', appt.vehicleTitle]] as [string, string][]) : []),
    ['Where', `${DEALER.name}, ${address}`],
  ];
  const cancelled = event === 'cancelled';
  const held = event === 'booked' && appt.holdUntil ? appt.holdUntil : null;
  const action = cancelled
    ? { label: 'Book another time', url: `${links.origin}/book${appt.vehicleId ? `?vehicle=${appt.vehicleId}` : ''}` }
    : held
      ? { label: 'Confirm your booking', url: links.manage }
      : { label: 'Reschedule or cancel', url: links.manage };
  // An unconfirmed hold: the one thing the visitor must do, and by when, comes first.
  const lead = held
    ? `Thank you for booking a ${kind}. Please confirm it by ${formatSlotTime(held)} (Toronto time) with the button below: until you do, the time is only held for you, and an unconfirmed booking is released after that. A member of our team will then confirm it shortly.`
    : fill(LEADS[event]);

  const text = [
    `Dear ${appt.name},`,
    '',
    lead,
    ...(cancelled && appt.cancelReason ? ['', appt.cancelReason] : []),
    '',
    ...details.map(([k, v]) => `${k}: ${v}`),
    ...(vehicleUrl ? [`Vehicle page: ${vehicleUrl}`] : []),
    '',
    `${action.label}: ${action.url}`,
    ...(held ? ['(The same page lets you reschedule or cancel.)'] : []),
    '',
    `Questions? Call us at ${dealer.phoneDisplay} or reply to this e-mail.`,
    '',
    DEALER.name,
  ].join('\n');

  const ics = buildIcs(appt, event, { address, dealer, manage: cancelled ? null : links.manage });
  return {
    to: appt.email,
    subject,
    body: text,
    html: renderHtml({
      title: held ? `Please confirm your ${kind}` : fill(HEADINGS[event]),
      lead,
      reason: cancelled ? appt.cancelReason : null,
      name: appt.name,
      details,
      vehicleUrl,
      action,
      dealer,
    }),
    attachments: [
      {
        filename: cancelled ? 'cancelled.ics' : 'appointment.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
      },
    ],
  };
}

function durationText(appt: Pick<AppointmentMailSource, 'startsAt' | 'endsAt'>): string {
  const minutes = Math.round((appt.endsAt.getTime() - appt.startsAt.getTime()) / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
}

/** The calendar invitation. UTC times: every calendar program shows them in its own zone, DST included. */
export function buildIcs(
  appt: AppointmentMailSource,
  event: AppointmentMailEvent,
  p: { address: string; dealer: DealerContact; manage: string | null },
): string {
  const cancelled = event === 'cancelled';
  const { error, value } = createEvent({
    productId: '-//Atelier Motor Gallery//Appointments//EN',
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    uid: `appointment-${appt.id}@${new URL(DEALER.siteUrl).hostname}`,
    sequence: appt.sequence,
    start: appt.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: appt.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${APPOINTMENT_KIND_LABELS[appt.kind]} at ${DEALER.name}${appt.vehicleTitle ? `: ${appt.vehicleTitle}` : ''}`,
    description: [
      `${APPOINTMENT_KIND_LABELS[appt.kind]}${appt.vehicleTitle ? ` of the ${appt.vehicleTitle}` : ''}.`,
      `Times are ${DEALER_TIME_ZONE} time on our side; your calendar shows them in yours.`,
      `Questions: ${p.dealer.phoneDisplay}, ${p.dealer.email}.`,
      ...(p.manage ? [`Reschedule or cancel: ${p.manage}`] : []),
    ].join('\n'),
    location: `${DEALER.name}, ${p.address}`,
    geo: { lat: 43.8372, lon: -79.5083 },
    status: cancelled ? 'CANCELLED' : event === 'booked' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    organizer: { name: DEALER.name, email: p.dealer.email },
    ...(p.manage ? { url: p.manage } : {}),
    ...(cancelled
      ? {}
      : {
          alarms: [
            { action: 'display' as const, description: 'Appointment at Atelier Motor Gallery', trigger: { hours: 2, before: true } },
          ],
        }),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar invitation');
  return value;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A table layout with inline styles: what mail programs render the same way. */
function renderHtml(p: {
  title: string;
  lead: string;
  reason?: string | null;
  name: string;
  details: [string, string][];
  vehicleUrl: string | null;
  action: { label: string; url: string };
  dealer: DealerContact;
}): string {
  const serif = "font-family:'Cormorant Garamond',Georgia,'Times New Roman',serif";
  const sans = 'font-family:Helvetica,Arial,sans-serif';
  const rows = p.details
    .map(
      ([k, v]) =>
        `<tr><td style="padding:12px 0;border-top:1px solid #e6ddcb;${sans};font-size:11px;letter-spacing:2px;text-transform:uppercase;color:#7a5c30;width:96px;vertical-align:top">${esc(k)}</td><td style="padding:12px 0;border-top:1px solid #e6ddcb;${sans};font-size:15px;line-height:1.5;color:#17171a">${esc(v)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${esc(p.title)}</title></head>
<body style="margin:0;padding:0;background:#f6f1e7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1e7"><tr><td align="center" style="padding:0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px">
<tr><td style="background:#0e0e10;padding:28px 32px;text-align:center"><span style="${serif};font-size:22px;letter-spacing:6px;color:#f6f1e7">ATELIER</span><br><span style="${sans};font-size:10px;letter-spacing:4px;color:#b08d57">MOTOR GALLERY</span></td></tr>
<tr><td style="background:#ffffff;padding:40px 32px 32px">
<p style="margin:0 0 8px;${sans};font-size:11px;letter-spacing:3px;text-transform:uppercase;color:#7a5c30">By appointment</p>
<h1 style="margin:0 0 20px;${serif};font-weight:500;font-size:32px;line-height:1.15;color:#0e0e10">${esc(p.title)}</h1>
<p style="margin:0 0 12px;${sans};font-size:15px;line-height:1.6;color:#17171a">Dear ${esc(p.name)},</p>
<p style="margin:0 0 24px;${sans};font-size:15px;line-height:1.6;color:#17171a">${esc(p.lead)}</p>
${p.reason ? `<p style="margin:0 0 24px;padding:12px 16px;border-left:2px solid #b08d57;${sans};font-size:14px;line-height:1.6;color:#17171a">${esc(p.reason)}</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 28px;border-bottom:1px solid #e6ddcb">${rows}</table>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#0e0e10"><a href="${esc(p.action.url)}" style="display:inline-block;padding:15px 28px;${sans};font-size:12px;letter-spacing:3px;text-transform:uppercase;color:#f6f1e7;text-decoration:none">${esc(p.action.label)}</a></td></tr></table>
${p.vehicleUrl ? `<p style="margin:20px 0 0;${sans};font-size:14px"><a href="${esc(p.vehicleUrl)}" style="color:#7a5c30">View the vehicle</a></p>` : ''}
<p style="margin:28px 0 0;${sans};font-size:14px;line-height:1.6;color:#5f5a52">Questions? Call us at ${esc(p.dealer.phoneDisplay)} or reply to this e-mail.</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
