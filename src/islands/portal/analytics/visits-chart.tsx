type Day = { date: string; visits: number };

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayLabel.format(d);
};

/** Visits per day as quiet bars; the numbers are also in a visually hidden table for screen readers. */
export default function VisitsChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.visits));
  const total = days.reduce((sum, d) => sum + d.visits, 0);
  if (days.length === 0 || total === 0) return <p className="text-sm text-ink/65">No visits recorded in this period.</p>;
  return (
    <figure>
      <div className="flex h-40 items-end gap-[3px]" aria-hidden="true">
        {days.map((d) => (
          <div key={d.date} className="group relative flex h-full flex-1 items-end">
            <div
              className="w-full bg-ink/80 transition group-hover:bg-gold"
              style={{ height: `${Math.max(2, (d.visits / max) * 100)}%` }}
            />
            <span className="pointer-events-none absolute -top-7 left-1/2 z-10 hidden -translate-x-1/2 whitespace-nowrap bg-ink px-2 py-1 text-[11px] text-ivory group-hover:block">
              {label(d.date)}: {d.visits}
            </span>
          </div>
        ))}
      </div>
      <figcaption className="mt-2 flex justify-between text-[11px] text-ink/65" aria-hidden="true">
        <span>{label(days[0].date)}</span>
        <span>{label(days[days.length - 1].date)}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Visits per day</caption>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{label(d.date)}</th>
              <td>{d.visits}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
