import { describe, expect, it } from 'vitest';
import { isActive } from './nav-icons';
import { portalNav } from './portal-nav';

const links = (area: 'employee' | 'admin') => portalNav(area).map((item) => [item.label, item.href]);

describe('portalNav', () => {
  it('gives the employee portal its screens in the spec order, the activity log last', () => {
    expect(links('employee')).toEqual([
      ['Dashboard', '/employee'],
      ['Inventory', '/employee/inventory'],
      ['Inquiries', '/employee/inquiries'],
      ['Customers', '/employee/customers'],
      ['Appointments', '/employee/appointments'],
      ['Outbox', '/employee/outbox'],
      ['Testimonials', '/employee/testimonials'],
      ['Journal', '/employee/journal'],
      ['FAQ', '/employee/site-content'],
      ['Home Page', '/employee/site-content/home'],
      ['Services', '/employee/site-content/services'],
      ['Gallery', '/employee/site-content/gallery'],
      ['Pages', '/employee/site-pages'],
      ['Media Library', '/employee/media'],
      ['Sales Records', '/employee/sales-records'],
      ['Reports', '/employee/reports'],
      ['Analytics', '/employee/analytics'],
      ['Settings', '/employee/settings'],
      ['Activity', '/employee/activity'],
    ]);
  });

  it('gives the admin area its screens in the spec order, marketing included and the employee-only screens left out', () => {
    expect(links('admin')).toEqual([
      ['Dashboard', '/admin'],
      ['Inventory', '/admin/inventory'],
      ['Inquiries', '/admin/inquiries'],
      ['Customers', '/admin/customers'],
      ['Appointments', '/admin/appointments'],
      ['Outbox', '/admin/outbox'],
      ['Testimonials', '/admin/testimonials'],
      ['Journal', '/admin/journal'],
      ['FAQ', '/admin/site-content'],
      ['Home Page', '/admin/site-content/home'],
      ['Services', '/admin/site-content/services'],
      ['Gallery', '/admin/site-content/gallery'],
      ['Pages', '/admin/site-pages'],
      ['Marketing', '/admin/marketing'],
      ['Analytics', '/admin/analytics'],
      ['Settings', '/admin/settings'],
      ['Integrations', '/admin/integrations'],
    ]);
  });

  it('marks the dashboard active only on its own page and inventory also on the inventory manager', () => {
    const [dashboard, inventory] = portalNav('admin');
    expect(isActive(dashboard, '/admin')).toBe(true);
    expect(isActive(dashboard, '/admin/inquiries')).toBe(false);
    expect(isActive(inventory, '/admin/inventory-manager')).toBe(true);
    expect(isActive(inventory, '/admin/inventory')).toBe(true);
  });

  it('marks the FAQ active only on its own page, not on the other site-content editors below it', () => {
    const faq = portalNav('admin').find((item) => item.label === 'FAQ')!;
    expect(isActive(faq, '/admin/site-content')).toBe(true);
    expect(isActive(faq, '/admin/site-content/home')).toBe(false);
  });
});
