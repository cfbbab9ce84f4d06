import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_CAR, PLACEHOLDER_CATEGORY, isMediaUrl, isOwnMediaPath, normalizeImageUrl, responsiveImage } from './images';

const NAME = '0123456789abcdef0123456789abcdef';

describe('responsiveImage', () => {
  it('lists the stored variants for /media urls', () => {
    const img = responsiveImage(`/media/${NAME}.webp`);
    expect(img.src).toBe(`/media/${NAME}.webp`);
    expect(img.avifSrcset).toBe(`/media/${NAME}-480.avif 480w, /media/${NAME}-960.avif 960w, /media/${NAME}-1600.avif 1600w`);
    expect(img.webpSrcset).toBe(`/media/${NAME}-480.webp 480w, /media/${NAME}-960.webp 960w, /media/${NAME}.webp 1600w`);
    expect(img).toMatchObject({ width: 1600, height: 1000 });
  });

  it('accepts uuid names too', () => {
    const img = responsiveImage('/media/123e4567-e89b-12d3-a456-426614174000.webp');
    expect(img.webpSrcset).toContain('/media/123e4567-e89b-12d3-a456-426614174000-480.webp 480w');
  });

  it('gives just src for external, legacy and variant urls', () => {
    for (const url of [
      'https://example.com/car.jpg',
      '/images/legacy.jpg',
      `/media/${NAME}-480.webp`,
      `/media/${NAME}.avif`,
      '/media/../secret.webp',
    ]) {
      const img = responsiveImage(url);
      expect(img.src).toBe(url);
      expect(img.avifSrcset).toBeUndefined();
      expect(img.webpSrcset).toBeUndefined();
    }
  });

  it('adds a leading slash to relative paths and falls back to the placeholder', () => {
    expect(responsiveImage('uploads/car.jpg').src).toBe('/uploads/car.jpg');
    expect(responsiveImage(`media/${NAME}.webp`).webpSrcset).toBeDefined();
    expect(responsiveImage('').src).toBe(PLACEHOLDER_CAR);
    expect(normalizeImageUrl('  ')).toBe('');
    expect(normalizeImageUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
  });

  it('takes an explicit size', () => {
    expect(responsiveImage(`/media/${NAME}.webp`, { width: 1000, height: 1250 })).toMatchObject({ width: 1000, height: 1250 });
  });

  it('knows stored urls and the placeholders', () => {
    expect(isMediaUrl(`/media/${NAME}.webp`)).toBe(true);
    expect(isMediaUrl(`/media/${NAME}.webp?x=1`)).toBe(false);
    expect(PLACEHOLDER_CAR).toBe('/images/placeholder-car.svg');
    expect(PLACEHOLDER_CATEGORY).toBe('/images/placeholder-category.svg');
  });
});

describe('isOwnMediaPath', () => {
  it.each([`/media/${NAME}.webp`, '/media/example.webp', '/media/first-photo_2.jpg'])('accepts the site path %s', (path) => {
    expect(isOwnMediaPath(path)).toBe(true);
  });
  it.each([
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '//evil.example/x.png',
    'https://evil.example/x.png',
    'http://evil.example/media/a.webp',
    '/media/../secret.webp',
    '/media/%2e%2e/x.webp',
    '/media/a/b.webp',
    '/media/a.svg',
    '/media/a.webp?x=1',
    'javascript:alert(1)',
    '/elsewhere.jpg',
  ])('refuses %s', (path) => {
    expect(isOwnMediaPath(path)).toBe(false);
  });
  it('never renders a backslash path (browsers read /\\host as //host)', () => {
    expect(normalizeImageUrl('/\\evil.example/x.png')).toBe('');
    expect(responsiveImage('/\\evil.example/x.png').src).toBe(PLACEHOLDER_CAR);
  });
});
