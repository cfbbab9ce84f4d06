import { rescheduleAppointment } from '../../../../db/queries/appointments';
import { bookingFailure } from '../../../../lib/server/appointments/booking';
import { notifyCustomer } from '../../../../lib/server/appointments/notify';
import { getAppointmentSettings } from '../../../../lib/server/appointments/settings';
import { toStaffAppointment } from '../../../../lib/server/appointments/staff-view';
import { endpoint, idParams } from '../../../../lib/server/endpoint';
import { staffRescheduleSchema } from '../../../../lib/validation/appointment-settings';

/** Staff: move to another free slot (same rules as visitors); the visitor gets the new time and invitation. */
export const POST = endpoint(
  { access: 'staff', params: idParams, body: staffRescheduleSchema, notFound: 'Appointment not found' },
  async ({ params, body, actor }) => {
    const result = rescheduleAppointment(params.id, new Date(body.start), getAppointmentSettings(), actor);
    if ('failure' in result) return bookingFailure(result.failure);
    const mail = await notifyCustomer(result, 'rescheduled');
    return { ...toStaffAppointment(result), delivery: mail.delivery, deliveryError: mail.error };
  },
);
