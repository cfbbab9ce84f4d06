import type { NavItem } from './nav-icons';

/** The employee portal's navigation (spec §2), in order. Visit Website and Sign Out are added by the layout. */
export const EMPLOYEE_NAV: NavItem[] = [
  { href: '/employee', label: 'Dashboard', icon: 'dashboard', exact: true },
  { href: '/employee/inventory', label: 'Inventory', icon: 'inventory' },
  { href: '/employee/inquiries', label: 'Inquiries', icon: 'inquiries' },
  { href: '/employee/appointments', label: 'Appointments', icon: 'appointments' },
  { href: '/employee/testimonials', label: 'Testimonials', icon: 'testimonials' },
  { href: '/employee/media', label: 'Media Library', icon: 'media' },
  { href: '/employee/sales-records', label: 'Sales Records', icon: 'sales' },
  { href: '/employee/reports', label: 'Reports', icon: 'reports' },
  { href: '/employee/analytics', label: 'Analytics', icon: 'analytics' },
  { href: '/employee/settings', label: 'Settings', icon: 'settings' },
  { href: '/employee/activity', label: 'Activity', icon: 'activity' },
];
