import { describe, expect, it } from 'vitest';
import { parseDuration } from './config';

describe('parseDuration', () => {
  it.each([
    ['30d', 30 * 86_400_000],
    ['7d', 7 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['15m', 15 * 60_000],
    ['90s', 90_000],
    [' 1.5 h ', 5_400_000],
  ])('reads %j', (text, ms) => expect(parseDuration(text)).toBe(ms));
  it.each(['', '7', 'd', '7 days', '-1d', '0d', '7w'])('refuses %j', (text) => expect(parseDuration(text)).toBeNull());
});
