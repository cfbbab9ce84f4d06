import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { recordOutbox } from '#src/db/queries/leads/notify';
import { DEALER } from '#src/lib/dealer';
import type { LeadType } from '#src/lib/enums';
import { config } from '#src/server/config';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { getLeadSettings } from '#src/db/queries/lead-settings';
import { lastLeadReceiptTo } from '#src/db/queries/outbox';
import { receiptAddressKey, receiptDue, receiptWindowStart } from '#src/lib/mail/lead-receipts';
import { sendMail } from '#src/server/mail/mail';
import { takeMailSlot } from '#src/server/mail/mail-ceiling';
import { leadAsAdf } from './adf-source';
import { withSenderIdentification } from '#src/server/consent/sender-footer';
import { composeAdfMail, composeLeadAcknowledgement, composeNewLeadMail, composeOwnerMail } from './lead-mail';
import { findUserById } from '#src/db/queries/users';

/** Addresses whose receipt is being sent right now (not in the outbox yet), so two leads at once make one receipt. */
const receiptsUnderWay = new Set<string>();

/** One receipt per address a day (src/lib/mail/lead-receipts.ts), read from the outbox. */
function receiptDueTo(address: string, now = new Date()): boolean {
  return !receiptsUnderWay.has(receiptAddressKey(address)) && receiptDue(lastLeadReceiptTo(address, receiptWindowStart(now)), now);
}

/**
 * Tells the dealer about a new lead, when the admin settings turn it on sends
 * it to the CRM as ADF/XML, and tells the customer it arrived and what
 * happens next (a booking's customer e-mail is sent by the booking itself). Runs after the lead is committed and never
 * throws: a mail failure is recorded in the outbox, the lead is already safe.
 */
export async function notifyNewLead(type: LeadType, id: number): Promise<void> {
  let receiptTo: string | undefined;
  try {
    const lead = getLeadDetail(type, id);
    if (!lead) return;
    const dealer = getDealerContact();
    const siteUrl = config().SITE_URL ?? DEALER.siteUrl;
    const mails = [composeNewLeadMail(lead, dealer, siteUrl)];
    const settings = getLeadSettings();
    if (settings.crmEnabled && settings.crmEmail) mails.push(composeAdfMail(lead, leadAsAdf(lead), settings.crmEmail));
    const owner = lead.ownerId === null ? undefined : findUserById(lead.ownerId);
    if (owner?.email && !owner.disabled) mails.push(composeOwnerMail(lead, owner.email, siteUrl));
    const acknowledgement = composeLeadAcknowledgement(lead, dealer);
    // A receipt goes to an address nobody has shown is the sender's: our words only (composeLeadAcknowledgement),
    // one per address a day, within the site's hourly ceiling of receipts. Otherwise the lead is stored and
    // reaches staff as always. The address is checked first so a repeat does not use up the ceiling.
    if (acknowledgement && receiptDueTo(acknowledgement.to) && takeMailSlot('acknowledgement')) {
      receiptTo = receiptAddressKey(acknowledgement.to);
      receiptsUnderWay.add(receiptTo);
      mails.push(
        withSenderIdentification(
          acknowledgement,
          dealer,
          `You receive this e-mail because you sent us ${lead.type === 'offer' ? 'an offer' : lead.type === 'inquiry' ? 'an inquiry' : 'a request'} on our website.`,
        ),
      );
    }
    for (const mail of mails) recordOutbox(mail, await sendMail(mail), id);
  } catch (error) {
    // Never the lead's content: only which lead and why.
    console.error(`Could not send the notices of ${type} lead ${id}:`, error instanceof Error ? error.message : error);
  } finally {
    if (receiptTo !== undefined) receiptsUnderWay.delete(receiptTo);
  }
}
