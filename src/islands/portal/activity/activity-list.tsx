import { Activity, Car, Image, Mail, MessageSquareQuote, Settings, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '#src/lib/format/dates';
import type { ActivityDto } from '#src/islands/lib/types';
import type { Area } from '#src/islands/portal/area';
import { activityHref, activityVerb } from './activity-links';

const icons: Record<string, ReactNode> = {
  vehicle: <Car className="size-4" aria-hidden="true" />,
  inquiry: <Mail className="size-4" aria-hidden="true" />,
  testimonial: <MessageSquareQuote className="size-4" aria-hidden="true" />,
  media: <Image className="size-4" aria-hidden="true" />,
  user: <User className="size-4" aria-hidden="true" />,
  settings: <Settings className="size-4" aria-hidden="true" />,
};

/** Who did what to which record and when, each linking to its record where it has a page. */
export function ActivityList({ entries, area, dense = false }: { entries: readonly ActivityDto[]; area: Area; dense?: boolean }) {
  return (
    <ol className="grid" aria-label="Activity">
      {entries.map((e) => {
        const href = activityHref(e, area);
        const summary = href ? (
          <a href={href} className="text-ink underline-offset-4 hover:underline">
            {e.summary}
          </a>
        ) : (
          <span className="text-ink">{e.summary}</span>
        );
        return (
          <li key={e.id} className={`flex gap-3 border-b border-ink/[0.06] last:border-0 ${dense ? 'py-2.5' : 'py-3.5'}`}>
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-ivory text-ink/65">
              {icons[e.entityType] ?? <Activity className="size-4" aria-hidden="true" />}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="leading-snug">{summary}</p>
              <p className="mt-0.5 text-xs text-ink/65">
                <span className="font-medium text-ink/65">{e.actorName}</span> · {activityVerb(e.action)} ·{' '}
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
