import { getAppointment } from '#src/db/queries/appointments';
import { toStaffAppointmentDetail } from '#src/server/appointments/staff-view';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { staffAppointmentDetailAnswer } from '#src/lib/api-answers/appointments';

/** Staff: one appointment with the customer's other leads (same e-mail) and marketing consent. */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'appointments:read',
    summary: 'Get an appointment',
    params: idParams,
    notFound: 'Appointment not found',
    response: {
      status: 200,
      description: "The appointment with the customer's other leads and marketing consent (StaffAppointment)",
      schema: staffAppointmentDetailAnswer,
    },
  },
  ({ params }) => {
    const view = getAppointment(params.id);
    if (!view) return fail('not-found', 'Appointment not found');
    return toStaffAppointmentDetail(view);
  },
);
