import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '#src/lib/validation/field-errors';
import { galleryBlockSchema } from './gallery-block';
import { heroBlockSchema } from './hero-block';
import { promoBlockSchema } from './promo-block';
import { paragraphsOf, servicesBlockSchema } from './services-block';

const slide = {
  image: 'art:hero-welcome',
  alt: 'A red grand tourer under warm gallery lighting',
  eyebrow: 'Vaughan, Ontario',
  heading: 'Welcome to Atelier Motor Gallery',
  text: 'Hand-selected luxury and exotic vehicles.',
  buttonLabel: 'View Inventory',
  buttonLink: '/inventory',
  secondLabel: 'Book a Viewing',
  secondLink: '/book',
  enabled: true,
};
const service = {
  anchor: 'trade-in',
  icon: 'exchange',
  title: 'Trade-In',
  summary: 'A fair, written offer for your current vehicle.',
  text: 'Bring your current car to a viewing.\n\nIn Ontario, a trade-in usually lowers the HST.',
  points: ['Written offer in under an hour'],
  image: '/media/0123456789abcdef0123456789abcdef.webp',
  alt: 'A bronze supercar in the showroom',
};
const picture = {
  image: 'art:gallery-showroom-1',
  alt: 'Two bronze supercars',
  title: 'The main gallery',
  caption: 'A pair of supercars.',
  category: 'showroom',
};
const variant = {
  eyebrow: 'Financing & leasing',
  title: 'Drive Home Sooner',
  text: 'Tailored financing arranged in-house.',
  primaryLabel: 'Explore Financing',
  primaryLink: '/financing',
  secondaryLabel: 'Browse Inventory',
  secondaryLink: '/inventory',
  note: 'OAC.',
};
const promo = { a: variant, b: { ...variant, title: 'Over 100 Premium Vehicles a Year' } };

/** The field errors a value gets, as the API and the editors show them. */
const errorsOf = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe('hero slides', () => {
  it.each([
    ['a blank heading', { heading: '  ' }, 'slides.0.heading', /^Heading /],
    ['no alt text', { alt: '' }, 'slides.0.alt', /^Alt text /],
    ['an image from another site', { image: 'https://evil.example/x.jpg' }, 'slides.0.image', /^Image /],
    ['an image path climbing out of /media', { image: '/media/../secret.webp' }, 'slides.0.image', /^Image /],
    ['a javascript: link', { buttonLink: 'javascript:alert(1)' }, 'slides.0.buttonLink', /^Button link /],
    ['a protocol-relative link', { secondLink: '//evil.example/' }, 'slides.0.secondLink', /^Second button link /],
    ['a backslash link', { buttonLink: '/\\evil.example' }, 'slides.0.buttonLink', /^Button link /],
    ['a too-long heading', { heading: 'x'.repeat(91) }, 'slides.0.heading', /at most 90/],
  ])('refuses %s, naming the field', (_, patch, path, message) => {
    const errors = errorsOf(heroBlockSchema, { slides: [{ ...slide, ...patch }] });
    expect(errors[path]).toMatch(message);
  });

  it.each([
    ['/inventory?category=exotic-collection', true],
    ['/services#vehicle-sourcing', true],
    ['https://www.omvic.ca/', true],
    ['tel:+1 905 555 0100', true],
    ['mailto:sales@example.ca', true],
    ['http://insecure.example/', false],
    ['data:text/html,x', false],
  ])('a button link %s is allowed: %s', (link, ok) => {
    expect(heroBlockSchema.safeParse({ slides: [{ ...slide, buttonLink: link }] }).success).toBe(ok);
  });

  it('takes an upload from the media library or a site artwork as the image', () => {
    for (const image of ['/media/0123456789abcdef0123456789abcdef.webp', 'art:hero-exotic'])
      expect(heroBlockSchema.safeParse({ slides: [{ ...slide, image }] }).success).toBe(true);
  });

  it('needs at least one slide on, and distinct headings', () => {
    expect(errorsOf(heroBlockSchema, { slides: [{ ...slide, enabled: false }] }).slides).toMatch(/at least one slide on/);
    expect(errorsOf(heroBlockSchema, { slides: [slide, { ...slide }] }).slides).toMatch(/its own heading/);
    expect(errorsOf(heroBlockSchema, { slides: [] }).slides).toMatch(/at least one slide/);
  });

  it('a slide without `enabled` is on', () => {
    const { enabled: _, ...rest } = slide;
    expect(heroBlockSchema.parse({ slides: [rest] }).slides[0]!.enabled).toBe(true);
  });
});

describe('promo banner', () => {
  it('needs both variants, each field named', () => {
    expect(Object.keys(errorsOf(promoBlockSchema, { a: promo.a }))).toContain('b');
    const errors = errorsOf(promoBlockSchema, { ...promo, b: { ...promo.b, title: '', primaryLink: 'ftp://x' } });
    expect(errors['b.title']).toMatch(/^Title /);
    expect(errors['b.primaryLink']).toMatch(/^Button link /);
  });

  it('small print is optional', () => {
    const { note: _, ...a } = promo.a;
    expect(promoBlockSchema.parse({ ...promo, a }).a.note).toBe('');
  });
});

describe('services', () => {
  it.each([
    ['an anchor with spaces', { anchor: 'Trade In' }, 'services.0.anchor', /^Anchor /],
    ['an unknown icon', { icon: 'rocket' }, 'services.0.icon', /^Icon /],
    ['a short text', { text: 'Short.' }, 'services.0.text', /^Text /],
    ['a blank highlight', { points: ['Good', ' '] }, 'services.0.points.1', /^Each highlight /],
    ['no alt text', { alt: '' }, 'services.0.alt', /^Alt text /],
  ])('refuses %s, naming the field', (_, patch, path, message) => {
    expect(errorsOf(servicesBlockSchema, { services: [{ ...service, ...patch }] })[path]).toMatch(message);
  });

  it('refuses two services with one anchor', () => {
    expect(errorsOf(servicesBlockSchema, { services: [service, { ...service }] }).services).toMatch(/its own anchor/);
  });

  it('splits the text into paragraphs at blank lines', () => {
    expect(paragraphsOf('One\nline.\n\n  Two.  \n\n\n')).toEqual(['One line.', 'Two.']);
  });
});

describe('gallery', () => {
  it.each([
    ['an unknown category', { category: 'races' }, 'items.0.category', /^Category /],
    ['no caption', { caption: '' }, 'items.0.caption', /^Caption /],
    ['no alt text', { alt: ' ' }, 'items.0.alt', /^Alt text /],
    ['an svg upload', { image: '/media/x.svg' }, 'items.0.image', /^Image /],
  ])('refuses %s, naming the field', (_, patch, path, message) => {
    expect(errorsOf(galleryBlockSchema, { items: [{ ...picture, ...patch }] })[path]).toMatch(message);
  });
});
