import { signInEndpoint } from '#src/server/auth/sign-in-endpoint';
import { adminLoginSchema } from '#src/lib/validation/auth';

/**
 * The admin gate's old address, `{ password }`: the same sign-in as
 * POST /api/auth/login with `gate: 'admin'`. Kept while the admin login form
 * still posts here; remove it once the single login form uses /api/auth/login.
 */
export const POST = signInEndpoint(adminLoginSchema, 'Sign in to the admin area with its password (old address of the admin gate)');
