/** The events a webhook endpoint may subscribe to (issue 41): each delivery's `type`. */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'appointment.created',
  'appointment.changed',
  'appointment.cancelled',
  'vehicle.published',
  'vehicle.updated',
  'vehicle.price_changed',
  'vehicle.sold',
] as const;

/** The prefix Standard Webhooks libraries expect of a signing secret (base64 of the key after it). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
