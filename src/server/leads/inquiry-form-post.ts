import {
  INQUIRY_FORM_ID,
  INQUIRY_SENT_PARAM,
  INQUIRY_SENT_VALUE,
  readInquiryForm,
  validateInquiry,
  type InquiryFormState,
} from '#src/lib/inquiry/form-fields';
import { LEAD_FORM_PARAM } from '#src/lib/leads/lead-form';
import { fail } from '#src/server/endpoint';
import { readSameOriginForm } from '#src/server/http/form-post';
import { acceptPublicLead } from './accept-public-lead';
import { inquiryLead } from './public-leads';

type Context = { request: Request; url: URL; clientAddress: string };
export type InquiryFormRequest = { response: Response } | { form: InquiryFormState; status: number };

/**
 * The inquiry form without JavaScript: it posts (urlencoded) to the page it
 * sits on, and the page calls this first. A valid post is stored like the
 * JSON API's and answered with a redirect to the page's success message
 * (Post/Redirect/Get); an invalid one re-renders the page with the values
 * kept and each field's message. A GET only learns whether to show the
 * success message.
 */
export async function inquiryFormRequest({ request, url, clientAddress }: Context): Promise<InquiryFormRequest> {
  const action = url.pathname;
  // A post naming another form (`?form=offer`) is that form's (lead-form-post.ts).
  if (request.method !== 'POST' || url.searchParams.has(LEAD_FORM_PARAM))
    return { form: { action, sent: url.searchParams.get(INQUIRY_SENT_PARAM) === INQUIRY_SENT_VALUE }, status: 200 };

  const posted = await readSameOriginForm(request, url);
  if ('response' in posted) return posted;
  const { values, input } = readInquiryForm(posted.form);
  // The same pipeline as the JSON API: rate limit first, then the schema, the honeypot, the vehicle, the store.
  const outcome = await acceptPublicLead(inquiryLead, clientAddress, () => {
    const valid = validateInquiry(input);
    return valid.ok ? valid.data : fail('invalid', 'Invalid input', { errors: valid.errors });
  });
  if (outcome.kind === 'limited') return { form: { action, values, notice: outcome.message }, status: 429 };
  if (outcome.kind === 'refused') {
    const errors = (outcome.failure.extra.errors as Record<string, string> | undefined) ?? { _: outcome.failure.message };
    return { form: { action, values, errors }, status: 400 };
  }
  const location = `${action}?${INQUIRY_SENT_PARAM}=${INQUIRY_SENT_VALUE}#${INQUIRY_FORM_ID}`;
  return { response: new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } }) };
}
