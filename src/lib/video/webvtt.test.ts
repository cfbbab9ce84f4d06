import { describe, expect, it } from 'vitest';
import { webVttError } from './webvtt';

describe('webVttError', () => {
  it('accepts WebVTT with cues, identifiers, notes, settings, a BOM and CRLF lines', () => {
    expect(webVttError('WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n')).toBeNull();
    expect(
      webVttError(
        '\uFEFFWEBVTT - walkaround\r\n\r\nNOTE filmed in Vaughan\r\n\r\nintro\r\n01:00:00.000 --> 01:00:02.500 align:start\r\nHi\r\n',
      ),
    ).toBeNull();
  });

  it('refuses a file without the signature, with bad timings, or without cues', () => {
    expect(webVttError('1\n00:00:00,000 --> 00:00:02,000\nAn SRT file\n')).toMatch(/must start with "WEBVTT"/);
    expect(webVttError('WEBVTTX\n\n00:00.000 --> 00:02.000\nHi')).toMatch(/must start/);
    expect(webVttError('WEBVTT\n\n00:00,000 --> 00:02,000\nHi')).toMatch(/timing line/);
    expect(webVttError('WEBVTT\n\n00:05.000 --> 00:02.000\nHi')).toMatch(/ends before it starts/);
    expect(webVttError('WEBVTT\n')).toMatch(/no cues/);
    expect(webVttError('WEBVTT\n\n00:00.000 --> 00:02.000\n\0\0')).toMatch(/binary/);
  });
});
