/** Which back office a screen is mounted in: the employee portal (/employee) or the admin area (/admin). */
export type Area = 'employee' | 'admin';

/**
 * What one area offers that the other does not. Every screen is the same code
 * in both areas; where they differ, the screen asks `can(area, …)` instead of
 * testing the area's name, so a difference is changed here, in one place.
 */
export type Capability =
  /** The media library screen. */
  | 'media'
  /** The garage register (sales records) screen. */
  | 'sales-records'
  /** The reports screen. */
  | 'reports'
  /** The full activity log screen. */
  | 'activity'
  /** The marketing screen (campaign links and campaign figures); without it the analytics screen shows the campaigns. */
  | 'marketing'
  /** This browser's own anonymous figures on the analytics screen (the spec's admin analytics). */
  | 'browser-figures'
  /** The site's settings on the settings screen: staff accounts, dealer details, fees, feeds, booking rules, lead delivery. */
  | 'site-settings'
  /** Erasing a customer's data on request (PIPEDA): it cannot be undone, so only the admin does it (the server checks too). */
  | 'erase-customers'
  /** Machines' API keys and webhooks (the Integrations screen): they reach the whole API, so only the admin manages them. */
  | 'integrations';

export const AREA_CAPABILITIES: Record<Area, readonly Capability[]> = {
  employee: ['media', 'sales-records', 'reports', 'activity'],
  admin: ['marketing', 'browser-figures', 'site-settings', 'erase-customers', 'integrations'],
};

export const can = (area: Area, capability: Capability): boolean => AREA_CAPABILITIES[area].includes(capability);

/** A path inside the area: `areaPath('admin', '/inquiries')` → `/admin/inquiries`. */
export const areaPath = (area: Area, path = ''): string => `/${area}${path}`;
