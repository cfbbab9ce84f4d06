import { getInquiryDetail } from '#src/db/queries/inquiries';
import { endpoint, fail, idParams } from '#src/server/endpoint';

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Get an inquiry',
    response: { status: 200, description: "The inquiry with its vehicle, replies, appointment and the customer's consent (InquiryDetail)" },
    params: idParams,
    notFound: 'Inquiry not found',
  },
  ({ params }) => getInquiryDetail(params.id) ?? fail('not-found', 'Inquiry not found'),
);
