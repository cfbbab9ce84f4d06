import { areaPath, can, type Area, type Capability } from '#src/islands/portal/area';
import type { NavIcon, NavItem } from './nav-icons';

type NavEntry = {
  /** Below the area's root: '' is the dashboard. */
  path: string;
  label: string;
  icon: NavIcon;
  exact?: boolean;
  alsoActiveOn?: string[];
  /** Shown only in an area with this capability (src/islands/portal/area.ts). */
  needs?: Capability;
};

/**
 * The back office's navigation, one list for both areas (spec §2 gives each
 * area's order; this order keeps both). Visit Website and Sign Out are added by
 * the layout.
 */
const NAV: NavEntry[] = [
  { path: '', label: 'Dashboard', icon: 'dashboard', exact: true },
  // The admin dashboard's quick action links to /admin/inventory-manager, the same screen.
  { path: '/inventory', label: 'Inventory', icon: 'inventory', alsoActiveOn: ['/inventory-manager'] },
  { path: '/inquiries', label: 'Inquiries', icon: 'inquiries' },
  { path: '/customers', label: 'Customers', icon: 'customers' },
  { path: '/appointments', label: 'Appointments', icon: 'appointments' },
  { path: '/outbox', label: 'Outbox', icon: 'outbox' },
  { path: '/testimonials', label: 'Testimonials', icon: 'testimonials' },
  { path: '/journal', label: 'Journal', icon: 'journal' },
  { path: '/site-content', label: 'FAQ', icon: 'faq', exact: true },
  { path: '/site-content/home', label: 'Home Page', icon: 'home' },
  { path: '/site-content/services', label: 'Services', icon: 'services' },
  { path: '/site-content/gallery', label: 'Gallery', icon: 'gallery' },
  { path: '/site-pages', label: 'Pages', icon: 'pages' },
  { path: '/media', label: 'Media Library', icon: 'media', needs: 'media' },
  { path: '/sales-records', label: 'Sales Records', icon: 'sales', needs: 'sales-records' },
  { path: '/reports', label: 'Reports', icon: 'reports', needs: 'reports' },
  { path: '/marketing', label: 'Marketing', icon: 'marketing', needs: 'marketing' },
  { path: '/analytics', label: 'Analytics', icon: 'analytics' },
  { path: '/settings', label: 'Settings', icon: 'settings' },
  { path: '/integrations', label: 'Integrations', icon: 'integrations', needs: 'integrations' },
  { path: '/activity', label: 'Activity', icon: 'activity', needs: 'activity' },
];

/** What waits for staff, counted by the layout on every portal page. */
export type NavCounts = { pendingRequests?: number };

/** The area's navigation: the entries its capabilities allow, with the area's paths and what waits on them. */
export function portalNav(area: Area, counts: NavCounts = {}): NavItem[] {
  return NAV.filter((entry) => !entry.needs || can(area, entry.needs)).map(({ path, label, icon, exact, alsoActiveOn }) => ({
    href: areaPath(area, path),
    label,
    icon,
    ...(exact ? { exact } : {}),
    ...(alsoActiveOn ? { alsoActiveOn: alsoActiveOn.map((p) => areaPath(area, p)) } : {}),
    ...(path === '/appointments' && counts.pendingRequests
      ? {
          count: {
            value: counts.pendingRequests,
            label: `${counts.pendingRequests} ${counts.pendingRequests === 1 ? 'request' : 'requests'} to answer`,
          },
        }
      : {}),
  }));
}
