import { setInquiryStatus } from '#src/db/queries/inquiries';
import { endpoint, fail, idParams } from '#src/server/endpoint';
import { inquiryStatusSchema } from '#src/lib/validation/inquiry';
import { inquiryAnswer } from '#src/lib/api-answers/inquiries';

export const PUT = endpoint(
  {
    access: 'staff',
    scope: 'leads:write',
    summary: "Set an inquiry's status",
    params: idParams,
    body: inquiryStatusSchema,
    notFound: 'Inquiry not found',
    response: { status: 200, description: 'The inquiry with its new status', schema: inquiryAnswer },
  },
  ({ params, body, actor }) => setInquiryStatus(params.id, body.status, actor) ?? fail('not-found', 'Inquiry not found'),
);
