/**
 * Finding the one customer record a lead, a booking or a shopper belongs to (issue 40). Pure: the database layer
 * fetches the candidates whose e-mail or phone key equals the newcomer's, and this decides.
 */

/** An address compared without case or surrounding space: one person, one history. */
export function emailKey(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}

/**
 * A phone number reduced to its digits, so "(416) 555-0134", "416.555.0134" and "+1 416 555 0134" are one number.
 * A North American number's country code (a leading 1 before ten digits) is dropped. Fewer than seven digits is
 * not a number anyone can be matched by (an extension or a typo), so it gives no key.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length >= 7 ? digits : null;
}

export type MatchCandidate = { id: number; emailKey: string | null; phoneKey: string | null };

/**
 * The candidate the newcomer joins, or undefined for a new record. The address decides first: an address is one
 * person's. The phone joins only where no address can contradict it (the newcomer or the record has none) and
 * exactly one record has the number: two people sharing a household phone, each with their own address, stay two
 * records, since staff can merge two records in a click but cannot split one. Among several records with the same
 * address (a merge undone can leave them), the oldest wins, so the choice is stable.
 */
export function matchCustomer(
  newcomer: { email?: string | null; phone?: string | null },
  candidates: readonly MatchCandidate[],
): MatchCandidate | undefined {
  const email = emailKey(newcomer.email);
  const phone = phoneKey(newcomer.phone);
  const byId = [...candidates].sort((a, b) => a.id - b.id);
  if (email) {
    const same = byId.find((c) => c.emailKey === email);
    if (same) return same;
  }
  if (!phone) return undefined;
  const samePhone = byId.filter((c) => c.phoneKey === phone);
  if (samePhone.length !== 1) return undefined;
  const [only] = samePhone;
  return email && only.emailKey ? undefined : only;
}
