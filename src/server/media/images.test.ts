import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Encoding AVIF takes seconds when the machine is busy (CI beside other work): time out on hangs, not on load.
vi.setConfig({ testTimeout: 60_000 });

// DATA_DIR must be set before config() is first called.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
process.env.DATA_DIR = dataDir;

const { config } = await import('#src/server/config');
const { ImageError, VARIANT_SUFFIXES, deleteStoredImage, storeDemoImage, storeImage } = await import('./images');
const { serveMediaFile } = await import('./media-file');

const mediaDir = () => config().mediaDir;
const nameOf = (url: string) => /^\/media\/([a-f0-9]{32})\.webp$/.exec(url)![1];

async function photoWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 30, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1', Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 50/1 1400/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 30/1 2900/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('storeImage', () => {
  it('strips EXIF/GPS, writes every variant and caps the width', async () => {
    const input = await photoWithGps(2400, 1500);
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the input's EXIF.
    expect(inMeta.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(inMeta.orientation).toBe(1);
    expect(inMeta.exif!.toString('latin1')).toContain('TestCam');

    const stored = await storeImage(input, { originalName: '../../evil.jpg' });
    expect(stored.url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    expect(stored).toMatchObject({ width: 1600, height: 1000 });
    const name = nameOf(stored.url);
    for (const suffix of VARIANT_SUFFIXES) expect(fs.existsSync(path.join(mediaDir(), `${name}${suffix}`))).toBe(true);
    expect(fs.readdirSync(dataDir).some((f) => f.includes('evil'))).toBe(false);

    const out = await sharp(path.join(mediaDir(), `${name}.webp`)).metadata();
    expect(out.format).toBe('webp');
    expect(out.exif).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect(out.icc).toBeUndefined();
    expect(out.width).toBe(1600);
    expect(stored.bytes).toBe(fs.statSync(path.join(mediaDir(), `${name}.webp`)).size);
    expect(fs.readFileSync(path.join(mediaDir(), `${name}.webp`)).includes('TestCam')).toBe(false);

    expect((await sharp(path.join(mediaDir(), `${name}-480.webp`)).metadata()).width).toBe(480);
    expect((await sharp(path.join(mediaDir(), `${name}-960.avif`)).metadata()).width).toBe(960);
    const avif = await sharp(path.join(mediaDir(), `${name}-1600.avif`)).metadata();
    expect(avif.width).toBe(1600);
    expect(avif.exif).toBeUndefined();
  });

  it('applies the EXIF orientation', async () => {
    const stored = await storeImage(await photoWithGps(400, 200, 6));
    expect(stored).toMatchObject({ width: 200, height: 400 });
  });

  it('never enlarges small images but still writes every variant', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const stored = await storeImage(png);
    expect(stored).toMatchObject({ width: 300, height: 200 });
    const name = nameOf(stored.url);
    for (const suffix of VARIANT_SUFFIXES) {
      expect((await sharp(path.join(mediaDir(), `${name}${suffix}`)).metadata()).width).toBe(300);
    }
  });

  it('refuses images over the pixel limit', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(storeImage(huge)).rejects.toMatchObject({ name: 'ImageError', code: 'too-large' });
  });

  it('refuses non-images, truncated files and SVG', async () => {
    await expect(storeImage(Buffer.from('hello world'))).rejects.toBeInstanceOf(ImageError);
    const jpeg = await photoWithGps(200, 100);
    await expect(storeImage(jpeg.subarray(0, 300))).rejects.toBeInstanceOf(ImageError);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(storeImage(svg)).rejects.toMatchObject({ code: 'unsupported' });
  });
});

describe('deleteStoredImage', () => {
  it('removes the canonical file and its variants', async () => {
    const stored = await storeImage(await photoWithGps(640, 400));
    const name = nameOf(stored.url);
    expect(await deleteStoredImage(stored.url)).toBe(true);
    for (const suffix of VARIANT_SUFFIXES) expect(fs.existsSync(path.join(mediaDir(), `${name}${suffix}`))).toBe(false);
    expect(await deleteStoredImage(stored.url)).toBe(false);
  });

  it('refuses anything but /media/<name>.webp', async () => {
    const outside = path.join(dataDir, 'keep.webp');
    fs.writeFileSync(outside, 'x');
    for (const url of [
      '/media/../keep.webp',
      '../keep.webp',
      '/media/..%2fkeep.webp',
      `/media/${'a'.repeat(32)}-480.webp`,
      'https://example.com/media/x.webp',
      '/media/abc.webp',
      '',
    ]) {
      expect(await deleteStoredImage(url)).toBe(false);
    }
    expect(fs.existsSync(outside)).toBe(true);
  });
});

describe('storeDemoImage', () => {
  it('renders an SVG once, then copies the cached files under a new name', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-cache-'));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="1600" height="1000" fill="#123"/><circle cx="800" cy="500" r="300" fill="#b08d57"/><!--${Date.now()}--></svg>`;
    const a = await storeDemoImage(svg, { cacheDir });
    const b = await storeDemoImage(svg, { cacheDir });
    expect(a.url).not.toBe(b.url);
    expect(a).toMatchObject({ width: 1600, height: 1000 });
    expect(b).toMatchObject({ width: a.width, height: a.height, bytes: a.bytes });
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    for (const suffix of VARIANT_SUFFIXES) expect(fs.existsSync(path.join(mediaDir(), `${nameOf(b.url)}${suffix}`))).toBe(true);
    // Deleting one copy leaves the cache and the other copy intact.
    await deleteStoredImage(a.url);
    expect(fs.existsSync(path.join(mediaDir(), `${nameOf(b.url)}.webp`))).toBe(true);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('defers an uncached render to the first request for it (a first start serves pages at once)', async () => {
    const { applyMigrations } = await import('#src/db/migrate');
    const { connectAppDatabase } = await import('#src/server/storage/database');
    applyMigrations(connectAppDatabase());
    const { pendingDemoImages } = await import('./images');
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-cache-'));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1250"><rect width="2000" height="1250" fill="#321"/><!--${Date.now()}--></svg>`;
    const started = Date.now();
    const deferred = await storeDemoImage(svg, { cacheDir, defer: true });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(deferred).toMatchObject({ width: 1600, height: 1000, bytes: 0 });
    const name = nameOf(deferred.url);
    expect(fs.existsSync(path.join(mediaDir(), `${name}.webp`))).toBe(false);
    expect(await pendingDemoImages()).toContain(name);

    // The route renders it when it is first asked for, then it is an ordinary stored image.
    const call = (file: string) => serveMediaFile(file, new Request(`http://localhost/media/${file}`));
    const res = await call(`${name}-480.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    for (const suffix of VARIANT_SUFFIXES) expect(fs.existsSync(path.join(mediaDir(), `${name}${suffix}`))).toBe(true);
    expect(await pendingDemoImages()).not.toContain(name);
    expect((await call('0123456789abcdef0123456789abcdef.webp')).status).toBe(404);

    // A cached SVG is never deferred: the files are placed at once.
    const again = await storeDemoImage(svg, { cacheDir, defer: true });
    expect(again.bytes).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(mediaDir(), `${nameOf(again.url)}.webp`))).toBe(true);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }, 30_000);
});

describe('GET /media/[file]', () => {
  const call = (file: string, headers: Record<string, string> = {}) =>
    serveMediaFile(file, new Request(`http://localhost/media/${file}`, { headers }));

  it('serves stored files with immutable caching', async () => {
    const stored = await storeImage(await photoWithGps(640, 400));
    const name = nameOf(stored.url);
    const res = await call(`${name}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(stored.bytes);
    const avif = await call(`${name}-960.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    await avif.body?.cancel();
    const again = await call(`${name}.webp`, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('404s for unknown, odd or traversing names', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.webp'), 'x');
    for (const file of ['deadbeef.webp', '../secret.webp', '..%2Fsecret.webp', 'secret.webp', 'abc.png', 'ABC.webp', 'abc.webp/', '']) {
      expect((await call(file)).status).toBe(404);
    }
  });
});
