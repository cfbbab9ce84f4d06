import { describe, expect, it } from 'vitest';
import { clockDuration, isoDuration } from './iso-duration';

describe('durations', () => {
  it('writes ISO 8601 durations for VideoObject', () => {
    expect(isoDuration(83.4)).toBe('PT1M23S');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('writes clock durations for people', () => {
    expect(clockDuration(83.4)).toBe('1:23');
    expect(clockDuration(3725)).toBe('1:02:05');
    expect(clockDuration(2)).toBe('0:02');
  });
});
