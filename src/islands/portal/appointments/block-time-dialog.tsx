// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useEffect, useId } from 'react';
import { appointmentBlockSchema } from '#src/lib/validation/appointment-settings';
import { formatLongDate, formatSlotTime } from '#src/lib/appointments/time-zone';
import { api, errorMessage } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Checkbox, Field, FormError, Input } from '#src/islands/ui/field';
import type { BlockDto } from './types';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; defaultDate: string; blocks: BlockDto[]; onChanged: () => void };

type Values = { date: string; endDate: string; allDay: boolean; from: string; to: string; reason: string };
const blank = (date: string): Values => ({ date, endDate: '', allDay: true, from: '12:00', to: '14:00', reason: '' });

/** A whole day (or days) or a period of one day: only the parts that apply are sent. */
const toInput = (v: Values) => ({
  date: v.date,
  ...(v.allDay && v.endDate ? { endDate: v.endDate } : {}),
  allDay: v.allDay,
  ...(v.allDay ? {} : { from: v.from, to: v.to }),
  reason: v.reason,
});

/** Close days or block part of a day; lists this view's blocks with a way to remove each. */
export function BlockTimeDialog({ open, onOpenChange, defaultDate, blocks, onChanged }: Props) {
  const id = useId();
  const form = useZodForm({
    schema: appointmentBlockSchema,
    defaultValues: blank(defaultDate),
    toInput,
    failure: { toast: false },
    onSubmit: async (body) => {
      await api.post('/api/appointments/blocks', body);
      toast({ title: body.allDay ? 'Closed for bookings' : 'Time blocked', description: 'Visitors can no longer book that time.' });
      onChanged();
      onOpenChange(false);
    },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(blank(defaultDate));
  }, [open, defaultDate, reset]);

  const allDay = form.watch('allDay');
  const date = form.bind('date', { id: `${id}-date` });
  const endDate = form.bind('endDate', { id: `${id}-end` });
  const from = form.bind('from', { id: `${id}-from` });
  const to = form.bind('to', { id: `${id}-to` });
  const whole = form.bind('allDay', { id: `${id}-all-day` });
  const reason = form.bind('reason', { id: `${id}-reason` });
  const busy = form.pending;

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
          <Button type="submit" form={`${id}-form`} pending={busy}>
            Block
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field {...date.field} label={allDay ? 'First day' : 'Day'}>
          <Input type="date" {...date.control} />
        </Field>
        {allDay ? (
          <Field {...endDate.field} label="Last day (optional)">
            <Input type="date" min={form.watch('date')} {...endDate.control} />
          </Field>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Field {...from.field} label="From">
              <Input type="time" step={900} {...from.control} />
            </Field>
            <Field {...to.field} label="To">
              <Input type="time" step={900} {...to.control} />
            </Field>
          </div>
        )}
        <Checkbox label="Whole day (closed)" className="sm:col-span-2" {...whole.control} />
        <Field {...reason.field} label="Reason (staff only)" className="sm:col-span-2">
          <Input maxLength={200} placeholder="Private event, holiday, detailing day…" {...reason.control} />
        </Field>
        <FormError message={form.formError} className="sm:col-span-2" />
      </form>
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
