import { ApiFailure } from '#src/server/endpoint';
import { readSameOriginForm } from '#src/server/http/form-post';
import { confirmBookingByToken } from './confirm-booking';

/**
 * The manage page's confirm button, posted without JavaScript: read the token
 * (same-origin, urlencoded), confirm, and redirect (303) to the page's own
 * address so a reload posts nothing again. A refusal is shown on the page.
 */
export async function confirmBookingPost(request: Request, url: URL): Promise<{ response: Response } | { error: string }> {
  const read = await readSameOriginForm(request, url);
  if ('response' in read) return read;
  const token = read.form.get('token') ?? '';
  const result = confirmBookingByToken(token);
  if (result instanceof ApiFailure) return { error: result.message };
  const back = new URL('/book/manage', url);
  back.searchParams.set('token', token);
  back.searchParams.set('confirmed', '1');
  return { response: new Response(null, { status: 303, headers: { Location: back.pathname + back.search, 'Cache-Control': 'no-store' } }) };
}
