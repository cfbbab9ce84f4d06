import type { ActivityDto } from '../../lib/types';

/** Where an activity entry's record can be seen in the employee portal; null when it has no page (settings, accounts, deleted records). */
export function activityHref(entry: Pick<ActivityDto, 'entityType' | 'entityId' | 'action'>): string | null {
  if (entry.action.endsWith('.deleted')) return null;
  switch (entry.entityType) {
    case 'vehicle':
      return entry.entityId ? `/employee/inventory?edit=${entry.entityId}` : '/employee/inventory';
    case 'inquiry':
      return entry.entityId ? `/employee/inquiries?open=${entry.entityId}` : '/employee/inquiries';
    case 'testimonial':
      return '/employee/testimonials';
    case 'media':
      return '/employee/media';
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
