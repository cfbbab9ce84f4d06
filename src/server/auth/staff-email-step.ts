import type { AstroCookies } from 'astro';
import { setOwnEmail } from '#src/db/queries/accounts';
import { STAFF_ROLES, type UserRole } from '#src/lib/enums';
import { STAFF_EMAIL_TAKEN, ownEmailSchema } from '#src/lib/validation/accounts';
import { displayName } from '#src/lib/format/person-name';
import { config } from '#src/server/config';
import type { SessionUser } from './session';

/**
 * Staff without an e-mail address are asked for one on signing in (issue 40 item 4, issue 42 item 3): the site
 * tells them of their leads and tasks there, and a forgotten password is reset through it. An employee may put it
 * off until the browser closes; the admin may not, since the admin account is the one the dealer cannot lose.
 */
export const EMAIL_STEP_PATH = '/employee/email';
const LATER_COOKIE = 'staff-email-later';

/** True when this signed-in staff member's next portal page is the e-mail step. */
export function needsEmailStep(user: SessionUser | null, cookies: AstroCookies): boolean {
  if (!user || user.email || !STAFF_ROLES.includes(user.role as UserRole)) return false;
  return user.role === 'admin' || cookies.get(LATER_COOKIE)?.value !== String(user.id);
}

export type EmailStepView = { canSkip: boolean; email: string; error: string | null; next: string };

/**
 * The step's page, GET or POST (a plain form, so it works without JavaScript): answers a redirect once the address
 * is saved or put off, else what the form shows (with the error under the field, status 400).
 */
export async function emailStep(
  request: Request,
  /** Where to go on afterwards: a path of the portal, already checked (emailStepNext). */
  next: string,
  user: SessionUser,
  cookies: AstroCookies,
): Promise<{ redirect: string } | { view: EmailStepView; status: number }> {
  const canSkip = user.role !== 'admin';
  if (request.method !== 'POST') return { view: { canSkip, email: '', error: null, next }, status: 200 };
  const form = await request.formData().catch(() => new FormData());
  const email = String(form.get('email') ?? '');
  if (form.get('action') === 'later') {
    if (!canSkip) return { view: { canSkip, email, error: 'The admin account needs an e-mail address.', next }, status: 400 };
    // Until the browser closes: the next sign-in asks again.
    cookies.set(LATER_COOKIE, String(user.id), { httpOnly: true, sameSite: 'lax', secure: config().secureCookies, path: '/' });
    return { redirect: next };
  }
  const parsed = ownEmailSchema.safeParse({ email });
  if (!parsed.success)
    return { view: { canSkip, email, error: parsed.error.issues[0]?.message ?? 'Please enter a valid email address.', next }, status: 400 };
  const saved = setOwnEmail(user.id, parsed.data.email, { id: user.id, name: displayName(user) });
  if (saved === 'email-taken') return { view: { canSkip, email, error: STAFF_EMAIL_TAKEN, next }, status: 400 };
  return { redirect: next };
}
