import { listPendingRequests } from '#src/db/queries/appointments';
import { toStaffAppointment } from '#src/server/appointments/staff-view';
import { endpoint } from '#src/server/endpoint';
import { appointmentRequestsAnswer } from '#src/lib/api-answers/appointments';

/** Staff: the requests waiting for an answer, in any week (the queue above the calendar). */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'appointments:read',
    summary: 'List the appointment requests waiting for staff',
    response: {
      status: 200,
      description: '`{ total, items }`: upcoming requests not yet confirmed by staff (online holds excluded), soonest first, at most 50',
      schema: appointmentRequestsAnswer,
    },
  },
  () => {
    const { total, items } = listPendingRequests();
    return { total, items: items.map(toStaffAppointment) };
  },
);
