import { eraseCustomerData, purgeErasedText } from '#src/db/queries/leads/customer-data';
import { customerAddresses, customerFamily, customerOfAddress, deleteCustomers, forgetAddress } from '#src/db/queries/customers';
import type { Actor } from '#src/db/queries/inquiries';
import { deleteShopperAccountByEmail } from '#src/db/queries/shoppers';
import { deleteTradeInPhotoFiles } from '#src/server/leads/photo-store';

export type CustomerErasure = { leads: number; consentRecords: number; emails: number; photos: number; accounts: number };

/**
 * The addresses a privacy request about `email` covers: every address of the customer record holding it and of
 * the records merged into it (issue 40), or the address alone when no record holds it.
 */
export function addressesOfCustomer(email: string, wholeRecord = true): { addresses: string[]; customerIds: number[] } {
  if (!wholeRecord) return { addresses: [email.trim().toLowerCase()], customerIds: [] };
  const customer = customerOfAddress(email);
  if (!customer) return { addresses: [email.trim().toLowerCase()], customerIds: [] };
  const customerIds = customerFamily(customer.id);
  const addresses = new Set([email.trim().toLowerCase(), ...customerAddresses(customerIds)]);
  return { addresses: [...addresses], customerIds };
}

/**
 * One erasure for both doors (the admin's privacy request and the shopper's own "delete my account"), over the
 * whole customer record: for each of its addresses the leads and everything under them, consent records, e-mails,
 * the shopper account with its saves and searches, and the sign-in links naming it; then the records themselves
 * with their notes. The full-text index and the WAL are purged so no copy stays in the file, and the trade-in
 * photo files are deleted. Undefined when nothing was held. The shopper's own request (`wholeRecord: false`) covers
 * the address they proved they hold and nothing staff joined to it: the record forgets that address, and goes
 * when nothing else is on it.
 */
export async function eraseCustomer(email: string, actor: Actor, wholeRecord = true): Promise<CustomerErasure | undefined> {
  const { addresses, customerIds } = addressesOfCustomer(email, wholeRecord);
  const total: CustomerErasure = { leads: 0, consentRecords: 0, emails: 0, photos: 0, accounts: 0 };
  const photoNames: string[] = [];
  let held = false;
  for (const address of addresses) {
    const data = eraseCustomerData(address, actor);
    const account = deleteShopperAccountByEmail(address);
    if (data) {
      total.leads += data.leads;
      total.consentRecords += data.consentRecords;
      total.emails += data.emails;
      photoNames.push(...data.photoNames);
    }
    if (account) total.accounts += 1;
    held ||= !!data || account;
  }
  held = deleteCustomers(customerIds) > 0 || held;
  if (!wholeRecord) held = forgetAddress(email) || held;
  if (!held) return undefined;
  purgeErasedText();
  total.photos = photoNames.length;
  await deleteTradeInPhotoFiles(photoNames);
  return total;
}
