import { LEAD_TYPE_LABELS, LEAD_TYPES, type LeadType } from '#src/lib/enums';
import { Badge, type BadgeTone } from '#src/islands/ui/badge';

const TONES: Record<LeadType, BadgeTone> = {
  inquiry: 'gray',
  appointment: 'blue',
  'trade-in': 'purple',
  offer: 'gold',
  financing: 'green',
};
const SHORT: Record<LeadType, string> = {
  inquiry: 'Inquiry',
  appointment: 'Appointment',
  'trade-in': 'Trade-in',
  offer: 'Offer',
  financing: 'Financing',
};

export function LeadTypeBadge({ type }: { type: LeadType }) {
  return <Badge tone={TONES[type] ?? 'gray'}>{SHORT[type] ?? type}</Badge>;
}

export type LeadTypeFilter = LeadType | 'all';
export const leadTypeOptions = [
  { value: 'all', label: 'All lead types' },
  ...LEAD_TYPES.map((t) => ({ value: t, label: LEAD_TYPE_LABELS[t] })),
];

/** How many leads each customer (by e-mail, any case) has in the list: the inbox groups a customer's leads by it. */
export function leadsPerCustomer(rows: readonly { email: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = r.email.trim().toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
