import { LEAD_TYPE_LABELS, LEAD_TYPES, type LeadType } from '#src/lib/enums';
import { Badge, type BadgeTone } from '#src/islands/ui/badge';

const TONES: Record<LeadType, BadgeTone> = {
  inquiry: 'gray',
  appointment: 'blue',
  'trade-in': 'purple',
  offer: 'gold',
  financing: 'green',
  delivery: 'blue',
  hold: 'gold',
  'document-request': 'gray',
};
const SHORT: Record<LeadType, string> = {
  inquiry: 'Inquiry',
  appointment: 'Appointment',
  'trade-in': 'Trade-in',
  offer: 'Offer',
  financing: 'Financing',
  delivery: 'Delivery',
  hold: 'Hold',
  'document-request': 'Document',
};

export function LeadTypeBadge({ type }: { type: LeadType }) {
  return <Badge tone={TONES[type] ?? 'gray'}>{SHORT[type] ?? type}</Badge>;
}

export const leadTypeOptions = [
  { value: 'all', label: 'All lead types' },
  ...LEAD_TYPES.map((t) => ({ value: t, label: LEAD_TYPE_LABELS[t] })),
];
