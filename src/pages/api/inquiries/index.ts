import { z } from 'zod';
import { listInquiries } from '#src/db/queries/inquiries';
import { listInquiryPage } from '#src/db/queries/lists/inquiry-list';
import { inquiryListQuerySchema } from '#src/lib/lists/inquiry-list';
import { pagedOr } from '#src/lib/lists/paging';
import { endpoint } from '#src/server/endpoint';
import { answerPublicLead } from '#src/server/leads/accept-public-lead';
import { inquiryLead } from '#src/server/leads/public-leads';
import { inquiryInputSchema } from '#src/lib/validation/inquiry';
import { leadReceivedAnswer } from '#src/lib/api-answers/leads';
import { inquiryListAnswer } from '#src/lib/api-answers/inquiries';

/** With ?page=: one page of the leads list (docs/api-lists.md); without: every inquiry, newest first. */
export const GET = endpoint(
  {
    access: 'staff',
    scope: 'leads:read',
    summary: 'List inquiries',
    query: pagedOr(z.object({}), inquiryListQuerySchema),
    response: {
      status: 200,
      description: 'With ?page=: a page `{ items, total, page, pageSize, counts }` of leads; without: every inquiry, newest first',
      schema: inquiryListAnswer,
    },
  },
  ({ query }) => (query.paged ? listInquiryPage(query) : listInquiries()),
);

/** The public inquiry form once hydrated (without JavaScript it posts to its page: src/server/leads/inquiry-form-post.ts). */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Send an inquiry (public contact form)',
    body: inquiryInputSchema,
    response: {
      status: 201,
      description: "`{ id, message: 'Inquiry received' }`; 429 past the address's window",
      schema: leadReceivedAnswer,
    },
  },
  ({ body, clientAddress }) => answerPublicLead(inquiryLead, clientAddress, () => body),
);
