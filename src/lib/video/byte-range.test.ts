import { describe, expect, it } from 'vitest';
import { contentRange, parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('serves the whole file without a Range header, for another unit, and for a header that is not one valid range (RFC 9110 §14.2)', () => {
    for (const header of [null, 'items=0-5', 'bytes=abc', 'bytes=', 'bytes=-', 'bytes=9-0', 'bytes=0-1,5-9', 'bytes=1.5-2', 'bytes=0-x'])
      expect(parseByteRange(header, 100), String(header)).toEqual({ kind: 'whole' });
  });

  it('answers one range, cutting an end past the file at its last byte (RFC 9110 §14.1.2)', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseByteRange('Bytes = 0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=95-500', 100)).toEqual({ kind: 'partial', start: 95, end: 99 });
    expect(parseByteRange('bytes=0-99999999999999999999999', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=0-', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('answers suffix ranges with the last bytes (all of them when longer than the file)', () => {
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=-99999999999999999999999', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('refuses a valid range with no byte in the file', () => {
    for (const header of ['bytes=100-', 'bytes=200-300', 'bytes=-0', 'bytes=99999999999999999999999-'])
      expect(parseByteRange(header, 100), header).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('writes Content-Range for partial and refused answers', () => {
    expect(contentRange({ kind: 'partial', start: 0, end: 9 }, 100)).toBe('bytes 0-9/100');
    expect(contentRange({ kind: 'unsatisfiable' }, 100)).toBe('bytes */100');
    expect(contentRange({ kind: 'whole' }, 100)).toBeUndefined();
  });
});
