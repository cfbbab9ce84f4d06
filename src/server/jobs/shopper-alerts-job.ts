import { findAlerts } from '#src/server/shoppers/alert-matching';
import { sendDueAlerts } from '#src/server/shoppers/alert-mail';
import type { Job } from './scheduler';

/**
 * Shoppers' alerts (issue 22): matching after publishes and price changes, then
 * sending what is due. Every 30 s, off the request path: staff saves never wait on it.
 */
export const shopperAlertsJob: Job = {
  name: 'shopper-alerts',
  schedule: { everyMs: 30_000, atStart: true },
  run: async () => {
    const started = performance.now();
    const found = findAlerts();
    const matchedMs = Math.round(performance.now() - started);
    const { sent, dropped } = await sendDueAlerts();
    return `${found.changed} vehicles changed, ${found.listed} listed against ${found.searches} saved searches in ${matchedMs} ms, ${found.found} alerts found, ${sent} e-mails sent, ${dropped} alerts dropped without consent`;
  },
};
