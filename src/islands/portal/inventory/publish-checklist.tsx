import type { PublishCheck } from '#src/lib/vehicle-publish';

type Props = { checks: PublishCheck[]; draft: boolean };

/**
 * What the vehicle still needs before it goes live, ticked off as staff fill
 * the form. A draft may be saved with items open; publishing refuses them
 * (here and on the server) under their fields.
 */
export function PublishChecklist({ checks, draft }: Props) {
  const open = checks.filter((c) => !c.done).length;
  return (
    <section aria-labelledby="publish-checklist-title" className="rounded-sm border border-ink/10 bg-ivory/60 px-4 py-3">
      <h3 id="publish-checklist-title" className="text-[11px] font-medium tracking-[0.18em] text-ink/65 uppercase">
        Publish checklist
      </h3>
      <p className="mt-1 text-sm text-ink/80" role="status">
        {open === 0
          ? draft
            ? 'Ready to publish.'
            : 'Ready: this vehicle can go live.'
          : `${open} ${open === 1 ? 'item' : 'items'} to complete before this vehicle goes live${draft ? '' : ' (or save it as a draft)'}.`}
      </p>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {checks.map((c) => (
          <li key={c.field} className={c.done ? 'text-ink/80' : 'text-ink'} data-done={c.done}>
            <span aria-hidden="true" className={c.done ? 'mr-2 text-emerald-700' : 'mr-2 text-ink/40'}>
              {c.done ? '✓' : '○'}
            </span>
            {c.label}
            <span className="sr-only">{c.done ? ': done' : ': to do'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
