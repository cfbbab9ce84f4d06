import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { fileOf, imageBytes, pixelBombPng, tableRows } from '../support/fixtures';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(() => server?.stop());

const MB = 1024 * 1024;

/** Every file under DATA_DIR/media (the stored images and their variants). */
function storedFiles(): string[] {
  const dir = path.join(server.dataDir, 'media');
  return fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort()
    : [];
}
const snapshot = () => ({ media: tableRows(server, 'media'), activity: tableRows(server, 'activity_log'), files: storedFiles() });

function form(...files: File[]): FormData {
  const data = new FormData();
  for (const f of files) data.append('images', f);
  return data;
}
const u8 = (b: Buffer) => new Uint8Array(b);
const jpeg = async (name = 'car.jpg', size?: { width: number; height: number }) =>
  fileOf(u8(await imageBytes('jpeg', size)), name, 'image/jpeg');
const upload = (api: ApiClient, data: FormData) => api.post('/api/upload/images', data);

async function expectRejected(api: ApiClient, data: FormData, status: number, message: string | RegExp) {
  const before = snapshot();
  const res = await upload(api, data);
  expect(res.status).toBe(status);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expect(snapshot()).toEqual(before);
  return res;
}

describe('POST /api/upload/images: who may upload', () => {
  it('refuses visitors with 401 and stores nothing', async () => {
    await expectRejected(anon, form(await jpeg()), 401, /signed in/);
  });

  it.each(['employee', 'admin'] as const)(
    'lets %s upload: 201 {files:[{url,width,height}]}, a media row each, one activity entry',
    async (role) => {
      const api = role === 'admin' ? admin : staff;
      const before = tableRows(server, 'media').length;
      const res = await upload(
        api,
        form(
          await jpeg('a.jpg', { width: 80, height: 60 }),
          fileOf(u8(await imageBytes('png', { width: 30, height: 20 })), 'b.png', 'image/png'),
        ),
      );
      expect(res.status).toBe(201);
      expect(res.body.files).toHaveLength(2);
      expect(res.body.files[0]).toEqual({ url: expect.stringMatching(/^\//), width: 80, height: 60 });
      expect(res.body.files[1]).toMatchObject({ width: 30, height: 20 });
      const rows = server
        .sqlite()
        .prepare('select m.*, u.username from media m join users u on u.id = m.uploaded_by order by m.id desc limit 2')
        .all() as Record<string, unknown>[];
      expect(tableRows(server, 'media')).toHaveLength(before + 2);
      expect(rows.map((r) => r.url).sort()).toEqual(res.body.files.map((f: { url: string }) => f.url).sort());
      expect(rows.every((r) => r.username === (role === 'admin' ? 'admin' : 'staff'))).toBe(true);
      expect(rows.map((r) => r.original_name).sort()).toEqual(['a.jpg', 'b.png']);
    },
  );
});

describe('POST /api/upload/images: what is stored', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('accepts a %s, judged by its bytes', async (format) => {
    const res = await upload(staff, form(fileOf(u8(await imageBytes(format)), `photo.${format}`, `image/${format}`)));
    expect(res.status).toBe(201);
  });

  it('trusts the bytes over the name and declared type (a PNG called .txt is an image)', async () => {
    const res = await upload(staff, form(fileOf(u8(await imageBytes('png')), 'notes.txt', 'text/plain')));
    expect(res.status).toBe(201);
  });

  it('serves the stored image under its url, re-encoded without the original metadata', async () => {
    const original = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'GPS Leaker' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(staff, form(fileOf(u8(original), 'exif.jpg', 'image/jpeg')));
    expect(res.status).toBe(201);
    const served = await fetch(server.url + res.body.files[0].url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('gives every upload a new random name (same file twice: two urls)', async () => {
    const a = await upload(staff, form(await jpeg('same.jpg')));
    const b = await upload(staff, form(await jpeg('same.jpg')));
    expect(a.body.files[0].url).not.toBe(b.body.files[0].url);
    expect(a.body.files[0].url).not.toContain('same');
  });
});

describe('POST /api/upload/images: refused, nothing stored', () => {
  it('a file over 5 MB, with the spec message naming it', async () => {
    const big = new Uint8Array(5 * MB + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await expectRejected(
      staff,
      form(await jpeg('ok.jpg'), fileOf(big, 'huge.jpg', 'image/jpeg')),
      400,
      'File too large: huge.jpg exceeds the 5MB limit',
    );
  });

  it.each([
    [
      'a GIF named .jpg',
      async () =>
        fileOf(
          u8(
            await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
              .gif()
              .toBuffer(),
          ),
          'x.jpg',
          'image/jpeg',
        ),
    ],
    ['HTML named .png', async () => fileOf(u8(Buffer.from('<html><script>alert(1)</script></html>')), 'x.png', 'image/png')],
    [
      'an SVG',
      async () =>
        fileOf(u8(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 'x.svg', 'image/svg+xml'),
    ],
    [
      'JPEG magic followed by garbage',
      async () => fileOf(u8(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])), 'broken.jpg', 'image/jpeg'),
    ],
    ['a truncated PNG', async () => fileOf(u8((await imageBytes('png')).subarray(0, 40)), 'cut.png', 'image/png')],
  ])('%s, with the invalid-type message, even after a good file in the batch', async (_label, make) => {
    await expectRejected(staff, form(await jpeg('good.jpg'), await make()), 400, 'Invalid file type: not a supported image type');
  });

  it('a small PNG that decodes to 100 megapixels (decompression bomb), saying why', async () => {
    const bomb = pixelBombPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(MB);
    const res = await expectRejected(
      staff,
      form(await jpeg('first.jpg'), fileOf(u8(bomb), 'bomb.png', 'image/png')),
      400,
      /^bomb\.png: .*megapixels/,
    );
    expect(res.body.errors.images).toBe(res.body.message);
  });

  it('a batch over the per-request megapixel budget (13 photos of 40 megapixels), before any is decoded', async () => {
    const photo = u8(pixelBombPng(7_800, 5_120)); // 39.9 megapixels in a few hundred KB
    const files = Array.from({ length: 13 }, (_, i) => fileOf(photo, `big-${i}.png`, 'image/png'));
    const res = await expectRejected(staff, form(...files), 413, /519 megapixels together; one upload takes at most 500/);
    expect(res.body.errors.images).toBe(res.body.message);
  });

  it('a zero-byte file', async () => {
    await expectRejected(staff, form(fileOf(new Uint8Array(0), 'empty.jpg', 'image/jpeg')), 400, /^Empty file: empty\.jpg/);
  });

  it('more than 20 files', async () => {
    const file = await jpeg();
    await expectRejected(staff, form(...Array.from({ length: 21 }, () => file)), 400, /at most 20/);
  });

  it('no file at all, or a text value in the images field', async () => {
    await expectRejected(staff, new FormData(), 400, /No images/);
    const text = new FormData();
    text.append('images', 'not a file');
    await expectRejected(staff, text, 400, /must hold files/);
    const other = new FormData();
    other.append('photos', await jpeg());
    await expectRejected(staff, other, 400, /No images/);
  });

  it('a JSON body (415) and a malformed multipart body (400)', async () => {
    const before = snapshot();
    expect((await staff.post('/api/upload/images', { images: [] })).status).toBe(415);
    const broken = await staff.post('/api/upload/images', '--x\r\nnot multipart', { 'content-type': 'multipart/form-data; boundary=zzz' });
    expect(broken.status).toBe(400);
    expect(snapshot()).toEqual(before);
  });
});

/** A raw request, to send headers fetch would not (a false Content-Length, chunked encoding). */
function rawUpload(headers: Record<string, string | number>, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/upload/images', server.url);
    const req = http.request(url, { method: 'POST', headers: { cookie: staff.cookie, origin: server.url, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e)));
    req.write(body);
    // Stop short of a declared body that is too large: the server must answer without waiting for it.
    if (!('content-length' in headers) || Number(headers['content-length']) === body.length) req.end();
  });
}

describe('POST /api/upload/images: oversized or unsized requests', () => {
  it('answers 413 from the declared length, before the body arrives', async () => {
    const before = snapshot();
    const res = await rawUpload({ 'content-type': 'multipart/form-data; boundary=b', 'content-length': 200 * MB }, Buffer.from('--b\r\n'));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toMatch(/too large/);
    expect(snapshot()).toEqual(before);
  });

  it('answers 411 to a body without a declared length', async () => {
    const res = await rawUpload(
      { 'content-type': 'multipart/form-data; boundary=b', 'transfer-encoding': 'chunked' },
      Buffer.from('--b--\r\n'),
    );
    expect(res.status).toBe(411);
  });
});
