import {
  LEAD_FORM_PARAM,
  LEAD_SENT_PARAM,
  leadFormAction,
  leadSentLocation,
  postedValues,
  type FormSource,
  type LeadFormKind,
  type LeadFormState,
} from '#src/lib/leads/lead-form';
import { fieldErrors, type ValidationIssue } from '#src/lib/validation/field-errors';
import { fail, type ApiFailure } from '#src/server/endpoint';
import { readSameOriginFormData } from '#src/server/http/form-post';
import { isSameOriginPost } from '#src/server/http/same-origin';
import { acceptPublicLead, type LeadInput, type PublicLead } from './accept-public-lead';

type Context = { request: Request; url: URL; clientAddress: string };
export type LeadFormRequest = { response: Response } | { form: LeadFormState; status: number };

/** One lead form as posted without JavaScript. */
export type LeadForm<I extends LeadInput, S, P> = {
  kind: LeadFormKind;
  lead: PublicLead<I, S, P>;
  /** The schema the JSON endpoint parses its body with. */
  schema: { safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: ValidationIssue[] } } };
  /** The posted fields → the schema's input (src/lib/leads/lead-form.ts, shared with the island). */
  read: (form: FormSource) => unknown;
  /** Adds what is not a field to the parsed input (the trade-in's photos), or refuses it. */
  complete?: (parsed: unknown, form: FormData | URLSearchParams) => I | ApiFailure | Promise<I | ApiFailure>;
  /** A refusal before the body is read (a client at its limit posting 30 MB of photos), as the JSON endpoint's beforeBody. */
  beforeBody?: (clientAddress: string, headers: Headers) => ApiFailure | undefined;
  /** Multipart bodies up to this many bytes (a form with files); urlencoded only without it. */
  maxBytes?: number;
  /** Where the visitor goes once the lead is stored (default: the page with `?sent=<kind>`). */
  location?: (body: object, url: URL) => string | null;
};

/**
 * A lead form (offer, trade-in, financing, booking) without JavaScript: it
 * posts to the page it sits on with `?form=<kind>`, and the page calls this
 * first. The post goes through the same pipeline as the JSON API
 * (acceptPublicLead: rate limit, schema, honeypot, vehicle, store, notice);
 * a stored lead is answered with a 303 to the page's "sent" view
 * (Post/Redirect/Get: nothing typed in the URL), a refused one re-renders the
 * page with the values kept and each field's message. Any other request only
 * learns whether to show the "sent" view. As the inquiry form does
 * (src/server/leads/inquiry-form-post.ts), for the other lead types.
 */
export async function leadFormRequest<I extends LeadInput, S, P>(
  { request, url, clientAddress }: Context,
  spec: LeadForm<I, S, P>,
): Promise<LeadFormRequest> {
  const action = leadFormAction(url, spec.kind);
  if (!isLeadFormPost(request, url, spec.kind)) {
    return { form: { action, sent: url.searchParams.get(LEAD_SENT_PARAM) === spec.kind }, status: 200 };
  }
  if (isSameOriginPost(request.headers, url.origin)) {
    const early = spec.beforeBody?.(clientAddress, request.headers);
    if (early) return { form: { action, notice: early.message }, status: early.status };
  }
  const posted = await readSameOriginFormData(request, url, spec.maxBytes ?? 0);
  if ('response' in posted) return posted;
  const form = posted.form;
  if (form instanceof FormData && spec.maxBytes === undefined) {
    return { response: new Response('Content-Type must be application/x-www-form-urlencoded', { status: 415 }) };
  }
  const values = postedValues(form.entries());

  const outcome = await acceptPublicLead(spec.lead, clientAddress, async () => {
    const parsed = spec.schema.safeParse(spec.read(form));
    if (!parsed.success) return fail('invalid', 'Invalid input', { errors: fieldErrors(parsed.error.issues) });
    return spec.complete ? spec.complete(parsed.data, form) : (parsed.data as I);
  });
  if (outcome.kind === 'limited') return { form: { action, values, notice: outcome.message }, status: 429 };
  if (outcome.kind === 'refused') return { form: { action, values, errors: errorsOf(outcome.failure) }, status: outcome.failure.status };
  const location = spec.location?.(outcome.body, url) ?? leadSentLocation(url, spec.kind);
  return { response: new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } }) };
}

/** Whether this request is the no-JS post of this form (`POST …?form=<kind>`). */
export function isLeadFormPost(request: Request, url: URL, kind?: LeadFormKind): boolean {
  if (request.method !== 'POST') return false;
  const named = url.searchParams.get(LEAD_FORM_PARAM);
  return kind === undefined ? named !== null : named === kind;
}

function errorsOf(failure: ApiFailure): Record<string, string> {
  const errors = failure.extra.errors as Record<string, string> | undefined;
  return errors && Object.keys(errors).length ? errors : { _: failure.message };
}
