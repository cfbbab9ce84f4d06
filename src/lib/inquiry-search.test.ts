import { describe, expect, it } from 'vitest';
import { isInquiryFilterActive, matchesInquiryQuery, searchInquiries, type SearchableInquiry } from './inquiry-search';

const base: SearchableInquiry = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Viewing',
  message: 'I would like to book a viewing.',
  status: 'new',
  vehicleMake: null,
  vehicleModel: null,
};
const list: (SearchableInquiry & { id: number })[] = [
  { ...base, id: 1 },
  {
    ...base,
    id: 2,
    name: 'Omar Haddad',
    email: 'omar@haddad.test',
    subject: 'Trade-in',
    message: 'Would you take my Macan?',
    status: 'in-progress',
    vehicleMake: 'Porsche',
    vehicleModel: '911 GT3 RS',
  },
  {
    ...base,
    id: 3,
    name: 'Li Wei',
    email: 'li@wei.test',
    subject: 'Financing',
    message: 'Rates for 60 months?',
    status: 'closed',
    vehicleMake: 'Ferrari',
    vehicleModel: 'Roma',
  },
  { ...base, id: 4, name: 'No Status', email: 'ns@example.com', subject: 'Hello', message: 'Old row without status', status: null },
];

describe('matchesInquiryQuery', () => {
  it.each([
    ['name', 'omar', 2],
    ['email', 'HADDAD.TEST', 2],
    ['subject', 'financ', 3],
    ['message', 'macan', 2],
    ['vehicle make', 'ferrari', 3],
    ['vehicle model', 'gt3', 2],
  ])('finds by %s, in any case', (_, query, id) => {
    expect(searchInquiries(list, query).map((i) => i.id)).toEqual([id]);
  });

  it('ignores surrounding spaces and matches all for a blank query', () => {
    expect(searchInquiries(list, '  roma ').map((i) => i.id)).toEqual([3]);
    expect(searchInquiries(list, '   ')).toHaveLength(4);
  });

  it('does not search the phone or the status', () => {
    expect(matchesInquiryQuery({ ...base, status: 'closed' }, 'closed')).toBe(false);
  });

  it('finds nothing for text no field holds', () => {
    expect(searchInquiries(list, 'lamborghini')).toEqual([]);
  });
});

describe('searchInquiries with a status filter', () => {
  it('combines the status with the text', () => {
    expect(searchInquiries(list, 'test', 'closed').map((i) => i.id)).toEqual([3]);
    expect(searchInquiries(list, 'omar', 'closed')).toEqual([]);
  });
  it('treats a missing status as new', () => {
    expect(searchInquiries(list, '', 'new').map((i) => i.id)).toEqual([1, 4]);
  });
  it("keeps every inquiry for 'all'", () => {
    expect(searchInquiries(list, '', 'all')).toHaveLength(4);
  });
});

describe('isInquiryFilterActive', () => {
  it.each([
    ['', 'all', false],
    ['  ', 'all', false],
    ['x', 'all', true],
    ['', 'new', true],
  ] as const)('query %j with status %s → %s', (q, s, expected) => expect(isInquiryFilterActive(q, s)).toBe(expected));
});
