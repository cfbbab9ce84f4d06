import { CustomerShopperSignalList } from '#src/islands/portal/shoppers/shopper-signal';
import { Mail, Phone, Reply } from 'lucide-react';
import { useEffect, useState } from 'react';
import { leadBadgeLabel, type InquiryStatus } from '#src/lib/enums';
import { LEAD_OUTCOME_LABELS } from '#src/lib/leads/status-rules';
import { formatDateTime } from '#src/lib/format/dates';
import type { InquiryDto, InquiryWithReplies } from '#src/islands/lib/types';
import { useApi } from '#src/islands/lib/use-api';
import { Badge, InquiryStatusBadge } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Skeleton } from '#src/islands/ui/spinner';
import { InquiryStatusSelect } from './inquiry-status-select';
import { ReplyThread } from './reply-thread';
import { useInquiryStatus } from './use-inquiry-actions';
import { LeadDetailsSection } from '#src/islands/portal/inquiries/leads/lead-details-section';

export type InquiryDetailsDialogProps = {
  /** The inquiry to show (a list row); the dialog is open while this is set. */
  inquiry: InquiryDto | null;
  onClose: () => void;
  /** Reply was pressed: open the reply dialog for this inquiry. */
  onReply: (inquiry: InquiryDto) => void;
  /** After a status change (refetch the list here). */
  onChanged?: (inquiry: InquiryDto) => void;
};

/** 'Inquiry Details' (spec §2): the whole inquiry, its status, and the reply thread. */
export function InquiryDetailsDialog({ inquiry, onClose, onReply, onChanged }: InquiryDetailsDialogProps) {
  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="lg"
      title="Inquiry Details"
      description={inquiry ? inquiry.subject : undefined}
    >
      {inquiry && <DetailsBody key={inquiry.id} inquiry={inquiry} onClose={onClose} onReply={onReply} onChanged={onChanged} />}
    </Dialog>
  );
}

function DetailsBody({
  inquiry,
  onClose,
  onReply,
  onChanged,
}: {
  inquiry: InquiryDto;
  onClose: () => void;
  onReply: (i: InquiryDto) => void;
  onChanged?: (i: InquiryDto) => void;
}) {
  const detail = useApi<InquiryWithReplies>(`/api/inquiries/${inquiry.id}`);
  const [status, setStatus] = useState<InquiryStatus>(inquiry.status ?? 'new');
  const { mutate } = detail;
  const { change, pending } = useInquiryStatus((updated) => {
    onChanged?.(updated);
    // The server answered the updated inquiry: apply it (the replies are unchanged), no refetch.
    mutate((d) => d && { ...d, ...updated });
  });
  useEffect(() => setStatus(inquiry.status ?? 'new'), [inquiry.status]);

  const current = detail.data ?? inquiry;
  const hasVehicle = current.vehicleId !== null || current.vehicleMake !== null;
  const badge = leadBadgeLabel(current.type, hasVehicle);

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink/60">
        <time dateTime={current.createdAt}>{formatDateTime(current.createdAt)}</time>
        <InquiryStatusBadge status={status} />
        {detail.data?.outcome && (
          <Badge tone={detail.data.outcome === 'won' ? 'green' : 'gray'}>
            {LEAD_OUTCOME_LABELS[detail.data.outcome]}
            {detail.data.outcomeReason ? `: ${detail.data.outcomeReason}` : ''}
          </Badge>
        )}
        {badge && <Badge tone="gold">{badge}</Badge>}
      </div>

      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-ivory/60 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-[11px] tracking-[0.14em] text-ink/65 uppercase">Name</dt>
          <dd className="mt-0.5 font-medium text-ink">{current.name}</dd>
        </div>
        <div>
          <dt className="text-[11px] tracking-[0.14em] text-ink/65 uppercase">Email</dt>
          <dd className="mt-0.5">
            <a href={`mailto:${current.email}`} className="inline-flex items-center gap-1.5 text-ink underline-offset-4 hover:underline">
              <Mail className="size-3.5 text-ink/60" aria-hidden="true" />
              {current.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-[11px] tracking-[0.14em] text-ink/65 uppercase">Phone</dt>
          <dd className="mt-0.5">
            {current.phone ? (
              <a href={`tel:${current.phone}`} className="inline-flex items-center gap-1.5 text-ink underline-offset-4 hover:underline">
                <Phone className="size-3.5 text-ink/60" aria-hidden="true" />
                {current.phone}
              </a>
            ) : (
              <span className="text-ink/60">Not provided</span>
            )}
          </dd>
        </div>
        {hasVehicle && (
          <div>
            <dt className="text-[11px] tracking-[0.14em] text-ink/65 uppercase">Vehicle</dt>
            <dd className="mt-0.5 text-ink">
              {current.vehicleId ? (
                <a href={`/inventory/${current.vehicleId}`} target="_blank" rel="noopener" className="underline-offset-4 hover:underline">
                  {[current.vehicleYear, current.vehicleMake, current.vehicleModel].filter(Boolean).join(' ')}
                </a>
              ) : (
                [current.vehicleYear, current.vehicleMake, current.vehicleModel].filter(Boolean).join(' ')
              )}
            </dd>
          </div>
        )}
      </dl>
      <CustomerShopperSignalList email={current.email} />

      <section>
        <h3 className="mb-1.5 text-[11px] tracking-[0.14em] text-ink/65 uppercase">Message</h3>
        <p className="text-sm leading-relaxed whitespace-pre-wrap text-ink">{current.message}</p>
      </section>

      <LeadDetailsSection
        lead={current}
        onStatusChange={(next) => {
          setStatus(next);
          void detail.reload();
          onChanged?.(current);
        }}
      />

      <section>
        <h3 className="mb-2 text-[11px] tracking-[0.14em] text-ink/65 uppercase">Replies</h3>
        {detail.loading && !detail.data ? <Skeleton className="h-16" /> : <ReplyThread replies={detail.data?.replies ?? []} />}
      </section>

      <div className="flex flex-col gap-3 border-t border-ink/8 pt-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <label htmlFor="inquiry-status" className="text-xs font-medium text-ink/75">
            Status
          </label>
          <InquiryStatusSelect
            id="inquiry-status"
            value={status}
            disabled={pending}
            className="w-48"
            onChange={async (next) => {
              const previous = status;
              setStatus(next);
              const updated = await change(inquiry.id, next);
              if (!updated) setStatus(previous);
            }}
          />
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => onReply(current)}>
            <Reply className="size-4" aria-hidden="true" />
            Reply
          </Button>
        </div>
      </div>
    </div>
  );
}
