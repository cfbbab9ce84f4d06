import { setAppointmentStatus } from '#src/db/queries/appointments';
import { bookingFailure } from '#src/server/appointments/booking';
import { notifyCustomer } from '#src/server/appointments/notify';
import { getAppointmentSettings } from '#src/server/appointments/settings';
import { toStaffChange } from '#src/server/appointments/staff-view';
import { endpoint, idParams } from '#src/server/endpoint';
import { staffStatusSchema } from '#src/lib/validation/appointment-settings';
import { staffAppointmentChangeAnswer } from '#src/lib/api-answers/appointments';

/** Staff: confirm or cancel; the visitor is told by e-mail. */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Confirm or cancel an appointment',
    params: idParams,
    body: staffStatusSchema,
    notFound: 'Appointment not found',
    response: {
      status: 200,
      description: 'The appointment with its new status (StaffAppointment); the visitor is e-mailed',
      schema: staffAppointmentChangeAnswer,
    },
  },
  async ({ params, body, actor }) => {
    const result = setAppointmentStatus(params.id, body.status, actor, body.reason, body.meetingUrl, getAppointmentSettings());
    if ('failure' in result) return bookingFailure(result.failure);
    const mail = await notifyCustomer(result, body.status);
    return toStaffChange(result, mail);
  },
);
