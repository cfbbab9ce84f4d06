import { eraseCustomerData, purgeErasedText } from '#src/db/queries/leads/customer-data';
import type { Actor } from '#src/db/queries/inquiries';
import { deleteShopperAccountByEmail } from '#src/db/queries/shoppers';
import { deleteTradeInPhotoFiles } from '#src/server/leads/photo-store';

export type CustomerErasure = { leads: number; consentRecords: number; emails: number; photos: number; accounts: number };

/**
 * One erasure for both doors (the admin's privacy request and the shopper's own "delete my account"): the leads
 * and everything under them, consent records, e-mails, the shopper account with its saves and searches, and the
 * sign-in links naming the address; then the full-text index and the WAL are purged so no copy stays in the file,
 * and the trade-in photo files are deleted. Undefined when nothing was held.
 */
export async function eraseCustomer(email: string, actor: Actor): Promise<CustomerErasure | undefined> {
  const data = eraseCustomerData(email, actor);
  const account = deleteShopperAccountByEmail(email);
  if (!data && !account) return undefined;
  purgeErasedText();
  if (data) await deleteTradeInPhotoFiles(data.photoNames);
  return {
    leads: data?.leads ?? 0,
    consentRecords: data?.consentRecords ?? 0,
    emails: data?.emails ?? 0,
    photos: data?.photoNames.length ?? 0,
    accounts: account ? 1 : 0,
  };
}
