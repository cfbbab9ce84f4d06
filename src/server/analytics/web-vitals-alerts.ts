import { getDealerContact } from '#src/db/queries/dealer-settings';
import { recordOutboxMessage } from '#src/db/queries/outbox';
import { listUsers } from '#src/db/queries/users';
import { summarizeWebVitals, updateWebVitalAlerts, type WebVitalRow } from '#src/db/queries/web-vitals';
import { DEALER } from '#src/lib/dealer';
import { callsForPoorAlert, formatWebVital, WEB_VITAL_NAMES, WEB_VITAL_THRESHOLDS } from '#src/lib/web-vitals/metrics';
import { PAGE_TYPE_LABELS } from '#src/lib/web-vitals/page-type';
import { config } from '#src/server/config';
import { sendMail } from '#src/server/mail/mail';

/** The window the analytics screen shows and the alerts judge. */
const WEB_VITALS_DAYS = 28;

/** Who hears of it: the admins with an e-mail address, else the dealer's address. */
function adminAddresses(): string {
  const admins = listUsers()
    .filter((u) => u.role === 'admin' && !u.disabled && u.email)
    .map((u) => u.email!);
  return admins.length ? admins.join(', ') : getDealerContact().email;
}

const describe = (r: WebVitalRow) =>
  `${r.metric} on ${PAGE_TYPE_LABELS[r.pageType]} (${r.device}): ${formatWebVital(r.metric, r.p75)} at the 75th percentile of ${r.count} page views; poor past ${formatWebVital(r.metric, WEB_VITAL_THRESHOLDS[r.metric][1])}`;

/**
 * Tells the admin, once per crossing, when a page type's p75 of a metric turns poor on enough page views: one
 * e-mail naming each newly poor page type and metric (the outbox without SMTP_URL), and the dashboard's notice
 * (the alerts kept). A row that recovers is forgotten, so a later crossing is told again. Returns the job's line.
 */
export async function alertPoorWebVitals(now = new Date()): Promise<string> {
  const poor = summarizeWebVitals(WEB_VITALS_DAYS, now).filter((row) => callsForPoorAlert(row));
  const fresh = updateWebVitalAlerts(poor, now);
  if (fresh.length) {
    const site = (config().SITE_URL ?? DEALER.siteUrl).replace(/\/$/, '');
    const first = fresh[0];
    const mail = {
      to: adminAddresses(),
      subject:
        fresh.length === 1
          ? `Website speed: ${first.metric} is poor on ${PAGE_TYPE_LABELS[first.pageType]} (${first.device})`
          : `Website speed: ${fresh.length} page types turned poor`,
      body: [
        `Real visits over the last ${WEB_VITALS_DAYS} days rate these pages poor by Google's thresholds, which search ranking uses:`,
        '',
        ...fresh.flatMap((r) => [
          `- ${describe(r)} (${WEB_VITAL_NAMES[r.metric]})`,
          ...(r.topElement ? [`  most often due to ${r.topElement.target} (${r.topElement.count} of the page views)`] : []),
        ]),
        '',
        `The elements most often responsible, and the trend by week, are in Analytics, "Speed of real visits": ${site}/admin/analytics`,
        '',
        'You hear of each page type and metric once, until it recovers.',
        '',
      ].join('\n'),
    };
    recordOutboxMessage(mail, await sendMail(mail), null);
  }
  return `${poor.length} page types poor on ${WEB_VITALS_DAYS} days, ${fresh.length} newly told`;
}
