import { describe, expect, it } from 'vitest';
import { activityHref, activityVerb } from './activity-links';

describe('activityHref', () => {
  it.each([
    [{ entityType: 'vehicle', entityId: 7, action: 'vehicle.sold' }, '/employee/inventory?edit=7'],
    [{ entityType: 'inquiry', entityId: 3, action: 'inquiry.replied' }, '/employee/inquiries?open=3'],
    [{ entityType: 'testimonial', entityId: 2, action: 'testimonial.approved' }, '/employee/testimonials'],
    [{ entityType: 'media', entityId: 2, action: 'media.uploaded' }, '/employee/media'],
  ])('links %j to %s', (entry, href) => expect(activityHref(entry)).toBe(href));

  it.each([
    [{ entityType: 'vehicle', entityId: 7, action: 'vehicle.deleted' }],
    [{ entityType: 'settings', entityId: null, action: 'settings.dealer' }],
    [{ entityType: 'user', entityId: 1, action: 'user.created' }],
  ])('has no link for %j', (entry) => expect(activityHref(entry)).toBeNull());

  it('links to the same record in the admin area, and not to the media library it does not have', () => {
    expect(activityHref({ entityType: 'vehicle', entityId: 7, action: 'vehicle.sold' }, 'admin')).toBe('/admin/inventory?edit=7');
    expect(activityHref({ entityType: 'inquiry', entityId: 3, action: 'inquiry.replied' }, 'admin')).toBe('/admin/inquiries?open=3');
    expect(activityHref({ entityType: 'media', entityId: 2, action: 'media.uploaded' }, 'admin')).toBeNull();
  });
});

describe('activityVerb', () => {
  it.each([
    ['vehicle.sold', 'Sold'],
    ['inquiry.received', 'Received'],
    ['user.password-changed', 'Password changed'],
    ['thing.frobbed', 'Frobbed'],
  ])('%s → %s', (action, verb) => expect(activityVerb(action)).toBe(verb));
});
