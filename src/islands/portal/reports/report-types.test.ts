import { describe, expect, it } from 'vitest';
import { monthLabel, salesTotals, statusLabel } from './report-types';

describe('monthLabel', () => {
  it.each([
    ['2025-03', 'Mar 2025'],
    ['2024-12', 'Dec 2024'],
    ['oops', 'oops'],
  ])('%s → %s', (m, label) => expect(monthLabel(m)).toBe(label));
});

describe('salesTotals', () => {
  it('adds counts and values', () => {
    expect(
      salesTotals([
        { month: '2025-01', count: 2, value: 300_000 },
        { month: '2025-02', count: 0, value: 0 },
        { month: '2025-03', count: 1, value: 95_000 },
      ]),
    ).toEqual({ count: 3, value: 395_000 });
  });
});

describe('statusLabel (screen and CSV)', () => {
  it.each([
    ['inquiry', 'in-progress', 'In Progress'],
    ['inquiry', 'new', 'New'],
    ['vehicle', 'available', 'Available'],
    ['vehicle', 'draft', 'Draft'],
    ['vehicle', 'mystery', 'mystery'],
  ] as const)('%s %s → %s', (kind, status, label) => expect(statusLabel(kind, status)).toBe(label));
});
