import { describe, expect, it } from 'vitest';
import { addMonths, describeConsent, marketingConsentAt, mayEmail, type ConsentEvent } from './windows';

const at = (iso: string) => new Date(iso);
const ev = (basis: ConsentEvent['basis'], iso: string, granted = basis !== 'withdrawn'): ConsentEvent => ({
  basis,
  granted,
  createdAt: at(iso),
});

describe('addMonths', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 6, '2026-07-15T12:00:00.000Z'],
    ['2026-08-31T12:00:00Z', 6, '2027-02-28T12:00:00.000Z'],
    ['2027-08-31T12:00:00Z', 6, '2028-02-29T12:00:00.000Z'],
    ['2024-02-29T08:00:00Z', 24, '2026-02-28T08:00:00.000Z'],
    ['2026-12-31T00:00:00Z', 2, '2027-02-28T00:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(at(from), months).toISOString()).toBe(expected);
  });
});

describe('implied consent after an inquiry lasts 6 months', () => {
  const inquiry = [ev('implied-inquiry', '2026-03-10T15:00:00Z')];
  it('holds the day before the window closes', () => {
    const c = marketingConsentAt(inquiry, at('2026-09-10T14:59:59Z'));
    expect(c).toMatchObject({ state: 'implied', basis: 'implied-inquiry' });
    expect(c.until?.toISOString()).toBe('2026-09-10T15:00:00.000Z');
  });
  it('is gone once the 6 months are over', () => {
    const c = marketingConsentAt(inquiry, at('2026-09-10T15:00:00Z'));
    expect(c.state).toBe('none');
    expect(mayEmail('promotional', c)).toBe(false);
    expect(mayEmail('reply', c)).toBe(true);
  });
  it('a newer inquiry restarts the window', () => {
    const c = marketingConsentAt([...inquiry, ev('implied-inquiry', '2026-08-01T10:00:00Z')], at('2026-12-01T00:00:00Z'));
    expect(c).toMatchObject({ state: 'implied' });
    expect(c.until?.toISOString()).toBe('2027-02-01T10:00:00.000Z');
  });
});

describe('implied consent after a purchase lasts 2 years', () => {
  const purchase = [ev('implied-purchase', '2025-05-20T16:00:00Z'), ev('implied-inquiry', '2025-05-01T16:00:00Z')];
  it('outlasts the inquiry window', () => {
    const c = marketingConsentAt(purchase, at('2027-05-19T00:00:00Z'));
    expect(c).toMatchObject({ state: 'implied', basis: 'implied-purchase' });
  });
  it('ends two years to the day', () => {
    expect(marketingConsentAt(purchase, at('2027-05-20T16:00:00Z')).state).toBe('none');
  });
});

describe('express consent and withdrawal', () => {
  it('express consent has no end', () => {
    const c = marketingConsentAt([ev('express', '2020-01-01T00:00:00Z')], at('2030-01-01T00:00:00Z'));
    expect(c).toMatchObject({ state: 'express', until: null });
    expect(mayEmail('promotional', c)).toBe(true);
  });
  it('an unsubscribe ends express and implied consent at once', () => {
    const events = [
      ev('express', '2026-01-01T00:00:00Z'),
      ev('implied-purchase', '2026-02-01T00:00:00Z'),
      ev('withdrawn', '2026-03-01T00:00:00Z'),
    ];
    const c = marketingConsentAt(events, at('2026-03-01T00:00:01Z'));
    expect(c.state).toBe('withdrawn');
    expect(mayEmail('promotional', c)).toBe(false);
    expect(mayEmail('reply', c)).toBe(true);
  });
  it('the state before the withdrawal is still what it was then', () => {
    const events = [ev('express', '2026-01-01T00:00:00Z'), ev('withdrawn', '2026-03-01T00:00:00Z')];
    expect(marketingConsentAt(events, at('2026-02-01T00:00:00Z')).state).toBe('express');
  });
  it('a later inquiry does not undo an unsubscribe', () => {
    const events = [ev('withdrawn', '2026-03-01T00:00:00Z'), ev('implied-inquiry', '2026-04-01T00:00:00Z')];
    expect(marketingConsentAt(events, at('2026-04-02T00:00:00Z')).state).toBe('withdrawn');
  });
  it('new express consent after an unsubscribe counts again', () => {
    const events = [ev('withdrawn', '2026-03-01T00:00:00Z'), ev('express', '2026-04-01T00:00:00Z')];
    expect(marketingConsentAt(events, at('2026-04-02T00:00:00Z')).state).toBe('express');
  });
  it('order of the records does not matter', () => {
    const events = [ev('express', '2026-04-01T00:00:00Z'), ev('withdrawn', '2026-03-01T00:00:00Z')];
    expect(marketingConsentAt(events, at('2026-05-01T00:00:00Z')).state).toBe('express');
  });
  it('nobody asked: no consent', () => {
    expect(marketingConsentAt([], at('2026-05-01T00:00:00Z')).state).toBe('none');
  });
});

describe('describeConsent', () => {
  const fmt = (d: Date) => d.toISOString().slice(0, 10);
  it.each([
    [[ev('express', '2026-01-05T00:00:00Z')], 'Express consent since 2026-01-05'],
    [[ev('implied-inquiry', '2026-01-05T00:00:00Z')], 'Implied consent (inquiry) until 2026-07-05'],
    [[ev('withdrawn', '2026-01-05T00:00:00Z')], 'Unsubscribed on 2026-01-05'],
    [[ev('implied-inquiry', '2025-01-05T00:00:00Z')], 'No consent (implied consent ended 2025-07-05)'],
  ])('%#', (events, text) => {
    expect(describeConsent(marketingConsentAt(events, at('2026-02-01T00:00:00Z')), fmt)).toBe(text);
  });
});
