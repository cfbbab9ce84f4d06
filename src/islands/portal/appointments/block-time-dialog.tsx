import { useId, useState } from 'react';
import { formatLongDate, formatSlotTime } from '../../../lib/appointments/time-zone';
import { ApiError, api, errorMessage } from '../../lib/api';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Checkbox, Field, Input, describedBy } from '../../ui/field';
import type { BlockDto } from './types';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; defaultDate: string; blocks: BlockDto[]; onChanged: () => void };

/** Close days or block part of a day; lists this view's blocks with a way to remove each. */
export function BlockTimeDialog({ open, onOpenChange, defaultDate, blocks, onChanged }: Props) {
  const id = useId();
  const [values, setValues] = useState({ date: defaultDate, endDate: '', allDay: true, from: '12:00', to: '14:00', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await api.post('/api/appointments/blocks', {
        date: values.date,
        ...(values.allDay && values.endDate ? { endDate: values.endDate } : {}),
        allDay: values.allDay,
        ...(values.allDay ? {} : { from: values.from, to: values.to }),
        reason: values.reason,
      });
      toast({ title: values.allDay ? 'Closed for bookings' : 'Time blocked', description: 'Visitors can no longer book that time.' });
      onChanged();
      onOpenChange(false);
    } catch (e) {
      const fields = e instanceof ApiError ? ((e.body as { errors?: Record<string, string> } | null)?.errors ?? {}) : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(e, 'The block could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (block: BlockDto) => {
    try {
      await api.del(`/api/appointments/blocks/${block.id}`);
      toast({ title: 'Block removed', description: 'Those times can be booked again.' });
      onChanged();
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'The block could not be removed.'), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Block time"
      description="Closed days and blocked periods: no visitor can book a slot that touches one. Existing appointments stay."
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button pending={busy} onClick={save}>
            Block
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-date`} label={values.allDay ? 'First day' : 'Day'} error={errors.date}>
          <Input
            id={`${id}-date`}
            type="date"
            value={values.date}
            onChange={(e) => set({ date: e.target.value })}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={describedBy(`${id}-date`, errors.date)}
          />
        </Field>
        {values.allDay ? (
          <Field id={`${id}-end`} label="Last day (optional)" error={errors.endDate}>
            <Input
              id={`${id}-end`}
              type="date"
              value={values.endDate}
              min={values.date}
              onChange={(e) => set({ endDate: e.target.value })}
              aria-invalid={errors.endDate ? true : undefined}
              aria-describedby={describedBy(`${id}-end`, errors.endDate)}
            />
          </Field>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Field id={`${id}-from`} label="From" error={errors.from}>
              <Input
                id={`${id}-from`}
                type="time"
                step={900}
                value={values.from}
                onChange={(e) => set({ from: e.target.value })}
                aria-invalid={errors.from ? true : undefined}
                aria-describedby={describedBy(`${id}-from`, errors.from)}
              />
            </Field>
            <Field id={`${id}-to`} label="To" error={errors.to}>
              <Input
                id={`${id}-to`}
                type="time"
                step={900}
                value={values.to}
                onChange={(e) => set({ to: e.target.value })}
                aria-invalid={errors.to ? true : undefined}
                aria-describedby={describedBy(`${id}-to`, errors.to)}
              />
            </Field>
          </div>
        )}
        <Checkbox
          id={`${id}-all-day`}
          label="Whole day (closed)"
          checked={values.allDay}
          onChange={(e) => set({ allDay: e.target.checked })}
          className="sm:col-span-2"
        />
        <Field id={`${id}-reason`} label="Reason (staff only)" error={errors.reason} className="sm:col-span-2">
          <Input
            id={`${id}-reason`}
            value={values.reason}
            maxLength={200}
            placeholder="Private event, holiday, detailing day…"
            onChange={(e) => set({ reason: e.target.value })}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {errors.form}
          </p>
        )}
      </div>
      {blocks.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xs font-semibold tracking-wide text-ink/70 uppercase">Blocked in this view</h3>
          <ul className="mt-2 divide-y divide-ink/6 rounded-md border border-ink/8 text-sm">
            {blocks.map((b) => (
              <li key={b.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span>
                  {formatLongDate(new Date(b.startsAt))}, {formatSlotTime(new Date(b.startsAt))} –{' '}
                  {formatLongDate(new Date(b.endsAt)) === formatLongDate(new Date(b.startsAt))
                    ? ''
                    : `${formatLongDate(new Date(b.endsAt))}, `}
                  {formatSlotTime(new Date(b.endsAt))}
                  {b.reason && <span className="text-ink/70"> · {b.reason}</span>}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => remove(b)}
                  aria-label={`Remove the block on ${formatLongDate(new Date(b.startsAt))}`}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
