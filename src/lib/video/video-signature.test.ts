import { describe, expect, it } from 'vitest';
import { isPlayableCodec, sniffVideoContainer } from './video-signature';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
// An EBML header: magic, header size, then DocType (42 82), its size as a vint, and its text.
const ebml = (docType: string, sizeBytes: number[] = [0x80 | docType.length]) =>
  bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, ...sizeBytes], docType);

describe('sniffVideoContainer', () => {
  it('knows an MP4 by its ftyp box', () => {
    expect(sniffVideoContainer(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41'))).toBe('mp4');
    expect(sniffVideoContainer(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'mp42isom'))).toBe('mp4');
  });

  it('refuses QuickTime, a bare ftyp and other files', () => {
    expect(sniffVideoContainer(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  '))).toBeNull();
    expect(sniffVideoContainer(bytes([0, 0, 0, 0x08], 'ftypisom'))).toBeNull();
    expect(sniffVideoContainer(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF and more bytes here'))).toBeNull();
    expect(sniffVideoContainer(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBeNull();
    expect(sniffVideoContainer(new Uint8Array())).toBeNull();
  });

  it('knows a WebM by its EBML DocType, whatever the width of its size field', () => {
    expect(sniffVideoContainer(ebml('webm'))).toBe('webm');
    expect(sniffVideoContainer(ebml('webm', [0x10, 0, 0, 4]))).toBe('webm');
  });

  it('refuses a Matroska file (same magic, DocType matroska)', () => {
    expect(sniffVideoContainer(ebml('matroska'))).toBeNull();
  });
});

describe('isPlayableCodec', () => {
  it('takes H.264 (and AV1) in MP4 and VP8, VP9, AV1 in WebM', () => {
    expect(isPlayableCodec('mp4', 'avc')).toBe(true);
    expect(isPlayableCodec('mp4', 'av1')).toBe(true);
    for (const codec of ['vp8', 'vp9', 'av1']) expect(isPlayableCodec('webm', codec)).toBe(true);
  });

  it('refuses HEVC, unknown codecs and codecs outside their container', () => {
    expect(isPlayableCodec('mp4', 'hevc')).toBe(false);
    expect(isPlayableCodec('mp4', null)).toBe(false);
    expect(isPlayableCodec('webm', 'avc')).toBe(false);
    expect(isPlayableCodec('mp4', 'vp9')).toBe(false);
  });
});
