import { describe, expect, it } from 'vitest';
import { monthlyPayment, type LoanInput } from './finance';

// Expected amounts computed independently with 50-digit decimal arithmetic.
describe('monthlyPayment', () => {
  it.each<[string, LoanInput, { financed: number; monthly: number; totalInterest: number; totalCost: number }]>([
    [
      'amortises a typical loan',
      { price: 20000, termMonths: 60, aprPercent: 5 },
      { financed: 20000, monthly: 377.42, totalInterest: 2645.48, totalCost: 22645.48 },
    ],
    [
      'takes the down payment and trade-in off the price',
      { price: 289900, downPayment: 50000, tradeIn: 39900, termMonths: 72, aprPercent: 3.99 },
      { financed: 200000, monthly: 3128.13, totalInterest: 25225.03, totalCost: 315125.03 },
    ],
    [
      'divides evenly at 0 % APR',
      { price: 120000, termMonths: 48, aprPercent: 0 },
      { financed: 120000, monthly: 2500, totalInterest: 0, totalCost: 120000 },
    ],
    [
      'rounds only at the end at 0 % APR',
      { price: 100, termMonths: 3, aprPercent: 0 },
      { financed: 100, monthly: 33.33, totalInterest: 0, totalCost: 100 },
    ],
    [
      'repays in one month with one month of interest',
      { price: 1200, termMonths: 1, aprPercent: 12 },
      { financed: 1200, monthly: 1212, totalInterest: 12, totalCost: 1212 },
    ],
    [
      'never finances a negative amount',
      { price: 50000, downPayment: 60000, termMonths: 36, aprPercent: 6 },
      { financed: 0, monthly: 0, totalInterest: 0, totalCost: 50000 },
    ],
    [
      'finances nothing when paid in full',
      { price: 50000, downPayment: 20000, tradeIn: 30000, termMonths: 36, aprPercent: 6 },
      { financed: 0, monthly: 0, totalInterest: 0, totalCost: 50000 },
    ],
    ['handles a price of 0', { price: 0, termMonths: 60, aprPercent: 4.99 }, { financed: 0, monthly: 0, totalInterest: 0, totalCost: 0 }],
    [
      'stays close to 0 % for a tiny rate',
      { price: 12000, termMonths: 12, aprPercent: 1e-9 },
      { financed: 12000, monthly: 1000, totalInterest: 0, totalCost: 12000 },
    ],
    [
      'handles a huge price',
      { price: 1e12, termMonths: 120, aprPercent: 6 },
      { financed: 1e12, monthly: 11_102_050_194.16, totalInterest: 332_246_023_299.79, totalCost: 1_332_246_023_299.79 },
    ],
  ])('%s', (_, input, expected) => {
    const result = monthlyPayment(input);
    expect(result.financed).toBe(expected.financed);
    expect(result.monthly).toBeCloseTo(expected.monthly, 2);
    expect(result.totalInterest).toBeCloseTo(expected.totalInterest, 2);
    expect(result.totalCost).toBeCloseTo(expected.totalCost, 2);
  });

  it('states the total cost of borrowing (what is paid beyond the amount financed) and the total of payments', () => {
    const e = monthlyPayment({ price: 20000, termMonths: 60, aprPercent: 5 });
    expect(e.costOfBorrowing).toBe(2645.48);
    expect(e.totalOfPayments).toBe(22645.48);
    expect(monthlyPayment({ price: 12000, termMonths: 24, aprPercent: 0 })).toMatchObject({ costOfBorrowing: 0, totalOfPayments: 12000 });
  });

  it('gives amounts in whole cents', () => {
    const { monthly, totalInterest, totalCost } = monthlyPayment({ price: 123456.789, termMonths: 37, aprPercent: 7.77 });
    for (const n of [monthly, totalInterest, totalCost]) expect(Math.round(n * 100) / 100).toBe(n);
  });

  it('charges more interest for a longer term', () => {
    const short = monthlyPayment({ price: 100000, termMonths: 36, aprPercent: 5 });
    const long = monthlyPayment({ price: 100000, termMonths: 84, aprPercent: 5 });
    expect(long.monthly).toBeLessThan(short.monthly);
    expect(long.totalInterest).toBeGreaterThan(short.totalInterest);
  });

  it.each<[string, Partial<LoanInput>, RegExp]>([
    ['a negative price', { price: -1 }, /price/],
    ['a NaN price', { price: NaN }, /price/],
    ['an infinite price', { price: Infinity }, /price/],
    ['a negative down payment', { downPayment: -100 }, /downPayment/],
    ['a negative trade-in', { tradeIn: -100 }, /tradeIn/],
    ['a negative APR', { aprPercent: -1 }, /aprPercent/],
    ['a NaN APR', { aprPercent: NaN }, /aprPercent/],
    ['a term of 0 months', { termMonths: 0 }, /termMonths/],
    ['a negative term', { termMonths: -12 }, /termMonths/],
    ['a fractional term', { termMonths: 12.5 }, /termMonths/],
    ['an infinite term', { termMonths: Infinity }, /termMonths/],
  ])('refuses %s with a RangeError naming the field', (_, over, message) => {
    const input: LoanInput = { price: 50000, termMonths: 60, aprPercent: 5, ...over };
    expect(() => monthlyPayment(input)).toThrow(RangeError);
    expect(() => monthlyPayment(input)).toThrow(message);
  });
});
