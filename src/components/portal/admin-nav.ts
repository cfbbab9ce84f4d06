import type { NavItem } from './nav-icons';

/** The admin area's navigation (spec section 2), in order. The layout adds the link to the website and Log Out. */
export const ADMIN_NAV: NavItem[] = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard', exact: true },
  { href: '/admin/inventory', label: 'Inventory', icon: 'inventory', alsoActiveOn: ['/admin/inventory-manager'] },
  { href: '/admin/inquiries', label: 'Inquiries', icon: 'inquiries' },
  { href: '/admin/appointments', label: 'Appointments', icon: 'appointments' },
  { href: '/admin/testimonials', label: 'Testimonials', icon: 'testimonials' },
  { href: '/admin/marketing', label: 'Marketing', icon: 'marketing' },
  { href: '/admin/analytics', label: 'Analytics', icon: 'analytics' },
  { href: '/admin/settings', label: 'Settings', icon: 'settings' },
];
