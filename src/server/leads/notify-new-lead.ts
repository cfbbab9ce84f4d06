import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { recordOutbox } from '#src/db/queries/leads/notify';
import { DEALER } from '#src/lib/dealer';
import type { LeadType } from '#src/lib/enums';
import { config } from '#src/server/config';
import { getDealerContact } from '#src/db/queries/dealer-settings';
import { getLeadSettings } from '#src/db/queries/lead-settings';
import { sendMail } from '#src/server/mail';
import { leadAsAdf } from './adf-source';
import { composeAdfMail, composeNewLeadMail } from './lead-mail';

/**
 * Tells the dealer about a new lead and, when the admin settings turn it on,
 * sends it to the CRM as ADF/XML. Runs after the lead is committed and never
 * throws: a mail failure is recorded in the outbox, the lead is already safe.
 */
export async function notifyNewLead(type: LeadType, id: number): Promise<void> {
  try {
    const lead = getLeadDetail(type, id);
    if (!lead) return;
    const dealer = getDealerContact();
    const siteUrl = config().SITE_URL ?? DEALER.siteUrl;
    const mails = [composeNewLeadMail(lead, dealer, siteUrl)];
    const settings = getLeadSettings();
    if (settings.crmEnabled && settings.crmEmail) mails.push(composeAdfMail(lead, leadAsAdf(lead), settings.crmEmail));
    for (const mail of mails) recordOutbox(mail, await sendMail(mail), id);
  } catch (error) {
    // Never the lead's content: only which lead and why.
    console.error(`Could not send the notices of ${type} lead ${id}:`, error instanceof Error ? error.message : error);
  }
}
