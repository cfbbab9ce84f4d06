import { readBookingForm } from '#src/lib/leads/lead-form';
import { appointmentInputSchema, type AppointmentInput } from '#src/lib/validation/appointment';
import type { LeadForm } from '#src/server/leads/lead-form-post';
import { bookingLead } from './booking-lead';

/**
 * /book without JavaScript: the form posts here (`?form=appointment`) and goes through the same
 * pipeline as the JSON API (the booking rules stay in bookingLead); a booking placed is answered
 * with a redirect to /book?booked=<calendar token>, its confirmation: the time, until when it is held,
 * "Add to calendar". The manage link, which confirms a held booking, travels only by e-mail.
 */
export const bookingForm: LeadForm<AppointmentInput, number, undefined> = {
  kind: 'appointment',
  lead: bookingLead,
  schema: appointmentInputSchema,
  read: readBookingForm,
  location: (body) => {
    const calendar =
      'calendar' in body && typeof body.calendar === 'string' ? new URL(body.calendar, 'http://x').searchParams.get('token') : null;
    return calendar ? `/book?${new URLSearchParams({ booked: calendar })}#booking-form` : null;
  },
};
