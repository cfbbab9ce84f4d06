/**
 * HTTP `Range` requests on a stored video (RFC 9110 §14): one byte range, answered 206 with its
 * `Content-Range`. A browser's <video> asks for `bytes=0-` and then for the parts it seeks to.
 *
 * Several ranges in one request (`bytes=0-1,5-9`) would need a multipart/byteranges answer that no
 * player asks for: they are refused with 416 like a range that cannot be satisfied, so one code path
 * serves every answer.
 */
export type RangeAnswer =
  /** No Range header (or not a bytes range): the whole file, 200. */
  | { kind: 'whole' }
  /** One satisfiable range: 206 with bytes start..end (inclusive). */
  | { kind: 'partial'; start: number; end: number }
  /** Malformed, several ranges, or none inside the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

/** What to answer a Range header on a file of `size` bytes. */
export function parseByteRange(header: string | null | undefined, size: number): RangeAnswer {
  if (header === null || header === undefined) return { kind: 'whole' };
  const value = header.trim();
  // Another unit is not ours to interpret: RFC 9110 lets the server ignore it and send the whole file.
  if (!/^bytes=/i.test(value)) return { kind: 'whole' };
  const m = ONE_RANGE.exec(value.replace(/^bytes=/i, 'bytes=').replace(/\s+/g, ''));
  if (!m) return { kind: 'unsatisfiable' };
  const [, first, last] = m;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (size === 0) return { kind: 'unsatisfiable' };
  if (first === '') {
    // A suffix range: the last N bytes (all of them when N is larger than the file).
    const length = Number(last);
    if (!Number.isSafeInteger(length) || length === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** The Content-Range header of an answer. */
export function contentRange(answer: RangeAnswer, size: number): string | undefined {
  if (answer.kind === 'partial') return `bytes ${answer.start}-${answer.end}/${size}`;
  if (answer.kind === 'unsatisfiable') return `bytes */${size}`;
  return undefined;
}
