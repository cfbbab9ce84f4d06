import type { ActivityDto } from '#src/islands/lib/types';
import { areaPath, can, type Area } from '#src/islands/portal/area';

/**
 * Where an activity entry's record can be seen in this area; null when it has
 * no page there (settings, accounts, deleted records, the media library outside
 * the employee portal).
 */
export function activityHref(entry: Pick<ActivityDto, 'entityType' | 'entityId' | 'action'>, area: Area = 'employee'): string | null {
  if (entry.action.endsWith('.deleted')) return null;
  switch (entry.entityType) {
    case 'vehicle':
      return areaPath(area, entry.entityId ? `/inventory?edit=${entry.entityId}` : '/inventory');
    case 'inquiry':
      return areaPath(area, entry.entityId ? `/inquiries?open=${entry.entityId}` : '/inquiries');
    case 'testimonial':
      return areaPath(area, '/testimonials');
    case 'media':
      return can(area, 'media') ? areaPath(area, '/media') : null;
    default:
      return null;
  }
}

/** A short label for the kind of change: 'vehicle.sold' → 'Sold'. */
export function activityVerb(action: string): string {
  const verb = action.split('.').pop() ?? action;
  const words: Record<string, string> = {
    created: 'Created',
    updated: 'Updated',
    deleted: 'Deleted',
    status: 'Status',
    sold: 'Sold',
    received: 'Received',
    replied: 'Replied',
    approved: 'Approved',
    unapproved: 'Unapproved',
    disabled: 'Disabled',
    enabled: 'Enabled',
    'password-reset': 'Password reset',
    'password-changed': 'Password changed',
    dealer: 'Settings',
    uploaded: 'Uploaded',
  };
  return words[verb] ?? verb.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
