import { CalendarPlus, Check, CircleDollarSign, Unlock, X } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '#src/lib/format/dates';
import { formatPrice } from '#src/lib/format/price';
import {
  DEPOSIT_METHODS,
  DEPOSIT_METHOD_LABELS,
  HOLD_STATUS_LABELS,
  holdActionsFor,
  type DepositMethod,
  type HoldStatus,
  type StaffHoldAction,
} from '#src/lib/remote-buying/hold-state';
import { api, errorMessage } from '#src/islands/lib/api';
import type { VehicleDto } from '#src/islands/lib/types';
import { toast } from '#src/islands/stores/toasts';
import { Badge, type BadgeTone } from '#src/islands/ui/badge';
import { Button } from '#src/islands/ui/button';
import { Field, FormError, Input, Select, Textarea } from '#src/islands/ui/field';
import { SaleDialog } from '#src/islands/portal/inventory/sale-dialog';
import { sectionTitle } from './section-title';
import type { LeadDetailDto } from './lead-types';

type HoldDto = NonNullable<LeadDetailDto['hold']>;

const TONES: Record<HoldStatus, BadgeTone> = {
  requested: 'blue',
  accepted: 'yellow',
  reserved: 'gold',
  released: 'gray',
  sold: 'green',
  declined: 'gray',
};
const ACTION_LABELS: Record<StaffHoldAction, string> = {
  accept: 'Accept and send deposit instructions',
  decline: 'Decline',
  deposit: 'Deposit received: reserve the car',
  extend: 'Extend',
  release: 'Release the hold',
};
const ACTION_ICONS = { accept: Check, decline: X, deposit: CircleDollarSign, extend: CalendarPlus, release: Unlock } as const;
const term = 'text-[11px] tracking-[0.14em] text-ink/65 uppercase';

/**
 * A hold against a deposit (issue 23 item 8) in the lead's dialog: where it stands, its expiry, and
 * the steps staff may take now, each e-mailed to the customer. Once reserved, the sale is recorded
 * with the inventory's own sale dialog (the garage register), which ends the hold as sold.
 */
export function HoldDetails({ lead, hold, onChanged }: { lead: LeadDetailDto; hold: HoldDto; onChanged: () => void }) {
  const id = useId();
  const [method, setMethod] = useState<DepositMethod>('e-transfer');
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<StaffHoldAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selling, setSelling] = useState<VehicleDto | null>(null);
  const actions = holdActionsFor(hold.status);

  const take = async (action: StaffHoldAction) => {
    setPending(action);
    setFailure(null);
    const h = hours.trim();
    try {
      const answer = await api.post<{ message: string }>(`/api/leads/hold/${lead.id}/steps`, {
        action,
        ...(action === 'accept' ? { depositMethod: method } : {}),
        ...(h && (action === 'accept' || action === 'deposit' || action === 'extend') ? { hours: Number(h) } : {}),
        ...(note.trim() ? { message: note } : {}),
      });
      toast({ title: ACTION_LABELS[action], description: answer.message });
      setNote('');
      setHours('');
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error, 'The step could not be saved. Please try again.'));
    } finally {
      setPending(null);
    }
  };

  const recordSale = async () => {
    if (!lead.vehicle) return;
    try {
      setSelling(await api.get<VehicleDto>(`/api/vehicles/${lead.vehicle.id}`));
    } catch (error) {
      setFailure(errorMessage(error, 'The vehicle could not be loaded.'));
    }
  };

  return (
    <section aria-label="Hold against a deposit" data-hold data-hold-status={hold.status}>
      <h3 className={sectionTitle}>Hold against a deposit</h3>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-ivory/60 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className={term}>Status</dt>
          <dd className="mt-1">
            <Badge tone={TONES[hold.status]}>{HOLD_STATUS_LABELS[hold.status]}</Badge>
          </dd>
        </div>
        <div>
          <dt className={term}>{hold.status === 'accepted' ? 'Deposit due by' : 'Reserved until'}</dt>
          <dd className="mt-0.5 text-ink" data-hold-expiry>
            {hold.expiresAt && (hold.status === 'accepted' || hold.status === 'reserved') ? formatDateTime(hold.expiresAt) : '—'}
          </dd>
        </div>
        <div>
          <dt className={term}>Deposit</dt>
          <dd className="mt-0.5 text-ink">
            {hold.depositAmount ? formatPrice(hold.depositAmount) : '—'}
            {hold.depositMethod && ` · ${DEPOSIT_METHOD_LABELS[hold.depositMethod]}`}
            {hold.depositReceivedAt && ` · received ${formatDateTime(hold.depositReceivedAt)}`}
          </dd>
        </div>
        {hold.endReason && (
          <div className="sm:col-span-3">
            <dt className={term}>Ended</dt>
            <dd className="mt-0.5 text-ink">{hold.endReason}</dd>
          </div>
        )}
      </dl>

      {actions.length > 0 && (
        <div className="mt-4 grid gap-3 rounded-lg border border-ink/10 p-4" data-hold-actions>
          <div className="grid gap-3 sm:grid-cols-2">
            {actions.includes('accept') && (
              <Field id={`${id}-method`} label="Deposit paid by">
                <Select
                  id={`${id}-method`}
                  value={method}
                  onChange={(e) => setMethod(e.target.value as DepositMethod)}
                  options={DEPOSIT_METHODS.map((m) => ({ value: m, label: DEPOSIT_METHOD_LABELS[m] }))}
                />
              </Field>
            )}
            {(actions.includes('accept') || actions.includes('deposit') || actions.includes('extend')) && (
              <Field id={`${id}-hours`} label="Hours (optional)" hint="Default: the hold length in Settings">
                <Input id={`${id}-hours`} inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
              </Field>
            )}
            <Field id={`${id}-note`} label="Note to the customer (optional)" className="sm:col-span-2">
              <Textarea id={`${id}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
          </div>
          <FormError message={failure} />
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => {
              const Icon = ACTION_ICONS[action];
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'decline' || action === 'release' ? 'destructive' : action === 'extend' ? 'secondary' : 'primary'}
                  pending={pending === action}
                  disabled={!!pending}
                  onClick={() => void take(action)}
                  data-hold-action={action}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {ACTION_LABELS[action]}
                </Button>
              );
            })}
            {hold.status === 'reserved' && lead.vehicle && (
              <Button size="sm" variant="gold" onClick={() => void recordSale()} data-hold-sell>
                Record the sale
              </Button>
            )}
          </div>
          <p className="text-xs text-ink/60">The customer is told by e-mail at once.</p>
        </div>
      )}
      <SaleDialog
        vehicle={selling}
        onClose={() => setSelling(null)}
        onSold={() => {
          setSelling(null);
          onChanged();
        }}
      />
    </section>
  );
}
