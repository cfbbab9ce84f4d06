import { isSameOriginPost } from './same-origin';

const MAX_FORM_BYTES = 64 * 1024;

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * Reads a form a public page posts to itself without JavaScript: only from
 * one of our pages (Origin, else Referer; see same-origin.ts), only
 * urlencoded, at most 64 KB. A Response to answer with when it is refused.
 */
export async function readSameOriginForm(request: Request, url: URL): Promise<{ form: URLSearchParams } | { response: Response }> {
  if (!isSameOriginPost(request.headers, url.origin)) return { response: plain(403, 'Forms can only be sent from this site.') };
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return { response: plain(415, 'Content-Type must be application/x-www-form-urlencoded') };
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) return { response: plain(413, 'The form is too large.') };
  const body = await request.text().catch(() => null);
  if (body === null) return { response: plain(400, 'Could not read the form.') };
  if (body.length > MAX_FORM_BYTES) return { response: plain(413, 'The form is too large.') };
  return { form: new URLSearchParams(body) };
}

/**
 * A form a public page posts to itself that may carry files (the trade-in's photos): from one of our
 * pages, urlencoded (at most 64 KB) or multipart (at most `maxBytes`, declared before it is read).
 */
export async function readSameOriginFormData(
  request: Request,
  url: URL,
  maxBytes: number,
): Promise<{ form: FormData | URLSearchParams } | { response: Response }> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) return readSameOriginForm(request, url);
  if (!isSameOriginPost(request.headers, url.origin)) return { response: plain(403, 'Forms can only be sent from this site.') };
  const declared = request.headers.get('content-length');
  if (declared === null) return { response: plain(411, 'The form must declare its size.') };
  if (Number(declared) > maxBytes) return { response: plain(413, 'The form is too large.') };
  const form = await request.formData().catch(() => null);
  return form ? { form } : { response: plain(400, 'Could not read the form.') };
}
