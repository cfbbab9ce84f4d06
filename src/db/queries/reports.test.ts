import { describe, expect, it } from 'vitest';
import { averageDaysInStock, daysBetween, fillGroups, lastMonths, salesByMonth } from './reports';

const sale = (dateIntoStock: string, dateOutOfStock: string, price: number) => ({ dateIntoStock, dateOutOfStock, price });

describe('lastMonths', () => {
  it('lists twelve months ending with the current one, across a year boundary', () => {
    const months = lastMonths(new Date(2025, 2, 31, 23, 59));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2024-04');
    expect(months.at(-1)).toBe('2025-03');
  });
});

describe('salesByMonth', () => {
  it('counts and sums sales per month, zero for empty months, ignoring older and later sales', () => {
    const result = salesByMonth(
      [
        sale('2024/01/01', '2025/03/04', 100),
        sale('2024/01/01', '2025/03/31', 50),
        sale('2024/01/01', '2024/05/01', 7),
        sale('2023/01/01', '2024/03/31', 999),
        sale('2025/01/01', '2025/04/01', 999),
      ],
      new Date(2025, 2, 15),
    );
    expect(result.at(-1)).toEqual({ month: '2025-03', count: 2, value: 150 });
    expect(result.find((m) => m.month === '2024-05')).toEqual({ month: '2024-05', count: 1, value: 7 });
    expect(result.find((m) => m.month === '2024-06')).toEqual({ month: '2024-06', count: 0, value: 0 });
    expect(result.reduce((n, m) => n + m.count, 0)).toBe(3);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across a daylight-saving change and a leap day', () => {
    expect(daysBetween('2025/03/01', '2025/03/31')).toBe(30);
    expect(daysBetween('2024/02/28', '2024/03/01')).toBe(2);
    expect(daysBetween('2025/01/01', '2025/01/01')).toBe(0);
  });
  it('is null for an unreadable date', () => {
    expect(daysBetween('2025-01-01', '2025/01/02')).toBeNull();
  });
});

describe('averageDaysInStock', () => {
  it('averages the spans to one decimal', () => {
    expect(
      averageDaysInStock([sale('2025/01/01', '2025/01/11', 0), sale('2025/01/01', '2025/01/05', 0), sale('2025/01/01', '2025/01/02', 0)]),
    ).toBe(5);
    expect(
      averageDaysInStock([sale('2025/01/01', '2025/01/02', 0), sale('2025/01/01', '2025/01/03', 0), sale('2025/01/01', '2025/01/03', 0)]),
    ).toBe(1.7);
  });
  it('is null without sales and leaves out entries sold before they came in', () => {
    expect(averageDaysInStock([])).toBeNull();
    expect(averageDaysInStock([sale('2025/02/01', '2025/01/01', 0), sale('2025/01/01', '2025/01/09', 0)])).toBe(8);
  });
});

describe('fillGroups', () => {
  it('gives every key in order, with zeros for missing ones', () => {
    expect(
      fillGroups(
        ['a', 'b', 'c'],
        [
          { key: 'c', n: 3 },
          { key: 'a', n: 1 },
        ],
        { n: 0 },
      ),
    ).toEqual([
      { key: 'a', n: 1 },
      { key: 'b', n: 0 },
      { key: 'c', n: 3 },
    ]);
  });
});
