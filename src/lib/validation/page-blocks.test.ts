import { describe, expect, it } from 'vitest';
import { fillPlaceholders, unknownPlaceholders, type PlaceholderValues } from '#src/lib/content/placeholders';
import { aboutBlockSchema, contactBlockSchema, legalBlockSchema } from './page-blocks';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];
const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

const ABOUT = { storyTitle: 'Built on One Car at a Time', story: 'We opened in {{foundedYear}} with six cars and an idea.', team: [] };
const CONTACT = {
  title: 'We Would Be Glad to Hear From You',
  intro: 'Ask about a car or call {{phone}}.',
  salesText: 'Viewings and offers.',
  serviceText: 'Inspections and care.',
};

const member = {
  name: 'Sofia Reyes',
  role: 'Detailing Specialist',
  photo: '/media/0123456789abcdef0123456789abcdef.webp',
  photoAlt: 'Sofia Reyes in the studio',
  bio: 'Sofia prepares every car for its new owner.',
};

describe('page block schemas', () => {
  it('name the team member and field of each problem', () => {
    const result = aboutBlockSchema.safeParse({
      ...ABOUT,
      team: [member, { ...member, name: '', photoAlt: ' ' }, { ...member, photo: 'https://evil.example/a.jpg' }, { ...member, photo: '' }],
    });
    expect(paths(result)).toEqual(['team.1.name', 'team.1.photoAlt', 'team.2.photo', 'team.3.photo']);
    expect(messages(result)).toEqual([
      'Name is required.',
      'Photo alt text is required.',
      'Photo must be an image from the media library.',
      'Photo is required: choose one from the media library.',
    ]);
  });

  it('accept only media-library photos and the demo portraits', () => {
    for (const photo of ['/media/a.webp', 'art:team-julian-moreau'])
      expect(aboutBlockSchema.safeParse({ ...ABOUT, team: [{ ...member, photo }] }).success, photo).toBe(true);
    for (const photo of ['//evil.example/a.webp', '/art/team.webp', 'art:hero-welcome', 'javascript:alert(1)', '/media/../x.webp'])
      expect(paths(aboutBlockSchema.safeParse({ ...ABOUT, team: [{ ...member, photo }] })), photo).toEqual(['team.0.photo']);
  });

  it('refuse Markdown images from elsewhere or without alt text, HTML images and unknown placeholders', () => {
    const body = (text: string) => paths(legalBlockSchema.safeParse({ body: `${'A fair sentence. '.repeat(8)}${text}` }));
    expect(body('![A coupe](https://evil.example/a.jpg)')).toEqual(['body']);
    expect(body('![](/media/a.webp)')).toEqual(['body']);
    expect(body('<img src="/media/a.webp" alt="x">')).toEqual(['body']);
    expect(body('Call {{fax}}.')).toEqual(['body']);
    expect(body('Call {{phone}} or write to {{ email }}. ![The showroom](/media/a.webp)')).toEqual([]);
    expect(messages(contactBlockSchema.safeParse({ ...CONTACT, intro: 'Call {{fax}} today, we answer.' }))[0]).toMatch(
      /^\{\{fax\}\} is not a placeholder: use \{\{name\}\}/,
    );
  });

  it('name missing fields of the contact copy and refuse text that is not a string', () => {
    expect(paths(contactBlockSchema.safeParse({ title: 'Hi', intro: 5 }))).toEqual(['title', 'intro', 'salesText', 'serviceText']);
    expect(paths(legalBlockSchema.safeParse({ body: 'x'.repeat(60001) }))).toEqual(['body']);
  });
});

describe('placeholders', () => {
  const values: PlaceholderValues = {
    name: 'Atelier',
    legalName: 'Atelier Inc.',
    address: '1 Main St',
    email: 'a@b.ca',
    phone: '905',
    foundedYear: '2013',
    years: '13',
  };
  it('are filled from the settings; unknown ones are listed and left as written', () => {
    expect(fillPlaceholders('{{legalName}} at {{ address }}, {{phone}}; {{fax}}', values)).toBe('Atelier Inc. at 1 Main St, 905; {{fax}}');
    expect(unknownPlaceholders('{{fax}} {{phone}} {{fax}} {{Phone}}')).toEqual(['fax', 'Phone']);
  });
});
