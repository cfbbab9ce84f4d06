/**
 * What a machine's API key may do (issue 41). An operation open to keys names the one scope it needs in its
 * endpoint contract; a key holds a set of them, chosen by the admin who creates it.
 */
export const API_SCOPES = ['inventory:read', 'inventory:write', 'leads:read', 'leads:write', 'appointments:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  'inventory:read': 'Read the inventory, unpublished vehicles included.',
  'inventory:write': 'Add and change vehicles, their prices and status.',
  'leads:read': 'Read inquiries and typed leads, with their ADF.',
  'leads:write': 'Change a lead: its status and notes.',
  'appointments:read': 'Read viewing appointments.',
};

/** The scopes of a key, in the order of API_SCOPES and without repeats, whatever order they were given in. */
export const normalizeScopes = (scopes: readonly string[]): ApiScope[] => API_SCOPES.filter((scope) => scopes.includes(scope));

/**
 * Whether a key holding `held` may call an operation that needs `needed`. An operation that names no scope is
 * not open to keys at all (a person's session only): undefined needs are refused.
 */
export function keyMayCall(held: readonly string[], needed: ApiScope | undefined): boolean {
  return needed !== undefined && held.includes(needed);
}

/** Every key's secret starts with this, so a leaked one is recognised by secret scanners and by people. */
export const API_KEY_PREFIX = 'amg_key_';

/** The shape of a secret as issued: the prefix and 43 base64url characters (256 random bits). */
export const API_KEY_PATTERN = /^amg_key_[A-Za-z0-9_-]{43}$/;
