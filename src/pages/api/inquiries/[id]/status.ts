import { setInquiryStatus } from '../../../../db/queries/inquiries';
import { endpoint, fail, idParams } from '../../../../lib/server/endpoint';
import { inquiryStatusSchema } from '../../../../lib/validation/inquiry';

export const PUT = endpoint(
  { access: 'staff', params: idParams, body: inquiryStatusSchema, notFound: 'Inquiry not found' },
  ({ params, body, actor }) => setInquiryStatus(params.id, body.status, actor) ?? fail('not-found', 'Inquiry not found'),
);
