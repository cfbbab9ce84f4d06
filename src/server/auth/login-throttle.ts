/**
 * Sign-in throttling, in memory (the site runs as one process).
 *
 * Every attempt is reserved before its password is hashed, so attempts sent
 * at once are counted as they arrive, not after their hashes finish: 40 wrong
 * passwords in parallel get the same 5 checks as 40 in a row.
 *
 * Two limits:
 * - per client address: `addressLimit` failures per window, then refused
 *   until the window ends (the address is the attacker's own cost);
 * - per account: after `freeFailures` failures (from anywhere) each further
 *   attempt from an address that has itself failed waits a growing delay
 *   (1 s, 2 s, 4 s, … up to `maxDelayMs`). An address with no failure is never
 *   delayed, so nobody can lock the only admin out by guessing their password
 *   from elsewhere: the admin at their own desk still gets in at once.
 *
 * A right password releases its own reservation and clears the account's
 * failures (only someone who knows the password can do that); it does not
 * clear the address's failures, or an attacker could sign in to an account of
 * their own between guesses at another. Failures expire `windowMs` after the
 * last one.
 */

export type ThrottleOptions = {
  addressLimit: number;
  windowMs: number;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_THROTTLE: Omit<ThrottleOptions, 'addressLimit'> = {
  windowMs: 15 * 60 * 1000,
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60 * 1000,
};

type AddressEntry = { count: number; resetAt: number };
type AccountEntry = { failures: number; pending: number; lastFailureAt: number; nextAt: number };

export type Reservation = { ok: true; ticket: Ticket } | { ok: false; limit: 'address' | 'account'; retryAfterSeconds: number };

export type Ticket = {
  /** The password was wrong: the reservation becomes a failure. */
  fail(now?: number): void;
  /** The password was right: the reservation is released. */
  succeed(now?: number): void;
};

export class LoginThrottle {
  private readonly addresses = new Map<string, AddressEntry>();
  private readonly accounts = new Map<string, AccountEntry>();

  constructor(private readonly options: ThrottleOptions) {}

  /** The delay before the k-th attempt past the free ones (k >= 1). */
  delayMs(k: number): number {
    return Math.min(this.options.baseDelayMs * 2 ** Math.max(0, k - 1), this.options.maxDelayMs);
  }

  reserve(account: string, address: string, now = Date.now()): Reservation {
    const { addressLimit, windowMs, freeFailures } = this.options;
    this.sweep(now);
    let byAddress = this.addresses.get(address);
    if (byAddress && byAddress.resetAt <= now) byAddress = undefined;
    if (byAddress && byAddress.count >= addressLimit) {
      return { ok: false, limit: 'address', retryAfterSeconds: seconds(byAddress.resetAt - now) };
    }
    const clean = !byAddress || byAddress.count === 0;

    let byAccount = this.accounts.get(account);
    if (byAccount && byAccount.pending === 0 && byAccount.lastFailureAt + windowMs <= now) byAccount = undefined;
    byAccount ??= { failures: 0, pending: 0, lastFailureAt: 0, nextAt: 0 };
    const attempts = byAccount.failures + byAccount.pending;
    if (!clean && attempts >= freeFailures) {
      if (now < byAccount.nextAt) return { ok: false, limit: 'account', retryAfterSeconds: seconds(byAccount.nextAt - now) };
    }
    // Reserve: this attempt counts from now on, whatever its hash says later.
    if (attempts + 1 >= freeFailures) byAccount.nextAt = now + this.delayMs(attempts + 2 - freeFailures);
    byAccount.pending += 1;
    this.accounts.set(account, byAccount);
    if (!byAddress) {
      byAddress = { count: 0, resetAt: now + windowMs };
      this.addresses.set(address, byAddress);
    }
    byAddress.count += 1;

    const entryOfAccount = byAccount;
    const entryOfAddress = byAddress;
    let settled = false;
    return {
      ok: true,
      ticket: {
        fail: (at = Date.now()) => {
          if (settled) return;
          settled = true;
          entryOfAccount.pending -= 1;
          entryOfAccount.failures += 1;
          entryOfAccount.lastFailureAt = at;
        },
        succeed: () => {
          if (settled) return;
          settled = true;
          entryOfAccount.pending -= 1;
          entryOfAccount.failures = 0;
          entryOfAccount.nextAt = 0;
          entryOfAddress.count = Math.max(0, entryOfAddress.count - 1);
        },
      },
    };
  }

  private sweep(now: number): void {
    if (this.addresses.size + this.accounts.size < 50_000) return;
    for (const [key, entry] of this.addresses) if (entry.resetAt <= now) this.addresses.delete(key);
    for (const [key, entry] of this.accounts)
      if (entry.pending === 0 && entry.lastFailureAt + this.options.windowMs <= now) this.accounts.delete(key);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
