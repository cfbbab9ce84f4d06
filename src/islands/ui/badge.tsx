import type { ReactNode } from 'react';
import { INQUIRY_STATUS_LABELS, type InquiryStatus, type VehicleStatus } from '#src/lib/enums';
import { cn } from './cn';

export type BadgeTone = 'blue' | 'yellow' | 'purple' | 'green' | 'gray' | 'gold' | 'red' | 'ink';

const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  purple: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  gray: 'bg-ink/[0.04] text-ink/65 ring-ink/15',
  gold: 'bg-gold/10 text-[#74572d] ring-gold/30',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  ink: 'bg-ink text-ivory ring-ink',
};

export function Badge({ tone = 'gray', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Spec §4: new blue, in-progress yellow, responded purple, resolved green, closed gray. */
export const INQUIRY_STATUS_TONES: Record<InquiryStatus, BadgeTone> = {
  new: 'blue',
  'in-progress': 'yellow',
  responded: 'purple',
  resolved: 'green',
  closed: 'gray',
};

/** A missing or unknown status shows as New (spec §4). */
export function InquiryStatusBadge({ status }: { status: string | null | undefined }) {
  const known = (status && status in INQUIRY_STATUS_LABELS ? status : 'new') as InquiryStatus;
  return <Badge tone={INQUIRY_STATUS_TONES[known]}>{INQUIRY_STATUS_LABELS[known]}</Badge>;
}

export const VEHICLE_STATUS_TONES: Record<VehicleStatus, BadgeTone> = {
  draft: 'gray',
  available: 'green',
  reserved: 'yellow',
  pending: 'blue',
  sold: 'ink',
};
