import { signInEndpoint } from '../../../lib/server/auth/sign-in-endpoint';
import { loginSchema } from '../../../lib/validation/auth';

/** The one sign-in for both gates: `{ username, password }` (employee portal) or `{ gate: 'admin', password }` (admin area). */
export const POST = signInEndpoint(loginSchema);
