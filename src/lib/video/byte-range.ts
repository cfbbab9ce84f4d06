/**
 * HTTP `Range` requests on a stored video (RFC 9110 §14): one byte range, answered 206 with its
 * `Content-Range`. A browser's <video> asks for `bytes=0-` and then for the parts it seeks to.
 *
 * A header that is not a valid single byte range is ignored and the whole file sent, as §14.2
 * allows: another unit, a malformed or reversed range (invalid by §14.1.1), and several ranges,
 * which would need a multipart/byteranges answer that no player asks for. A range whose end lies
 * past the file is cut at its last byte (§14.1.2); only a valid range wholly outside the file is
 * refused with 416.
 */
export type RangeAnswer =
  /** No usable Range header: the whole file, 200. */
  | { kind: 'whole' }
  /** One satisfiable range: 206 with bytes start..end (inclusive). */
  | { kind: 'partial'; start: number; end: number }
  /** A valid range with no byte inside the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/** What to answer a Range header on a file of `size` bytes. */
export function parseByteRange(header: string | null | undefined, size: number): RangeAnswer {
  if (header === null || header === undefined) return { kind: 'whole' };
  const m = ONE_RANGE.exec(header.replace(/[ \t]+/g, ''));
  if (!m) return { kind: 'whole' };
  const [, first, last] = m;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix range: the last N bytes (all of them when N is larger than the file).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - Math.min(length, size)), end: size - 1 };
  }
  const start = Number(first);
  // Digits too many for a safe integer are still a number past any file: the end is cut, the start is outside.
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { kind: 'whole' };
  if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** The Content-Range header of an answer. */
export function contentRange(answer: RangeAnswer, size: number): string | undefined {
  if (answer.kind === 'partial') return `bytes ${answer.start}-${answer.end}/${size}`;
  if (answer.kind === 'unsatisfiable') return `bytes */${size}`;
  return undefined;
}
