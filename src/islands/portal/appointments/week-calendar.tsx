import { gridHours, placeInDay } from '#src/lib/appointments/calendar';
import { APPOINTMENT_KIND_LABELS, APPOINTMENT_STATUS_LABELS } from '#src/lib/appointments/enums';
import { formatSlotTime, zonedDate } from '#src/lib/appointments/time-zone';
import { cn } from '#src/islands/ui/cn';
import { RemoteMark } from './remote-visit';
import { asDates, type AppointmentDto, type BlockDto, type RulesDto } from './types';

type Props = {
  dates: string[];
  appointments: AppointmentDto[];
  blocks: BlockDto[];
  rules: RulesDto;
  today: string;
  onOpen: (a: AppointmentDto) => void;
};

const STATUS_STYLE = {
  requested: 'border-gold bg-[#fbf5ea] text-ink',
  confirmed: 'border-ink bg-ink text-ivory',
  cancelled: 'border-ink/20 bg-white text-ink/75 line-through',
} as const;

const dayHeading = (date: string, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(
    'en-CA',
    style === 'long'
      ? { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }
      : { timeZone: 'UTC', weekday: 'short', day: 'numeric' },
  ).format(new Date(`${date}T12:00:00Z`));

/**
 * The week: a time grid from 1024 px (each day a labelled column of buttons), an agenda
 * list below it. Both are lists of buttons in time order, so keyboard and screen-reader
 * users move through the week the way it reads.
 */
export function WeekCalendar({ dates, appointments, blocks, rules, today, onOpen }: Props) {
  const events = [...appointments.map(asDates), ...blocks.map(asDates)];
  const hours = gridHours(rules.weeklyHours, events);
  const hourMarks = Array.from({ length: (hours.to - hours.from) / 60 }, (_, i) => hours.from / 60 + i);
  const byDay = (date: string) => appointments.filter((a) => zonedDate(new Date(a.startsAt)) === date);
  const blocksOn = (date: string) => blocks.map((b) => ({ b, place: placeInDay(asDates(b), date, hours) })).filter((x) => x.place);
  const rowHeight = 64;

  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-ink/8 bg-white lg:block" data-week-grid>
        <div className="grid grid-cols-[4rem_repeat(7,minmax(0,1fr))] border-b border-ink/8">
          <div />
          {dates.map((date) => (
            <div key={date} className={cn('border-l border-ink/8 px-3 py-3 text-center', date === today && 'bg-ivory')}>
              <p className={cn('text-[11px] font-medium tracking-[0.18em] uppercase', date === today ? 'text-bronze' : 'text-ink/70')}>
                {dayHeading(date, 'short').split(' ')[0]}
              </p>
              <p className="font-display text-2xl leading-tight">{dayHeading(date, 'short').split(' ')[1]}</p>
            </div>
          ))}
        </div>
        <div className="grid grid-cols-[4rem_repeat(7,minmax(0,1fr))]">
          <div className="relative" style={{ height: hourMarks.length * rowHeight }} aria-hidden="true">
            {hourMarks.map((h, i) => (
              <span key={h} className="absolute right-2 text-[11px] text-ink/65 tabular-nums" style={{ top: i * rowHeight + 4 }}>
                {`${h % 12 === 0 ? 12 : h % 12} ${h < 12 || h === 24 ? 'AM' : 'PM'}`}
              </span>
            ))}
          </div>
          {dates.map((date) => {
            const dayHours = rules.weeklyHours[new Date(`${date}T12:00:00Z`).getUTCDay()];
            return (
              <section
                key={date}
                aria-label={dayHeading(date, 'long')}
                className={cn(
                  'relative border-l border-ink/8',
                  !dayHours &&
                    'bg-[repeating-linear-gradient(135deg,transparent,transparent_8px,rgb(14_14_16/0.035)_8px,rgb(14_14_16/0.035)_9px)]',
                  date === today && 'bg-ivory/50',
                )}
                style={{ height: hourMarks.length * rowHeight }}
              >
                {hourMarks.map((h, i) => (
                  <div key={h} className="absolute inset-x-0 border-t border-ink/6" style={{ top: i * rowHeight }} aria-hidden="true" />
                ))}
                {blocksOn(date).map(({ b, place }) => (
                  <div
                    key={`block-${b.id}`}
                    className="absolute inset-x-1 overflow-hidden rounded-md border border-dashed border-ink/25 bg-ink/[0.06] px-2 py-1 text-[11px] text-ink/70"
                    style={{ top: `${place!.top}%`, height: `${place!.height}%` }}
                  >
                    Blocked{b.reason ? `: ${b.reason}` : ''}
                  </div>
                ))}
                <ol>
                  {byDay(date).map((a) => {
                    const place = placeInDay(asDates(a), date, hours);
                    if (!place) return null;
                    const bayWidth = 100 / Math.max(1, rules.bays);
                    return (
                      <li key={a.id}>
                        <button
                          type="button"
                          onClick={() => onOpen(a)}
                          data-appointment={a.id}
                          className={cn(
                            'absolute overflow-hidden rounded-md border-l-[3px] px-2 py-1 text-left text-xs shadow-xs transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
                            STATUS_STYLE[a.status],
                            a.status === 'cancelled' && 'z-0',
                          )}
                          style={{
                            top: `${place.top}%`,
                            height: `${place.height}%`,
                            left: `calc(${(Math.min(a.bay, rules.bays) - 1) * bayWidth}% + 3px)`,
                            width: `calc(${bayWidth}% - 6px)`,
                          }}
                        >
                          {/* The visible text is the start of the accessible name (WCAG 2.5.3); kind and status are added for screen readers. */}
                          <span className="block font-semibold tabular-nums">{formatSlotTime(new Date(a.startsAt))}</span>
                          <span className="sr-only">, {APPOINTMENT_KIND_LABELS[a.kind]}, </span>
                          <span className="block truncate">{a.name}</span>
                          <span className="block truncate">
                            <RemoteMark visitMode={a.visitMode} videoApp={a.videoApp} compact />
                          </span>
                          {a.vehicleTitle && (
                            <span className={cn('block truncate', a.status !== 'cancelled' && 'opacity-80')}>{a.vehicleTitle}</span>
                          )}
                          <span className="sr-only">, {APPOINTMENT_STATUS_LABELS[a.status]}</span>
                        </button>
                      </li>
                    );
                  })}
                </ol>
              </section>
            );
          })}
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-3 lg:hidden" data-week-agenda>
        {dates.map((date) => {
          const items = byDay(date);
          const dayBlocks = blocks.filter((b) => placeInDay(asDates(b), date, { from: 0, to: 24 * 60 }));
          return (
            <section
              key={date}
              aria-label={dayHeading(date, 'long')}
              className={cn('rounded-xl border border-ink/8 bg-white', date === today && 'ring-1 ring-gold')}
            >
              <h3 className="flex items-baseline justify-between border-b border-ink/8 px-4 py-2.5 text-sm font-semibold">
                {dayHeading(date, 'long')}
                {date === today && <span className="text-[11px] font-medium tracking-[0.18em] text-bronze uppercase">Today</span>}
              </h3>
              {dayBlocks.map((b) => (
                <p key={b.id} className="border-b border-dashed border-ink/15 px-4 py-2 text-xs text-ink/65">
                  Blocked {formatSlotTime(new Date(b.startsAt))} – {formatSlotTime(new Date(b.endsAt))}
                  {b.reason ? `: ${b.reason}` : ''}
                </p>
              ))}
              {items.length === 0 ? (
                <p className="px-4 py-3 text-sm text-ink/65">No appointments</p>
              ) : (
                <ol className="divide-y divide-ink/6">
                  {items.map((a) => (
                    <li key={a.id}>
                      <button
                        type="button"
                        onClick={() => onOpen(a)}
                        data-appointment={a.id}
                        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-ivory/60 focus-visible:outline-2 focus-visible:outline-gold"
                      >
                        <span className="w-[4.75rem] shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums">
                          {formatSlotTime(new Date(a.startsAt))}
                        </span>
                        <span className={cn('min-w-0 flex-1', a.status === 'cancelled' && 'text-ink/65 line-through')}>
                          <span className="block truncate text-sm font-medium">{a.name}</span>
                          <span className="block truncate text-xs text-ink/70">
                            {APPOINTMENT_KIND_LABELS[a.kind]}
                            {a.vehicleTitle ? ` · ${a.vehicleTitle}` : ''}
                          </span>
                          <span className="block text-xs text-ink/80">
                            <RemoteMark visitMode={a.visitMode} videoApp={a.videoApp} />
                          </span>
                        </span>
                        <StatusPill status={a.status} />
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

export function StatusPill({ status }: { status: AppointmentDto['status'] }) {
  const tone = { requested: 'bg-[#fbf0db] text-[#7a5c30]', confirmed: 'bg-ink text-ivory', cancelled: 'bg-ink/5 text-ink/70' }[status];
  return (
    <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-[11px] font-medium', tone)}>{APPOINTMENT_STATUS_LABELS[status]}</span>
  );
}
