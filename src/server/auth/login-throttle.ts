/**
 * Sign-in throttling, in memory (the site runs as one process).
 *
 * Every attempt is reserved before its password is hashed, so attempts sent
 * at once are counted as they arrive, not after their hashes finish: 40 wrong
 * passwords in parallel get the same 5 checks as 40 in a row.
 *
 * Addresses are client keys (src/lib/net/client-key.ts: an IPv6 /64 is one
 * client), so fresh addresses from one subscriber's range are one client.
 *
 * Three limits:
 * - per client: `addressLimit` failures per window, then refused until the
 *   window ends (the address is the attacker's own cost);
 * - per account, for attempts nobody vouches for: after `freeFailures`
 *   failures each further attempt waits a growing delay (1 s, 2 s, 4 s, … up
 *   to `maxDelayMs`), from whatever address it comes. A guesser with a fresh
 *   address for every guess (200 addresses, 200 guesses) is slowed like one
 *   with a single address: the budget belongs to the account;
 * - per vouched-for attempt: the account's owner is not made to wait for the
 *   attacker's guesses. An attempt is vouched for by a device (the signed
 *   device cookie an earlier right password set on that browser, see
 *   device-cookie.ts) or by a client that signed in to this account with a
 *   right password within `knownClientMs`. Such an attempt skips the account
 *   delay, and with a device also the per-client refusal (an attacker in the
 *   owner's office network cannot lock them out). A known client has
 *   `freeFailures` failures of its own per window before it is vouched for no
 *   more. A device has a larger budget, `deviceFailures`, and past it is never
 *   sent to the account's or the client's limits (where a guesser may have
 *   used them up): it waits a short delay of its own (5 s, 10 s, … up to
 *   `deviceMaxDelayMs`) between attempts, so the owner's typos cost them
 *   seconds, and a stolen device cookie guesses no faster than the account's
 *   own delay allows anyone.
 *
 * A right password releases its own reservation, clears its voucher's
 * failures and makes its client known. It does not clear the account's
 * budget: the owner no longer needs that (they are vouched for), and each of
 * their sign-ins would hand a guesser 5 fresh guesses; nor the client's other
 * failures, or an attacker could sign in to an account of their own between
 * guesses at another. Failures expire `windowMs` after the last one.
 */

export type ThrottleOptions = {
  addressLimit: number;
  windowMs: number;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a client that signed in with a right password is vouched for on that account. */
  knownClientMs: number;
  /** Failures a device (verified device cookie) has per window before it waits between attempts. */
  deviceFailures: number;
  deviceBaseDelayMs: number;
  deviceMaxDelayMs: number;
};

export const DEFAULT_THROTTLE: Omit<ThrottleOptions, 'addressLimit'> = {
  windowMs: 15 * 60 * 1000,
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60 * 1000,
  knownClientMs: 30 * 24 * 60 * 60 * 1000,
  deviceFailures: 10,
  deviceBaseDelayMs: 5000,
  deviceMaxDelayMs: 60 * 1000,
};

type AddressEntry = { count: number; resetAt: number };
type AccountEntry = { failures: number; pending: number; lastFailureAt: number; nextAt: number };
type VouchEntry = { failures: number; pending: number; lastFailureAt: number; nextAt: number };

/** Who vouches for an attempt, besides the client's own record: the id of a verified device cookie for this account. */
export type Vouchers = { device?: string };

export type ThrottleLimit = 'address' | 'account' | 'device';
export type Reservation = { ok: true; ticket: Ticket } | { ok: false; limit: ThrottleLimit; retryAfterSeconds: number };

export type Ticket = {
  /** The password was wrong: the reservation becomes a failure. */
  fail(now?: number): void;
  /** The password was right: the reservation is released. */
  succeed(now?: number): void;
};

export class LoginThrottle {
  private readonly addresses = new Map<string, AddressEntry>();
  private readonly accounts = new Map<string, AccountEntry>();
  private readonly vouchers = new Map<string, VouchEntry>();
  /** account + client -> until when a right password from that client vouches for it. */
  private readonly knownClients = new Map<string, number>();

  constructor(private readonly options: ThrottleOptions) {}

  /** The delay before the k-th attempt past the free ones (k >= 1). */
  delayMs(k: number): number {
    return Math.min(this.options.baseDelayMs * 2 ** Math.max(0, k - 1), this.options.maxDelayMs);
  }

  /** The wait of a device before its k-th attempt past its free ones (k >= 1). */
  deviceDelayMs(k: number): number {
    return Math.min(this.options.deviceBaseDelayMs * 2 ** Math.max(0, k - 1), this.options.deviceMaxDelayMs);
  }

  reserve(account: string, address: string, now = Date.now(), vouchers: Vouchers = {}): Reservation {
    const { addressLimit, windowMs, freeFailures, deviceFailures } = this.options;
    this.sweep(now);
    let byAddress = this.addresses.get(address);
    if (byAddress && byAddress.resetAt <= now) byAddress = undefined;
    const vouch = (key: string) => {
      const entry = this.vouchers.get(key);
      return entry && !(entry.pending === 0 && entry.lastFailureAt + windowMs <= now)
        ? entry
        : { failures: 0, pending: 0, lastFailureAt: 0, nextAt: 0 };
    };

    // The owner's device: its own budget, then its own short waits; never the limits a guesser used up.
    const knownKey = `${account}\0${address}`;
    let voucherKey: string | undefined;
    let voucher: VouchEntry | undefined;
    if (vouchers.device) {
      voucherKey = `device\0${account}\0${vouchers.device}`;
      voucher = vouch(voucherKey);
      const attempts = voucher.failures + voucher.pending;
      if (attempts >= deviceFailures && now < voucher.nextAt) {
        return { ok: false, limit: 'device', retryAfterSeconds: seconds(voucher.nextAt - now) };
      }
      if (attempts + 1 >= deviceFailures) voucher.nextAt = now + this.deviceDelayMs(attempts + 2 - deviceFailures);
    } else if ((this.knownClients.get(knownKey) ?? 0) > now) {
      // A client that signed in lately: vouched for while it has failures to spare.
      const entry = vouch(`client\0${knownKey}`);
      if (entry.failures + entry.pending < freeFailures) {
        voucherKey = `client\0${knownKey}`;
        voucher = entry;
      }
    }
    const byDevice = !!vouchers.device;

    if (!byDevice && byAddress && byAddress.count >= addressLimit) {
      return { ok: false, limit: 'address', retryAfterSeconds: seconds(byAddress.resetAt - now) };
    }

    let byAccount = this.accounts.get(account);
    if (byAccount && byAccount.pending === 0 && byAccount.lastFailureAt + windowMs <= now) byAccount = undefined;
    byAccount ??= { failures: 0, pending: 0, lastFailureAt: 0, nextAt: 0 };
    if (voucher && voucherKey) {
      // Vouched for: counted on the voucher, not on the account's budget.
      voucher.pending += 1;
      this.vouchers.set(voucherKey, voucher);
    } else {
      const attempts = byAccount.failures + byAccount.pending;
      if (attempts >= freeFailures && now < byAccount.nextAt) {
        return { ok: false, limit: 'account', retryAfterSeconds: seconds(byAccount.nextAt - now) };
      }
      // Reserve: this attempt counts from now on, whatever its hash says later.
      if (attempts + 1 >= freeFailures) byAccount.nextAt = now + this.delayMs(attempts + 2 - freeFailures);
      byAccount.pending += 1;
    }
    this.accounts.set(account, byAccount);
    if (!byAddress) {
      byAddress = { count: 0, resetAt: now + windowMs };
      this.addresses.set(address, byAddress);
    }
    byAddress.count += 1;

    const entryOfAccount = byAccount;
    const entryOfAddress = byAddress;
    const entryOfVoucher = voucher;
    let settled = false;
    return {
      ok: true,
      ticket: {
        fail: (at = Date.now()) => {
          if (settled) return;
          settled = true;
          const entry = entryOfVoucher ?? entryOfAccount;
          entry.pending -= 1;
          entry.failures += 1;
          entry.lastFailureAt = at;
        },
        succeed: (at = Date.now()) => {
          if (settled) return;
          settled = true;
          if (entryOfVoucher) {
            entryOfVoucher.pending -= 1;
            entryOfVoucher.failures = 0;
            entryOfVoucher.nextAt = 0;
          } else entryOfAccount.pending -= 1;
          entryOfAddress.count = Math.max(0, entryOfAddress.count - 1);
          this.knownClients.set(knownKey, at + this.options.knownClientMs);
        },
      },
    };
  }

  private sweep(now: number): void {
    if (this.addresses.size + this.accounts.size + this.vouchers.size + this.knownClients.size < 50_000) return;
    const { windowMs } = this.options;
    for (const [key, entry] of this.addresses) if (entry.resetAt <= now) this.addresses.delete(key);
    for (const [key, entry] of this.accounts) if (entry.pending === 0 && entry.lastFailureAt + windowMs <= now) this.accounts.delete(key);
    for (const [key, entry] of this.vouchers) if (entry.pending === 0 && entry.lastFailureAt + windowMs <= now) this.vouchers.delete(key);
    for (const [key, until] of this.knownClients) if (until <= now) this.knownClients.delete(key);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
