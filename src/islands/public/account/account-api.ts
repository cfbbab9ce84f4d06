import type { ShopperAnswer } from '#src/server/shoppers/account-answer';

export type Me = ShopperAnswer | { signedIn: false };
export type Failure = { message: string; errors?: Record<string, string> };

/** JSON to and from the shopper's API; a failure comes back as its message (and field errors), never thrown. */
export async function call<T>(
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<{ ok: true; data: T } | { ok: false; status: number; failure: Failure }> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = res.status === 204 ? null : await res.json().catch(() => null);
    if (res.ok) return { ok: true, data: data as T };
    return {
      ok: false,
      status: res.status,
      failure: {
        message: (data as Failure | null)?.message ?? 'That did not work. Please try again.',
        errors: (data as Failure | null)?.errors,
      },
    };
  } catch {
    return { ok: false, status: 0, failure: { message: 'That did not work. Please check your connection and try again.' } };
  }
}
