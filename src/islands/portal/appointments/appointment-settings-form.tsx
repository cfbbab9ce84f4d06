// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useId } from 'react';
import { WEEKDAYS } from '#src/lib/appointments/opening-hours';
import { appointmentSettingsSchema } from '#src/lib/validation/appointment-settings';
import { api } from '#src/islands/lib/api';
import { useApi } from '#src/islands/lib/use-api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Panel } from '#src/islands/ui/card';
import { Checkbox, describedBy, Field, FormError, Input, Select, Textarea } from '#src/islands/ui/field';
import { LoadingState } from '#src/islands/ui/spinner';
import type { RulesDto } from './types';

const ORDER = [1, 2, 3, 4, 5, 6, 0];
const SLOT_OPTIONS = [30, 45, 60, 90, 120].map((m) => ({
  value: String(m),
  label: m % 60 === 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${m} minutes`,
}));

/** What the form edits: each day open or closed with its times kept, numbers as typed, notice in hours. */
type Day = { open: boolean; opens: string; closes: string };
type Values = { weeklyHours: Day[]; slotMinutes: string; bays: string; noticeMinutes: string; closedDates: string };

const toValues = (r: RulesDto): Values => ({
  weeklyHours: r.weeklyHours.map((h) => (h ? { open: true, ...h } : { open: false, opens: '10:00', closes: '17:00' })),
  slotMinutes: String(r.slotMinutes),
  bays: String(r.bays),
  noticeMinutes: String(r.noticeMinutes / 60),
  closedDates: (r.closedDates ?? []).join('\n'),
});
/** Same keys as the schema, so its errors land on the fields: a closed day is null, notice goes back to minutes. */
const toInput = (v: Values) => ({
  weeklyHours: v.weeklyHours.map((d) => (d.open ? { opens: d.opens, closes: d.closes } : null)),
  slotMinutes: Number(v.slotMinutes),
  bays: v.bays.trim() === '' ? undefined : Number(v.bays),
  noticeMinutes: v.noticeMinutes.trim() === '' ? undefined : Math.round(Number(v.noticeMinutes) * 60),
  // One date a line (or comma-separated): none closes nothing.
  closedDates: v.closedDates.split(/[\s,]+/).filter(Boolean),
});

/**
 * Admin settings: the opening hours (the one list: the site's published hours are
 * rewritten from it) and the booking rules (slot length, bays, notice).
 */
export default function AppointmentSettingsForm() {
  const saved = useApi<RulesDto>('/api/appointments/settings');
  if (!saved.data)
    return (
      <Panel title="Opening hours and bookings">
        {saved.error ? <p className="text-sm text-red-700">The booking rules could not be loaded.</p> : <LoadingState />}
      </Panel>
    );
  return <AppointmentSettingsFields initial={toValues(saved.data)} />;
}

function AppointmentSettingsFields({ initial }: { initial: Values }) {
  const id = useId();
  const form = useZodForm({
    schema: appointmentSettingsSchema,
    defaultValues: initial,
    toInput,
    failure: { toast: false },
    onSubmit: async (body) => {
      form.reset(toValues(await api.put<RulesDto>('/api/appointments/settings', body)));
      toast({ title: 'Booking rules saved', description: 'The site shows the new hours, and new bookings follow them.' });
    },
  });
  const days = form.watch('weeklyHours');
  const slot = form.bind('slotMinutes', { id: `${id}-slot` });
  const bays = form.bind('bays', { id: `${id}-bays` });
  const notice = form.bind('noticeMinutes', { id: `${id}-notice`, hint: 'At least 2 hours.' });
  const closedHint = 'One a line: MM-DD every year (12-25), or YYYY-MM-DD for one day. No bookings are offered on them.';
  const closed = form.bind('closedDates', { id: `${id}-closed`, hint: closedHint });
  // The schema names the line at fault (closedDates.2): shown on the one field.
  const listErrors = form.formState.errors.closedDates as unknown;
  const closedError =
    closed.field.error ?? (Array.isArray(listErrors) ? (listErrors.find(Boolean) as { message?: string } | undefined)?.message : undefined);

  return (
    <Panel
      title="Opening hours and bookings"
      action={
        <Button size="sm" type="submit" form={`${id}-form`} pending={form.pending}>
          Save
        </Button>
      }
    >
      <form
        id={`${id}-form`}
        onSubmit={form.submit}
        noValidate
        aria-label="Opening hours and bookings"
        className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        {/* A fieldset is at least as wide as its content by default: min-w-0 lets it fit a phone. */}
        <fieldset className="min-w-0">
          <legend className="mb-2 text-xs font-medium tracking-wide text-ink/75">
            Opening hours (Toronto time; a closed day takes no bookings)
          </legend>
          <div className="grid gap-2">
            {ORDER.map((day) => {
              const err = form.errorOf(`weeklyHours.${day}.closes`) ?? form.errorOf(`weeklyHours.${day}.opens`);
              const open = form.register(`weeklyHours.${day}.open`);
              return (
                <div key={day} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 sm:grid sm:grid-cols-[7rem_auto_1fr]">
                  <Checkbox id={`${id}-open-${day}`} label={WEEKDAYS[day]} className="w-28 shrink-0" {...open} />
                  {days[day]?.open ? (
                    <span className="flex items-center gap-2">
                      <Input
                        id={`${id}-opens-${day}`}
                        type="time"
                        step={900}
                        aria-label={`${WEEKDAYS[day]} opens`}
                        className="w-32"
                        {...form.register(`weeklyHours.${day}.opens`)}
                      />
                      <span aria-hidden="true">–</span>
                      <Input
                        id={`${id}-closes-${day}`}
                        type="time"
                        step={900}
                        aria-label={`${WEEKDAYS[day]} closes`}
                        aria-invalid={err ? true : undefined}
                        aria-describedby={err ? `${id}-err-${day}` : undefined}
                        className="w-32"
                        {...form.register(`weeklyHours.${day}.closes`)}
                      />
                    </span>
                  ) : (
                    <span className="text-sm text-ink/65">By appointment only (no online bookings)</span>
                  )}
                  {err && (
                    <p id={`${id}-err-${day}`} className="col-span-3 text-xs font-medium text-red-700" role="alert">
                      {WEEKDAYS[day]}: {err}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="grid content-start gap-4">
          <Field {...slot.field} label="Appointment length">
            <Select options={SLOT_OPTIONS} {...slot.control} />
          </Field>
          <Field {...bays.field} label="Bays (appointments at the same time)">
            <Input type="number" min={1} max={10} {...bays.control} />
          </Field>
          <Field {...notice.field} label="Notice (hours before a visit)">
            <Input type="number" min={2} max={336} {...notice.control} />
          </Field>
          <Field {...closed.field} error={closedError} label="Closed dates">
            <Textarea
              rows={4}
              {...closed.control}
              aria-invalid={closedError ? true : undefined}
              aria-describedby={describedBy(`${id}-closed`, closedError, closedHint)}
            />
          </Field>
          <FormError message={form.formError} />
        </div>
      </form>
    </Panel>
  );
}
