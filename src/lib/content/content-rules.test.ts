import { describe, expect, it } from 'vitest';
import { markdownImageProblems, markdownImages, isMediaLibraryUrl } from './markdown-images';
import { readingMinutes } from './reading-time';
import { isValidSlug, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['What to Check Before Buying a Used Exotic', 'what-to-check-before-buying-a-used-exotic'],
    ["Cars & Coffee: Spring '27", 'cars-and-coffee-spring-27'],
    ['Porsche 911 (992) — Carrera GTS', 'porsche-911-992-carrera-gts'],
    ['Citroën DS à Montréal', 'citroen-ds-a-montreal'],
    ['  --Hello   World--  ', 'hello-world'],
    ['!!!', 'post'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('keeps long titles to 80 characters without a trailing hyphen', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('refuses slugs that are not lower-case words joined by single hyphens', () => {
    for (const bad of ['', 'Upper', 'two--hyphens', '-lead', 'trail-', 'sp ace', 'a/b']) expect(isValidSlug(bad)).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('returns the base when free, else the first free numbered one', () => {
    const taken = new Set(['spring-drive', 'spring-drive-2']);
    expect(uniqueSlug('autumn', (s) => taken.has(s))).toBe('autumn');
    expect(uniqueSlug('spring-drive', (s) => taken.has(s))).toBe('spring-drive-3');
  });

  it('stays within 80 characters with its number', () => {
    const base = 'a'.repeat(80);
    const slug = uniqueSlug(base, (s) => s === base);
    expect(slug).toHaveLength(80);
    expect(slug.endsWith('-2')).toBe(true);
  });
});

describe('markdown images', () => {
  it('accepts only media-library addresses', () => {
    expect(isMediaLibraryUrl('/media/abc-1.webp')).toBe(true);
    for (const bad of ['https://x.ca/a.jpg', '//x.ca/a.jpg', '/media/../a', '/media/', '/other/a.webp', 'javascript:alert(1)'])
      expect(isMediaLibraryUrl(bad)).toBe(false);
  });

  it('finds inline and reference images', () => {
    expect(markdownImages('![One](/media/a.webp "t") and ![Two][r]\n\n[r]: /media/b.webp')).toEqual([
      { alt: 'One', src: '/media/a.webp' },
      { alt: 'Two', src: '/media/b.webp' },
    ]);
  });

  it('names each problem: missing alt, outside image, hand-written HTML', () => {
    expect(markdownImageProblems('![A coupe](/media/a.webp)')).toEqual([]);
    expect(markdownImageProblems('![](/media/a.webp)')).toEqual([
      'The image /media/a.webp needs alt text: describe it for people who cannot see it.',
    ]);
    expect(markdownImageProblems('![x](https://evil.example/a.gif)')).toEqual([
      'The image "https://evil.example/a.gif" is not from the media library.',
    ]);
    expect(markdownImageProblems('<img src="/media/a.webp" alt="x">')).toHaveLength(1);
    expect(markdownImageProblems('<img src="/media/a.webp" alt="x">')).toHaveLength(1);
  });
});

describe('readingMinutes', () => {
  it('counts words at 220 a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(660))).toBe(3);
    expect(readingMinutes(`## Heading\n\n${'word '.repeat(440)}![alt text here](/media/a.webp)`)).toBe(2);
  });
});
