import { getInquiryDetail } from '../../../../db/queries/inquiries';
import { endpoint, fail, idParams } from '../../../../lib/server/endpoint';

export const GET = endpoint(
  { access: 'staff', params: idParams, notFound: 'Inquiry not found' },
  ({ params }) => getInquiryDetail(params.id) ?? fail('not-found', 'Inquiry not found'),
);
