/**
 * The dealer's reference data: the one source for name, address, phone,
 * hours and currency on every page, form default and structured-data block.
 * (The spec had three sets of hours; this is the one we publish.)
 */
export const DEALER = {
  name: 'Atelier Motor Gallery',
  shortName: 'Atelier',
  legalName: 'Atelier Motor Gallery Inc.',
  tagline: 'Luxury & exotic vehicles, by appointment',
  foundedYear: 2013,
  address: {
    street: '2600 Rutherford Road, Unit 12',
    city: 'Vaughan',
    region: 'ON',
    postalCode: 'L4K 5R1',
    country: 'CA',
  },
  geo: { latitude: 43.8372, longitude: -79.5083 },
  phone: { display: '(905) 555-0142', e164: '+19055550142' },
  departments: [
    { name: 'Sales', extension: '1', email: 'sales@ateliermotorgallery.ca' },
    { name: 'Service', extension: '3', email: 'service@ateliermotorgallery.ca' },
  ],
  email: 'info@ateliermotorgallery.ca',
  currency: 'CAD',
  siteUrl: 'https://www.ateliermotorgallery.ca',
  social: {
    instagram: 'https://www.instagram.com/ateliermotorgallery',
    facebook: 'https://www.facebook.com/ateliermotorgallery',
    youtube: 'https://www.youtube.com/@ateliermotorgallery',
  },
  /** Days 0..6 as in schema.org; `opens`/`closes` in 24 h time; null = by appointment only. */
  hours: [
    { days: 'Monday – Friday', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
    { days: 'Saturday', dayOfWeek: ['Saturday'], opens: '10:00', closes: '17:00' },
    { days: 'Sunday', dayOfWeek: ['Sunday'], opens: null, closes: null },
  ],
} as const;

export function formatAddressLine(): string {
  const a = DEALER.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

function to12h(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m ? `${hour}:${String(m).padStart(2, '0')} ${suffix}` : `${hour} ${suffix}`;
}

/** Human-readable opening hours: [{ days: 'Saturday', text: '10 AM – 5 PM' }, { days: 'Sunday', text: 'By appointment' }]. */
export function openingHoursText(): { days: string; text: string }[] {
  return DEALER.hours.map((h) => ({
    days: h.days,
    text: h.opens && h.closes ? `${to12h(h.opens)} – ${to12h(h.closes)}` : 'By appointment',
  }));
}

/**
 * "13+ years": the one figure the home page's about block and the About page show, counted from the
 * founding year so it never goes stale (the spec's "10+" was true once).
 */
export function yearsInBusiness(now: Date = new Date()): string {
  return `${now.getFullYear() - DEALER.foundedYear}+`;
}
