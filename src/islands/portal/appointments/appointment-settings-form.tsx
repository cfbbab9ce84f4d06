import { useEffect, useId, useState } from 'react';
import { WEEKDAYS, type DayHours, type WeeklyHours } from '../../../lib/appointments/opening-hours';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useApi } from '../../lib/use-api';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
import { Panel } from '../../ui/card';
import { Checkbox, Field, Input, Select, describedBy } from '../../ui/field';
import { LoadingState } from '../../ui/spinner';
import type { RulesDto } from './types';

const ORDER = [1, 2, 3, 4, 5, 6, 0];
const SLOT_OPTIONS = [30, 45, 60, 90, 120].map((m) => ({
  value: String(m),
  label: m % 60 === 0 ? `${m / 60} hour${m === 60 ? '' : 's'}` : `${m} minutes`,
}));

/**
 * Admin settings: the opening hours (the one list: the site's published hours are
 * rewritten from it) and the booking rules (slot length, bays, notice).
 */
export default function AppointmentSettingsForm() {
  const id = useId();
  const saved = useApi<RulesDto>('/api/appointments/settings');
  const [values, setValues] = useState<RulesDto | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (saved.data) setValues(saved.data);
  }, [saved.data]);

  if (!values)
    return (
      <Panel title="Opening hours and bookings">
        {saved.error ? <p className="text-sm text-red-700">The booking rules could not be loaded.</p> : <LoadingState />}
      </Panel>
    );

  const setDay = (day: number, hours: DayHours) =>
    setValues({ ...values, weeklyHours: values.weeklyHours.map((h, i) => (i === day ? hours : h)) as WeeklyHours });
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      setValues(await api.put<RulesDto>('/api/appointments/settings', values));
      toast({ title: 'Booking rules saved', description: 'The site shows the new hours, and new bookings follow them.' });
    } catch (e) {
      const fields = e instanceof ApiError ? ((e.body as { errors?: Record<string, string> } | null)?.errors ?? {}) : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(e, 'The booking rules could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      title="Opening hours and bookings"
      action={
        <Button size="sm" pending={busy} onClick={save}>
          Save
        </Button>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <fieldset>
          <legend className="mb-2 text-xs font-medium tracking-wide text-ink/75">
            Opening hours (Toronto time; a closed day takes no bookings)
          </legend>
          <div className="grid gap-2">
            {ORDER.map((day) => {
              const hours = values.weeklyHours[day];
              const err = errors[`weeklyHours.${day}.closes`] ?? errors[`weeklyHours.${day}.opens`];
              return (
                <div key={day} className="grid grid-cols-[7rem_auto_1fr] items-center gap-3">
                  <Checkbox
                    id={`${id}-open-${day}`}
                    label={WEEKDAYS[day]}
                    checked={hours !== null}
                    onChange={(e) => setDay(day, e.target.checked ? { opens: '10:00', closes: '17:00' } : null)}
                  />
                  {hours ? (
                    <span className="flex items-center gap-2">
                      <Input
                        id={`${id}-opens-${day}`}
                        type="time"
                        step={900}
                        value={hours.opens}
                        aria-label={`${WEEKDAYS[day]} opens`}
                        onChange={(e) => setDay(day, { ...hours, opens: e.target.value })}
                        className="w-32"
                      />
                      <span aria-hidden="true">–</span>
                      <Input
                        id={`${id}-closes-${day}`}
                        type="time"
                        step={900}
                        value={hours.closes}
                        aria-label={`${WEEKDAYS[day]} closes`}
                        aria-invalid={err ? true : undefined}
                        aria-describedby={err ? `${id}-err-${day}` : undefined}
                        onChange={(e) => setDay(day, { ...hours, closes: e.target.value })}
                        className="w-32"
                      />
                    </span>
                  ) : (
                    <span className="text-sm text-ink/65">By appointment only (no online bookings)</span>
                  )}
                  {err && (
                    <p id={`${id}-err-${day}`} className="col-span-3 text-xs font-medium text-red-700">
                      {WEEKDAYS[day]}: {err}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="grid content-start gap-4">
          <Field id={`${id}-slot`} label="Appointment length" error={errors.slotMinutes}>
            <Select
              id={`${id}-slot`}
              value={String(values.slotMinutes)}
              options={SLOT_OPTIONS}
              onChange={(e) => setValues({ ...values, slotMinutes: Number(e.target.value) })}
            />
          </Field>
          <Field id={`${id}-bays`} label="Bays (appointments at the same time)" error={errors.bays}>
            <Input
              id={`${id}-bays`}
              type="number"
              min={1}
              max={10}
              value={values.bays}
              onChange={(e) => setValues({ ...values, bays: Number(e.target.value) })}
              aria-invalid={errors.bays ? true : undefined}
              aria-describedby={describedBy(`${id}-bays`, errors.bays)}
            />
          </Field>
          <Field id={`${id}-notice`} label="Notice (hours before a visit)" error={errors.noticeMinutes} hint="At least 2 hours.">
            <Input
              id={`${id}-notice`}
              type="number"
              min={2}
              max={336}
              value={values.noticeMinutes / 60}
              onChange={(e) => setValues({ ...values, noticeMinutes: Math.round(Number(e.target.value) * 60) })}
              aria-invalid={errors.noticeMinutes ? true : undefined}
              aria-describedby={describedBy(`${id}-notice`, errors.noticeMinutes, 'x')}
            />
          </Field>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.form}
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}
