import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  INVALID_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  batchSizeError,
  displayFileName,
  fileSizeError,
  imageFileError,
  sniffImageType,
} from './upload-validation';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const image = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#b08d57' } })
    .toFormat(format)
    .toBuffer();

describe('sniffImageType', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('recognises a real %s by its bytes', async (format) => {
    expect(sniffImageType(await image(format))).toBe(format);
  });

  it.each(['gif', 'tiff'] as const)('refuses a real %s', async (format) => {
    expect(sniffImageType(await image(format))).toBeNull();
  });

  it.each([
    ['empty', bytes()],
    ['a JPEG signature cut short', bytes(0xff, 0xd8)],
    ['a PNG signature with one byte wrong', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0b)],
    ['RIFF that is not WebP (a WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['WEBP without RIFF', bytes('XXXX', 0, 0, 0, 0, 'WEBP')],
    ['RIFF....WEB cut short', bytes('RIFF', 0, 0, 0, 0, 'WEB')],
    ['HTML named .jpg', bytes('<html><script>alert(1)</script>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', bytes('%PDF-1.7')],
  ])('refuses %s', (_label, input) => {
    expect(sniffImageType(input)).toBeNull();
  });

  it('needs only the signature: the minimal headers are enough', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImageType(bytes('RIFF', 1, 2, 3, 4, 'WEBP'))).toBe('webp');
  });
});

describe('imageFileError', () => {
  const jpegHead = bytes(0xff, 0xd8, 0xff, 0xe0);

  it('accepts an image up to exactly 5 MB', () => {
    expect(imageFileError({ name: 'a.jpg', size: MAX_IMAGE_BYTES }, jpegHead)).toBeNull();
  });

  it('refuses one byte over 5 MB with the spec message naming the file', () => {
    expect(imageFileError({ name: 'big.jpg', size: MAX_IMAGE_BYTES + 1 }, jpegHead)).toBe('File too large: big.jpg exceeds the 5MB limit');
  });

  it('refuses an empty file', () => {
    expect(imageFileError({ name: 'none.png', size: 0 }, bytes())).toMatch(/^Empty file: none\.png/);
  });

  it('judges by bytes, not by the name', () => {
    expect(imageFileError({ name: 'photo.jpg', size: 10 }, bytes('GIF89a'))).toBe(INVALID_TYPE_MESSAGE);
    expect(imageFileError({ name: 'notes.txt', size: 10 }, jpegHead)).toBeNull();
  });
});

describe('batchSizeError', () => {
  it.each([
    [0, /No images/],
    [1, null],
    [20, null],
    [21, /at most 20/],
  ])('for %i files: %s', (count, expected) => {
    const error = batchSizeError(count);
    if (expected === null) expect(error).toBeNull();
    else expect(error).toMatch(expected);
  });
});

describe('displayFileName', () => {
  it('keeps the last path part, drops control characters and caps the length', () => {
    expect(displayFileName('C:\\Users\\me\\car.jpg')).toBe('car.jpg');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(displayFileName('x'.repeat(300))).toHaveLength(100);
    expect(displayFileName('')).toBe('file');
  });
});

describe('fileSizeError', () => {
  it('looks at the size only', () => {
    expect(fileSizeError({ name: 'x.gif', size: 10 })).toBeNull();
    expect(fileSizeError({ name: 'x.jpg', size: MAX_IMAGE_BYTES + 1 })).toBe('File too large: x.jpg exceeds the 5MB limit');
    expect(fileSizeError({ name: 'x.jpg', size: 0 })).toMatch(/^Empty file/);
  });
});
