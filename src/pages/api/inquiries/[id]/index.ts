import { getInquiryDetail } from '#src/db/queries/inquiries';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { inquiryDetailAnswer } from '#src/lib/api-answers/inquiries';

export const GET = endpoint(
  {
    access: 'staff',
    scope: 'leads:read',
    summary: 'Get an inquiry',
    params: idParams,
    notFound: 'Inquiry not found',
    response: {
      status: 200,
      description: "The inquiry with its vehicle, replies, appointment and the customer's consent (InquiryDetail)",
      schema: inquiryDetailAnswer,
    },
  },
  ({ params }) => getInquiryDetail(params.id) ?? fail('not-found', 'Inquiry not found'),
);
