// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { Check, CornerUpLeft, X } from 'lucide-react';
import { useId } from 'react';
import { formatDateTime } from '#src/lib/format/dates';
import { formatPrice } from '#src/lib/format/price';
import { OFFER_STATUS_LABELS, canDecideOffer, type OfferStatus } from '#src/lib/leads/options';
import { offerDecisionSchema, type OfferDecisionInput } from '#src/lib/validation/leads';
import { api } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Badge, type BadgeTone } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { Field, FormError, Input, Textarea } from '#src/islands/ui/field';
import { sectionTitle } from './section-title';
import type { LeadDetailDto, OfferDto } from './lead-types';

const STATUS_TONES: Record<OfferStatus, BadgeTone> = { pending: 'blue', accepted: 'green', countered: 'yellow', declined: 'gray' };
const EVENT_TEXT = { offer: 'Offer made', accepted: 'Accepted', countered: 'Countered', declined: 'Declined' } as const;

type Answer = { decision: OfferDecisionInput['decision']; counterAmount: string; message: string };
const EMPTY_ANSWER: Answer = { decision: 'accepted', counterAmount: '', message: '' };

/** The amount as typed ('$129,000') → a number; only a counter-offer carries one. */
function toDecision({ decision, counterAmount, message }: Answer) {
  const amount = counterAmount.replace(/[\s$,]/g, '');
  return { decision, message, ...(decision === 'countered' ? { counterAmount: amount === '' ? undefined : Number(amount) } : {}) };
}

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{OFFER_STATUS_LABELS[status]}</Badge>;
}

/** How far an offer is below (or above) the asking price: '−8.3% below asking'. */
function gap(amount: number, asking: number | null): string | null {
  if (!asking) return null;
  const pct = ((amount - asking) / asking) * 100;
  if (Math.abs(pct) < 0.05) return 'at the asking price';
  return `${Math.abs(pct).toFixed(1)}% ${pct < 0 ? 'below' : 'above'} asking`;
}

/**
 * The offer beside the vehicle's asking price, its history, the other offers
 * on the same vehicle, and staff's answer: accept, counter (with an amount)
 * or decline, each e-mailed to the customer.
 */
export function OfferDetails({
  lead,
  offer,
  onDecided,
}: {
  lead: LeadDetailDto;
  offer: OfferDto;
  onDecided: (lead: LeadDetailDto) => void;
}) {
  const id = useId();
  const form = useZodForm({
    schema: offerDecisionSchema,
    defaultValues: EMPTY_ANSWER,
    toInput: toDecision,
    failure: { toast: 'The answer could not be sent. Please try again.' },
    onSubmit: async (body) => {
      const answer = await api.post<{ lead: LeadDetailDto; message: string }>(`/api/leads/offer/${lead.id}/decision`, body);
      toast({ title: `Offer ${OFFER_STATUS_LABELS[body.decision].toLowerCase()}`, description: answer.message });
      form.reset(EMPTY_ANSWER);
      onDecided(answer.lead);
    },
  });
  // Which button was pressed, for its spinner.
  const pending = form.pending ? form.getValues('decision') : null;
  const decide = (decision: OfferDecisionInput['decision']) => {
    form.setValue('decision', decision);
    void form.submit();
  };
  const counter = form.bind('counterAmount', { id: `${id}-counter`, hint: 'Only for a counter-offer' });
  const note = form.bind('message', { id: `${id}-note` });
  const open = canDecideOffer(offer.status);
  // Today's all-in price of the vehicle (null: price on request); the price the offer was made against only when the vehicle is gone.
  const asking = lead.vehicle ? lead.vehicle.askingPrice : offer.askingPrice;

  return (
    <section aria-label="Offer" data-offer>
      <h3 className={sectionTitle}>Offer</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg bg-ivory/60 p-4">
          <p className="text-[11px] tracking-[0.14em] text-ink/65 uppercase">Offered</p>
          <p className="mt-1 font-display text-3xl text-ink" data-offer-amount>
            {formatPrice(offer.amount)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink/70">
            <OfferStatusBadge status={offer.status} />
            {gap(offer.amount, asking)}
          </p>
        </div>
        <div className="rounded-lg bg-ivory/60 p-4">
          <p className="text-[11px] tracking-[0.14em] text-ink/65 uppercase">Asking (all-in)</p>
          <p className="mt-1 font-display text-3xl text-ink" data-asking-price>
            {asking === null ? 'On request' : formatPrice(asking)}
          </p>
          {offer.counterAmount !== null && (
            <p className="mt-1 text-xs text-ink/70">Our counter-offer: {formatPrice(offer.counterAmount)}</p>
          )}
        </div>
      </div>

      <h4 className="mt-4 mb-1.5 text-xs font-medium text-ink/75">History</h4>
      <ol className="grid gap-1.5 border-l border-ink/15 pl-4 text-sm" aria-label="Offer history">
        {offer.events.map((e) => (
          <li key={e.id}>
            <span className="font-medium text-ink">{EVENT_TEXT[e.kind]}</span>
            {e.amount !== null && <span className="text-ink"> · {formatPrice(e.amount)}</span>}
            <span className="text-ink/60">
              {' '}
              · {e.actorName} · {formatDateTime(e.createdAt)}
              {e.delivery && ` · e-mail ${e.delivery === 'smtp' ? 'sent' : e.delivery === 'outbox' ? 'in the outbox' : 'failed'}`}
            </span>
            {e.message && <p className="text-ink/75 italic">“{e.message}”</p>}
          </li>
        ))}
      </ol>

      <h4 className="mt-4 mb-1.5 text-xs font-medium text-ink/75">Other offers on this vehicle</h4>
      {offer.otherOffers.length ? (
        <ul className="divide-y divide-ink/8 rounded-lg border border-ink/8 text-sm" aria-label="Other offers on this vehicle">
          {offer.otherOffers.map((o) => (
            <li key={o.inquiryId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
              <a href={`?open=${o.inquiryId}`} className="font-medium text-ink tabular-nums underline-offset-4 hover:underline">
                {formatPrice(o.amount)}
              </a>
              <span className="min-w-0 flex-1 truncate text-ink/75">{o.name}</span>
              <span className="text-xs text-ink/60">{formatDateTime(o.createdAt)}</span>
              <OfferStatusBadge status={o.status} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink/60">No other offers on this vehicle.</p>
      )}

      {open ? (
        <div className="mt-4 grid gap-3 rounded-lg border border-ink/10 p-4" data-offer-actions>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
            <Field {...counter.field} label="Counter-offer">
              <Input inputMode="numeric" placeholder={asking ? String(asking) : ''} {...counter.control} />
            </Field>
            <Field {...note.field} label="Note to the customer (optional)">
              <Textarea rows={2} {...note.control} />
            </Field>
          </div>
          <FormError message={form.formError} />
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" size="sm" pending={pending === 'accepted'} disabled={!!pending} onClick={() => decide('accepted')}>
              <Check className="size-4" aria-hidden="true" />
              Accept{offer.counterAmount !== null ? ' at counter-offer' : ''}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              pending={pending === 'countered'}
              disabled={!!pending}
              onClick={() => decide('countered')}
            >
              <CornerUpLeft className="size-4" aria-hidden="true" />
              Counter
            </Button>
            <Button
              variant="destructive"
              size="sm"
              pending={pending === 'declined'}
              disabled={!!pending}
              onClick={() => decide('declined')}
            >
              <X className="size-4" aria-hidden="true" />
              Decline
            </Button>
          </div>
          <p className="text-xs text-ink/60">The customer is told by e-mail at once.</p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink/70">
          This offer is {OFFER_STATUS_LABELS[offer.status].toLowerCase()}: it can no longer be answered here.
        </p>
      )}
    </section>
  );
}
