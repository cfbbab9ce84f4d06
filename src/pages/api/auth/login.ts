import { signInEndpoint } from '#src/server/auth/sign-in-endpoint';
import { loginSchema } from '#src/lib/validation/auth';

/** The one sign-in for both gates: `{ username, password }` (employee portal) or `{ gate: 'admin', password }` (admin area). */
export const POST = signInEndpoint(loginSchema, 'Sign in: username and password (employee portal), or the admin gate');
