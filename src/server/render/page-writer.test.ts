import { describe, expect, it } from 'vitest';
import { PageWriter } from './page-writer';

const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);

describe('PageWriter', () => {
  it('gives the UTF-8 of the texts and bytes written, in order', () => {
    const page = new PageWriter();
    page.text('<!DOCTYPE html><p>Coupé ');
    page.bytes(new TextEncoder().encode('Maserati’s'));
    page.text(' 🏎️ 100 %</p>');
    expect(decode(page.finish())).toBe('<!DOCTYPE html><p>Coupé Maserati’s 🏎️ 100 %</p>');
  });

  it('grows past its scratch buffer, also when a character beyond ASCII falls on the edge', () => {
    const page = new PageWriter();
    const ascii = 'x'.repeat(256 * 1024 - 1);
    page.text(ascii);
    page.text('é€😀'); // 2, 3 and 4 bytes from the last free byte on
    page.text('y'.repeat(300_000));
    const bytes = page.finish();
    expect(bytes.byteLength).toBe(ascii.length + 9 + 300_000);
    expect(decode(bytes)).toBe(`${ascii}é€😀${'y'.repeat(300_000)}`);
  });

  it('hands each page its own bytes: the next page, on the reused buffer, does not change them', () => {
    const first = new PageWriter();
    first.text('first page');
    const firstBytes = first.finish();
    const second = new PageWriter();
    second.text('SECOND PAGE, longer than the first');
    expect(decode(second.finish())).toBe('SECOND PAGE, longer than the first');
    expect(decode(firstBytes)).toBe('first page');
    expect(firstBytes.buffer.byteLength).toBe('first page'.length);
  });

  it('keeps pages that render at the same time apart', () => {
    const a = new PageWriter();
    const b = new PageWriter();
    a.text('<a>');
    b.text('<b>');
    a.text('</a>');
    b.text('</b>');
    expect(decode(b.finish())).toBe('<b></b>');
    expect(decode(a.finish())).toBe('<a></a>');
  });

  it('refuses to be written to or finished again once finished', () => {
    const page = new PageWriter();
    page.text('done');
    page.finish();
    expect(() => page.text('more')).toThrow(/after finish/);
    expect(() => page.finish()).toThrow(/twice/);
  });
});
