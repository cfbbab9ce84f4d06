import type { CustomerStatus } from '#src/lib/api-answers/customers';
import type { BadgeTone } from '#src/islands/ui/badge';

/** How a customer's standing shows on the list and the customer's page. */
export const STATUS_BADGES: Record<CustomerStatus, { label: string; tone: BadgeTone }> = {
  new: { label: 'New lead', tone: 'blue' },
  open: { label: 'In progress', tone: 'yellow' },
  closed: { label: 'Closed', tone: 'gray' },
  'no-leads': { label: 'No leads', tone: 'gray' },
};
