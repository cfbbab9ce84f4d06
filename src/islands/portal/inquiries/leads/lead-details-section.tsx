import { FileCode2, MailCheck, MailX } from 'lucide-react';
import { describeConsent } from '#src/lib/consent/windows';
import type { InquiryStatus, LeadType } from '#src/lib/enums';
import { APPOINTMENT_STATUS_LABELS } from '#src/lib/appointments/enums';
import { formatDate, formatDateTime } from '#src/lib/format/dates';
import { useApi } from '#src/islands/lib/use-api';
import { InquiryStatusBadge } from '#src/islands/ui/badge';
import { buttonClass } from '#src/islands/ui/button';
import { Skeleton } from '#src/islands/ui/spinner';
import { DeliveryDetails } from './delivery-details';
import { FinancingDetails } from './financing-details';
import { HoldDetails } from './hold-details';
import { sectionTitle } from './section-title';
import { LeadTypeBadge } from './lead-type-badge';
import { consentOf, type LeadDetailDto } from './lead-types';
import { OfferDetails } from './offer-details';
import { TradeInDetails } from './trade-in-details';
import { DocumentRelease } from './document-release';

/**
 * What a lead adds to the inquiry dialog: its type's details (trade-in and
 * photos, offer and its history with accept/counter/decline, financing
 * answers), whether the customer may receive promotional e-mail, the
 * customer's other leads, and the ADF/XML download.
 */
export function LeadDetailsSection({
  lead: { id, type },
  onStatusChange,
}: {
  lead: { id: number; type: LeadType };
  /** After staff answer an offer (the lead's status moves with it). */
  onStatusChange?: (status: InquiryStatus) => void;
}) {
  const detail = useApi<LeadDetailDto>(`/api/leads/${type}/${id}`);
  if (detail.loading && !detail.data) return <Skeleton className="h-24" />;
  if (!detail.data) return <p className="text-sm text-red-800">The lead's details could not be loaded.</p>;
  const lead = detail.data;
  const consent = consentOf(lead.marketingConsent);
  const allowed = consent.state === 'express' || consent.state === 'implied';

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5" data-lead-details={type}>
      {lead.tradeIn && (
        <TradeInDetails tradeIn={lead.tradeIn} title={type === 'offer' ? 'Trade-in offered with this offer' : 'Vehicle to appraise'} />
      )}
      {lead.offer && (
        <OfferDetails
          lead={lead}
          offer={lead.offer}
          onDecided={(updated) => {
            void detail.reload();
            onStatusChange?.(updated.status);
          }}
        />
      )}
      {lead.financing && <FinancingDetails financing={lead.financing} />}
      {lead.delivery && <DeliveryDetails delivery={lead.delivery} />}
      {lead.hold && <HoldDetails lead={lead} hold={lead.hold} onChanged={() => void detail.reload()} />}
      {type === 'document-request' && <DocumentRelease leadId={id} />}
      {type === 'appointment' && (
        <div className="grid gap-2">
          {lead.appointment && (
            <p className="text-sm text-ink/80" data-lead-appointment>
              <span className="font-medium text-ink">Viewing {formatDateTime(lead.appointment.startsAt)}</span> ·{' '}
              {APPOINTMENT_STATUS_LABELS[lead.appointment.status]}
            </p>
          )}
          <a href={`appointments?lead=${id}`} className={buttonClass('secondary', 'sm', 'justify-self-start')} data-open-in-calendar>
            Open in the calendar
          </a>
        </div>
      )}

      <section aria-labelledby={`customer-${id}`}>
        <h3 id={`customer-${id}`} className={sectionTitle}>
          Customer
        </h3>
        <p className="flex items-center gap-2 text-sm text-ink/80" data-consent-state={consent.state}>
          {allowed ? (
            <MailCheck className="size-4 text-emerald-700" aria-hidden="true" />
          ) : (
            <MailX className="size-4 text-ink/60" aria-hidden="true" />
          )}
          <span>
            <span className="font-medium text-ink">Promotional e-mail: {allowed ? 'allowed' : 'not allowed'}</span> ·{' '}
            {describeConsent(consent, (d) => formatDate(d))}
          </span>
        </p>
        {lead.otherLeads.length > 0 ? (
          <ul className="mt-3 divide-y divide-ink/8 rounded-lg border border-ink/8" aria-label="Other leads from this customer">
            {lead.otherLeads.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <LeadTypeBadge type={o.type} />
                <a href={`?open=${o.id}`} className="min-w-0 flex-1 truncate text-ink underline-offset-4 hover:underline">
                  {o.subject}
                </a>
                <time dateTime={o.createdAt} className="text-xs text-ink/60 tabular-nums">
                  {formatDate(o.createdAt)}
                </time>
                <InquiryStatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink/60">No other leads from this customer.</p>
        )}
      </section>

      <div>
        <a href={`/api/leads/${type}/${id}/adf`} download className={buttonClass('secondary', 'sm')}>
          <FileCode2 className="size-4" aria-hidden="true" />
          Download ADF/XML
        </a>
      </div>
    </div>
  );
}
