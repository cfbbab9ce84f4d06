/**
 * Sends queued webhook deliveries (the webhook-delivery job): each signed per Standard Webhooks, to an address
 * checked after DNS resolution (no loopback, private or link-local target unless WEBHOOK_ALLOW_PRIVATE_TARGETS=1),
 * redirects not followed, a 2xx within the timeout counting as delivered. A failure is retried with backoff for a
 * day, each attempt in the delivery log; the body and id stay the same on every attempt.
 */
import { lookup } from 'node:dns/promises';
import { isPrivateAddress } from '#src/lib/webhooks/private-address';
import type { LeadType } from '#src/lib/enums';
import { dueWebhookDeliveries, recordWebhookAttempt, type DueDelivery } from '#src/db/queries/webhooks';
import { getLeadDetail } from '#src/db/queries/leads/lead-detail';
import { leadAsAdf } from '#src/server/leads/adf-source';
import { config } from '#src/server/config';
import { signWebhook } from './signature';

/** Waits after each failed attempt: about a day in all, then the delivery is given up (and can be sent again). */
export const RETRY_DELAYS_MS = [5_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 6 * 3_600_000];
const TIMEOUT_MS = 10_000;

/** Why a target may not be reached, or undefined when it may: checked at registration and before each attempt. */
export async function targetRefusal(url: string): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The URL is not a valid address.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must start with https:// (or http://).';
  if (parsed.username || parsed.password) return 'The URL must not carry a user name or password.';
  if (config().WEBHOOK_ALLOW_PRIVATE_TARGETS === '1') return undefined;
  let addresses: string[];
  try {
    addresses = (await lookup(parsed.hostname.replace(/^\[|\]$/g, ''), { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return `The host ${parsed.hostname} could not be resolved.`;
  }
  if (addresses.some(isPrivateAddress)) return `The host ${parsed.hostname} is a loopback, private or link-local address.`;
  return undefined;
}

/** The body a delivery sends: its event, when, and the record as it is now (a lead with its ADF as well). */
function buildBody(delivery: DueDelivery): string {
  if (delivery.attempts > 0) return delivery.payload;
  const ref = JSON.parse(delivery.payload) as Record<string, unknown>;
  let data: Record<string, unknown> = ref;
  if (delivery.eventType.startsWith('lead.') && typeof ref.id === 'number') {
    const lead = getLeadDetail(ref.leadType as LeadType, ref.id);
    if (lead) data = { leadType: ref.leadType, lead, adf: leadAsAdf(lead) };
  }
  return JSON.stringify({ type: delivery.eventType, timestamp: delivery.createdAt.toISOString(), data });
}

/** Sends every due delivery once; returns how many were delivered and how many failed this round. */
export async function sendDueWebhooks(now = new Date()): Promise<{ delivered: number; failed: number }> {
  const counts = { delivered: 0, failed: 0 };
  for (const delivery of dueWebhookDeliveries(now)) {
    const body = buildBody(delivery);
    const started = Date.now();
    let statusCode: number | null = null;
    // Checked again at each attempt: the name may resolve elsewhere since it was registered.
    let error: string | null = (await targetRefusal(delivery.url)) ?? null;
    if (!error) {
      const timestamp = Math.floor(Date.now() / 1000);
      try {
        const response = await fetch(delivery.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'AtelierMotorGallery-Webhooks/1',
            'webhook-id': delivery.messageId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(delivery.secret, delivery.messageId, timestamp, body),
          },
          body,
        });
        statusCode = response.status;
        await response.body?.cancel();
        if (statusCode >= 300 && statusCode < 400) error = 'Redirects are not followed: give the final address.';
      } catch (thrown) {
        error = (thrown as Error).name === 'TimeoutError' ? `No answer within ${TIMEOUT_MS / 1000} s.` : 'The connection failed.';
      }
    }
    const delivered = error === null && statusCode !== null && statusCode >= 200 && statusCode < 300;
    const delay = RETRY_DELAYS_MS[delivery.attempts];
    recordWebhookAttempt(delivery, {
      payload: body,
      statusCode,
      error,
      durationMs: Date.now() - started,
      delivered,
      nextAttemptAt: delivered || delay === undefined ? null : new Date(Date.now() + delay),
    });
    counts[delivered ? 'delivered' : 'failed'] += 1;
  }
  return counts;
}
