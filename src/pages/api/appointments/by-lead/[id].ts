import { getAppointmentByInquiry } from '#src/db/queries/appointments';
import { toStaffAppointment } from '#src/server/appointments/staff-view';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { staffAppointmentAnswer } from '#src/lib/api-answers/appointments';

/** Staff: the appointment of a lead (inquiry id), for the inbox's "Open in the calendar". */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'appointments:read',
    summary: 'Get the appointment of a lead',
    params: idParams,
    notFound: 'Appointment not found',
    response: { status: 200, description: 'The appointment booked with this inquiry (StaffAppointment)', schema: staffAppointmentAnswer },
  },
  ({ params }) => {
    const view = getAppointmentByInquiry(params.id);
    return view ? toStaffAppointment(view) : fail('not-found', 'Appointment not found');
  },
);
