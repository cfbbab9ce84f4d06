/**
 * A page's HTML, encoded to UTF-8 chunk by chunk while Astro renders it (scripts/dependency-patches.mjs hands
 * Astro's page render one of these instead of its `str += chunk`).
 *
 * Why: Astro built each page as one string by concatenation, a rope of thousands of pieces, then encoded it whole.
 * Encoding a rope first flattens it, visiting every piece long after it was made, by then cold in the CPU's caches
 * and, under load, often copied to V8's old generation by a young collection that ran while the page rendered. On
 * `/inventory` for staff under load (20 connections, server's thread only) that encode was a fifth of the thread's
 * profile; written chunk by chunk, the thread's CPU per render fell by a quarter (README, "renders past the cache").
 *
 * The scratch buffers are kept for the next pages (a few: renders interleave on a thread while they wait), so a
 * page costs no fresh zeroed buffer and no regrowth. What a page gets is an exact-size copy of what it wrote, in a
 * buffer of its own, never the pool's: the page cache keeps pages, and the render worker posts them on.
 */
const SCRATCH_BYTES = 256 * 1024;
const SPARE_LIMIT = 8;
const spare: Uint8Array[] = [];
const NONE = new Uint8Array(0);

export class PageWriter {
  #buffer: Uint8Array = spare.pop() ?? new Uint8Array(SCRATCH_BYTES);
  #length = 0;
  static #encoder = new TextEncoder();

  /** Appends text, encoded as UTF-8. */
  text(text: string): void {
    let rest = text;
    for (;;) {
      // One UTF-16 unit never takes more than 3 bytes; at least rest.length is needed for any text.
      this.#room(rest.length);
      const { read, written } = PageWriter.#encoder.encodeInto(rest, this.#buffer.subarray(this.#length));
      this.#length += written;
      if (read === rest.length) return;
      rest = rest.slice(read);
      this.#room(rest.length * 3);
    }
  }

  /** Appends bytes that are already UTF-8 (a chunk a renderer produced as bytes). */
  bytes(bytes: Uint8Array): void {
    this.#room(bytes.byteLength);
    this.#buffer.set(bytes, this.#length);
    this.#length += bytes.byteLength;
  }

  /** The page's bytes, a copy of exactly what was written; the writer is spent and its scratch buffer reused. */
  finish(): Uint8Array {
    if (this.#buffer === NONE) throw new Error('PageWriter.finish() was called twice');
    // Not zeroed first (Uint8Array.slice would be): every byte is overwritten by the copy.
    const page = Buffer.allocUnsafeSlow(this.#length);
    page.set(this.#buffer.subarray(0, this.#length));
    if (spare.length < SPARE_LIMIT) spare.push(this.#buffer);
    this.#buffer = NONE;
    this.#length = 0;
    return page;
  }

  #room(bytes: number): void {
    if (this.#buffer === NONE) throw new Error('PageWriter written to after finish()');
    const needed = this.#length + bytes;
    if (needed <= this.#buffer.byteLength) return;
    const grown = new Uint8Array(Math.max(needed, this.#buffer.byteLength * 2));
    grown.set(this.#buffer.subarray(0, this.#length));
    this.#buffer = grown;
  }
}
