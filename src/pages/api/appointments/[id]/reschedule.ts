import { rescheduleAppointment } from '#src/db/queries/appointments';
import { bookingFailure } from '#src/server/appointments/booking';
import { notifyCustomer } from '#src/server/appointments/notify';
import { getAppointmentSettings } from '#src/server/appointments/settings';
import { toStaffChange } from '#src/server/appointments/staff-view';
import { endpoint, idParams } from '#src/server/endpoint';
import { staffRescheduleSchema } from '#src/lib/validation/appointment-settings';
import { staffAppointmentChangeAnswer } from '#src/lib/api-answers/appointments';

/** Staff: move to another free slot (same rules as visitors); the visitor gets the new time and invitation. */
export const POST = endpoint(
  {
    access: 'staff',
    summary: 'Move an appointment to another free slot',
    params: idParams,
    body: staffRescheduleSchema,
    notFound: 'Appointment not found',
    response: {
      status: 200,
      description: 'The appointment at its new time (StaffAppointment); the visitor is e-mailed',
      schema: staffAppointmentChangeAnswer,
    },
  },
  async ({ params, body, actor }) => {
    const result = rescheduleAppointment(params.id, new Date(body.start), getAppointmentSettings(), actor);
    if ('failure' in result) return bookingFailure(result.failure);
    const mail = await notifyCustomer(result, 'rescheduled');
    return toStaffChange(result, mail);
  },
);
