// First: zod must be told not to probe for eval (CSP) before any schema below is built.
import '#src/islands/lib/zod-browser';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { describeConsent, type MarketingConsent } from '#src/lib/consent/windows';
import { APPOINTMENT_KIND_LABELS } from '#src/lib/appointments/enums';
import { formatAppointmentTime, formatSlotTime, zonedDate } from '#src/lib/appointments/time-zone';
import { LEAD_TYPE_LABELS } from '#src/lib/enums';
import { formatDate } from '#src/lib/format/dates';
import { staffCancelSchema, staffRescheduleSchema } from '#src/lib/validation/appointment-settings';
import { api, ApiError, errorMessage } from '#src/islands/lib/api';
import { useZodForm } from '#src/islands/lib/use-zod-form';
import { useApi } from '#src/islands/lib/use-api';
import { toast } from '#src/islands/stores/toasts';
import { Button } from '#src/islands/ui/button';
import { Dialog } from '#src/islands/ui/dialog';
import { Field, FormError, Input, Select, Textarea } from '#src/islands/ui/field';
import { LoadingState } from '#src/islands/ui/spinner';
import type { AppointmentDetailDto, AppointmentDto, ChangeAnswer } from './types';
import { StatusPill } from './week-calendar';
import { RemoteMark } from './remote-visit';

type Props = {
  appointment: AppointmentDto | null;
  area: 'employee' | 'admin';
  onClose: () => void;
  /** With the appointment as the server answered it after the change. */
  onChanged: (changed: ChangeAnswer) => void;
};
type Mode = 'view' | 'reschedule' | 'cancel';

const deliveryNote = (a: ChangeAnswer) =>
  a.delivery === 'smtp'
    ? 'The customer has been e-mailed.'
    : a.delivery === 'outbox'
      ? 'The e-mail is in the outbox (no mail server set).'
      : `The e-mail could not be sent: ${a.deliveryError ?? 'unknown error'}.`;

/** One appointment: who, what, the customer's other leads and consent; confirm, reschedule, cancel. */
export function AppointmentDialog({ appointment, area, onClose, onChanged }: Props) {
  const id = useId();
  const detail = useApi<AppointmentDetailDto>(appointment ? `/api/appointments/${appointment.id}` : null);
  const [mode, setMode] = useState<Mode>('view');
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  // A video call's link, sent with the confirmation (and in its .ics).
  const [meetingUrl, setMeetingUrl] = useState('');
  const [meetingUrlError, setMeetingUrlError] = useState<string | null>(null);
  const [slots, setSlots] = useState<{ start: string; label: string }[] | null>(null);
  const [slotsError, setSlotsError] = useState<string | null>(null);
  // Reschedule and cancel open below the details: bring them into view (and focus the first field) on a phone.
  const panel = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mode === 'view') return;
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [mode]);

  const done = (title: string, answer: ChangeAnswer) => {
    toast({ title, description: deliveryNote(answer), variant: answer.delivery === 'failed' ? 'destructive' : 'default' });
    onChanged(answer);
    onClose();
  };
  const move = useZodForm({
    schema: staffRescheduleSchema,
    defaultValues: { date: '', start: '' },
    toInput: (v) => ({ start: v.start }),
    failure: { toast: false },
    onSubmit: async (body) => {
      if (appointment) done('Appointment moved', await api.post<ChangeAnswer>(`/api/appointments/${appointment.id}/reschedule`, body));
    },
  });
  const cancel = useZodForm({
    schema: staffCancelSchema,
    defaultValues: { reason: '' },
    toInput: (v) => ({ reason: v.reason.trim() || undefined }),
    failure: { toast: false },
    onSubmit: async (body) => {
      if (!appointment) return;
      done(
        'Appointment cancelled',
        await api.post<ChangeAnswer>(`/api/appointments/${appointment.id}/status`, { status: 'cancelled', ...body }),
      );
    },
  });
  const busy = confirming || move.pending || cancel.pending;
  const reason = cancel.bind('reason', { id: `${id}-reason`, hint: 'Sent with the cancellation e-mail.' });

  const resetMove = move.reset;
  const resetCancel = cancel.reset;
  useEffect(() => {
    setMode('view');
    setConfirmError(null);
    setMeetingUrl(appointment?.meetingUrl ?? '');
    setMeetingUrlError(null);
    setSlots(null);
    resetCancel({ reason: '' });
    resetMove({ date: appointment ? zonedDate(new Date(appointment.startsAt)) : '', start: '' });
  }, [appointment, resetMove, resetCancel]);

  const date = move.watch('date');
  const setMoveValue = move.setValue;
  useEffect(() => {
    if (mode !== 'reschedule' || !date || !appointment) return;
    let live = true;
    setSlots(null);
    setSlotsError(null);
    setMoveValue('start', '');
    api
      .get<{ slots: { start: string; label: string }[] }>(
        `/api/appointments/slots?date=${date}${appointment.vehicleId ? `&vehicleId=${appointment.vehicleId}` : ''}`,
      )
      .then((r) => live && setSlots(r.slots))
      .catch((e) => live && setSlotsError(errorMessage(e, 'The times could not be loaded.')));
    return () => {
      live = false;
    };
  }, [mode, date, appointment, setMoveValue]);

  const confirm = async (target: AppointmentDto) => {
    setConfirming(true);
    setConfirmError(null);
    setMeetingUrlError(null);
    const link = meetingUrl.trim();
    try {
      done(
        'Appointment confirmed',
        await api.post<ChangeAnswer>(`/api/appointments/${target.id}/status`, {
          status: 'confirmed',
          ...(link ? { meetingUrl: link } : {}),
        }),
      );
    } catch (e) {
      const fieldError = e instanceof ApiError ? e.fieldErrors.meetingUrl : undefined;
      if (fieldError) setMeetingUrlError(fieldError);
      else setConfirmError(errorMessage(e, 'That did not work. Please try again.'));
    } finally {
      setConfirming(false);
    }
  };

  const a = detail.data ?? appointment;
  const inquiriesPath = `/${area}/inquiries`;
  const cancelled = a?.status === 'cancelled';

  const footer =
    a && !cancelled ? (
      mode === 'view' ? (
        <>
          <Button variant="secondary" onClick={() => setMode('cancel')}>
            Cancel appointment
          </Button>
          <Button variant="secondary" onClick={() => setMode('reschedule')}>
            Reschedule
          </Button>
          {a.status === 'requested' && (
            <Button pending={confirming} onClick={() => void confirm(a)}>
              Confirm
            </Button>
          )}
        </>
      ) : mode === 'reschedule' ? (
        <>
          <Button variant="ghost" onClick={() => setMode('view')}>
            Back
          </Button>
          <Button type="submit" form={`${id}-move`} pending={move.pending} disabled={!move.watch('start')}>
            Move and tell the customer
          </Button>
        </>
      ) : (
        <>
          <Button variant="ghost" onClick={() => setMode('view')}>
            Keep it
          </Button>
          <Button type="submit" form={`${id}-cancel`} variant="destructive" pending={cancel.pending}>
            Cancel and tell the customer
          </Button>
        </>
      )
    ) : undefined;

  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      size="lg"
      title={a ? `${APPOINTMENT_KIND_LABELS[a.kind]} with ${a.name}` : 'Appointment'}
      description={a ? formatAppointmentTime(new Date(a.startsAt)) : undefined}
      footer={footer}
    >
      {!a ? (
        <LoadingState />
      ) : (
        <div className="grid gap-6 text-sm" data-appointment-dialog={a.id}>
          <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2.5">
            <dt className="text-ink/70">Status</dt>
            <dd>
              <StatusPill status={a.status} />
              {cancelled && a.cancelledBy && <span className="ml-2 text-ink/70">by the {a.cancelledBy}</span>}
            </dd>
            <dt className="text-ink/70">When</dt>
            <dd>
              {formatAppointmentTime(new Date(a.startsAt))} – {formatSlotTime(new Date(a.endsAt))}{' '}
              <span className="text-ink/70">(bay {a.bay})</span>
            </dd>
            {a.visitMode === 'video' && (
              <>
                <dt className="text-ink/70">Visit</dt>
                <dd>
                  <RemoteMark visitMode={a.visitMode} videoApp={a.videoApp} />
                  {a.meetingUrl && (
                    <a
                      className="ml-2 break-all underline underline-offset-4"
                      href={a.meetingUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {a.meetingUrl}
                    </a>
                  )}
                </dd>
              </>
            )}
            <dt className="text-ink/70">Vehicle</dt>
            <dd>
              {a.vehicleId ? (
                <a
                  className="font-medium underline decoration-ink/25 underline-offset-4 hover:decoration-ink"
                  href={`/inventory/${a.vehicleId}`}
                  target="_blank"
                  rel="noopener"
                >
                  {a.vehicleTitle ?? `Vehicle #${a.vehicleId}`}
                </a>
              ) : (
                <span className="text-ink/70">General viewing</span>
              )}
              {a.vehicleStatus === 'sold' && <span className="ml-2 text-red-700">sold since booking</span>}
            </dd>
            <dt className="text-ink/70">Email</dt>
            <dd>
              <a className="underline-offset-4 hover:underline" href={`mailto:${a.email}`}>
                {a.email}
              </a>
            </dd>
            <dt className="text-ink/70">Phone</dt>
            <dd>
              {a.phone ? <a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a> : <span className="text-ink/65">Not given</span>}
            </dd>
            <dt className="text-ink/70">Lead</dt>
            <dd>
              <a
                className="underline decoration-ink/25 underline-offset-4 hover:decoration-ink"
                href={`${inquiriesPath}?open=${a.inquiryId}`}
              >
                Open in the inbox
              </a>
            </dd>
            {detail.data && (
              <>
                <dt className="text-ink/70">Marketing</dt>
                <dd data-consent-state={detail.data.consent.state}>
                  {describeConsent(toConsent(detail.data.consent), (d) => formatDate(d))}
                </dd>
              </>
            )}
          </dl>
          {a.message && (
            <div>
              <h3 className="text-xs font-semibold tracking-wide text-ink/70 uppercase">Message</h3>
              <p className="mt-1.5 leading-relaxed whitespace-pre-line">{a.message}</p>
            </div>
          )}
          {cancelled && a.cancelReason && (
            <p className="rounded-md bg-ink/[0.04] p-3 text-ink/75">Note to the customer: {a.cancelReason}</p>
          )}
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-ink/70 uppercase">Other leads from this customer</h3>
            {!detail.data ? (
              <p className="mt-1.5 text-ink/65">Loading…</p>
            ) : detail.data.otherLeads.length === 0 ? (
              <p className="mt-1.5 text-ink/65">None: this is their first.</p>
            ) : (
              <ul className="mt-1.5 divide-y divide-ink/6 rounded-md border border-ink/8" data-other-leads>
                {detail.data.otherLeads.map((l) => (
                  <li key={l.id}>
                    <a
                      href={`${inquiriesPath}?open=${l.id}`}
                      className="flex items-center justify-between gap-3 px-3 py-2 hover:bg-ivory/60"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{l.subject}</span>
                        <span className="text-xs text-ink/70">
                          {LEAD_TYPE_LABELS[l.type] ?? l.type} · {formatDate(l.createdAt)}
                        </span>
                      </span>
                      <span className="shrink-0 text-xs text-ink/70 capitalize">{l.status.replace('-', ' ')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {mode === 'reschedule' && <RescheduleFields id={id} form={move} slots={slots} slotsError={slotsError} panel={panel} />}
          {mode === 'cancel' && (
            <form id={`${id}-cancel`} ref={panel} onSubmit={cancel.submit} noValidate className="grid gap-3">
              <Field {...reason.field} label="Note to the customer (optional)">
                <Textarea rows={3} maxLength={1000} {...reason.control} />
              </Field>
              <FormError message={cancel.formError} />
            </form>
          )}
          {mode === 'view' && a.visitMode === 'video' && a.status === 'requested' && (
            <Field
              id={`${id}-meetingUrl`}
              label="Meeting link (sent with the confirmation)"
              error={meetingUrlError ?? undefined}
              hint="An https:// link for the call; leave blank for a phone call."
            >
              <Input
                id={`${id}-meetingUrl`}
                type="url"
                value={meetingUrl}
                placeholder="https://meet.google.com/…"
                onChange={(e) => setMeetingUrl(e.target.value)}
                aria-invalid={meetingUrlError ? true : undefined}
                aria-describedby={meetingUrlError ? `${id}-meetingUrl-error` : `${id}-meetingUrl-hint`}
              />
            </Field>
          )}
          {mode === 'view' && <FormError message={confirmError} />}
        </div>
      )}
    </Dialog>
  );
}

type MoveForm = ReturnType<typeof useZodForm<{ date: string; start: string }, { start: string }>>;

/** The new day and one of its free times (the times follow the day chosen). */
function RescheduleFields({
  id,
  form,
  slots,
  slotsError,
  panel,
}: {
  id: string;
  form: MoveForm;
  slots: { start: string; label: string }[] | null;
  slotsError: string | null;
  panel: RefObject<HTMLFormElement | null>;
}) {
  const date = form.bind('date', { id: `${id}-date` });
  const start = form.bind('start', { id: `${id}-slot`, hint: slots && slots.length === 0 ? 'No free time that day.' : undefined });
  return (
    <form
      id={`${id}-move`}
      ref={panel}
      onSubmit={form.submit}
      noValidate
      className="grid gap-4 rounded-lg border border-ink/10 p-4 sm:grid-cols-2"
    >
      <Field {...date.field} label="New day">
        <Input type="date" {...date.control} />
      </Field>
      <Field {...start.field} label="New time">
        <Select
          placeholder={slots === null ? 'Loading…' : 'Choose a time'}
          options={(slots ?? []).map((s) => ({ value: s.start, label: s.label }))}
          {...start.control}
        />
      </Field>
      <p className="text-xs text-ink/70 sm:col-span-2">The customer receives the new time and an updated calendar invitation.</p>
      <FormError message={slotsError ?? form.formError} className="sm:col-span-2" />
    </form>
  );
}

function toConsent(c: AppointmentDetailDto['consent']): MarketingConsent {
  const d = (s: string | null | undefined) => (s ? new Date(s) : null);
  if (c.state === 'express') return { state: 'express', since: d(c.since)!, until: null };
  if (c.state === 'implied')
    return {
      state: 'implied',
      basis: (c.basis as 'implied-inquiry' | 'implied-purchase') ?? 'implied-inquiry',
      since: d(c.since)!,
      until: d(c.until)!,
    };
  if (c.state === 'withdrawn') return { state: 'withdrawn', since: d(c.since)!, until: null };
  return { state: 'none', since: null, until: null, ...(c.expiredAt ? { expiredAt: new Date(c.expiredAt) } : {}) };
}
