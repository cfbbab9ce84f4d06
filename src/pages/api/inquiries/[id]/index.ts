import { getInquiryDetail } from '#src/db/queries/inquiries';
import { endpoint, fail, idParams } from '#src/server/endpoint';

export const GET = endpoint(
  { access: 'staff', params: idParams, notFound: 'Inquiry not found' },
  ({ params }) => getInquiryDetail(params.id) ?? fail('not-found', 'Inquiry not found'),
);
