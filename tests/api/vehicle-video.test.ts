import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMp4, makeMp4, makeWebm, SAMPLE_VTT } from '../support/sample-videos';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { fileOf, imageBytes, tableRows, vehicleBody } from '../support/fixtures';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;
let admin: ApiClient;
let vehicleId: number;

beforeAll(async () => {
  // A small upload limit, so the size refusal is tested without sending 100 MB.
  server = await startTestServer({ seed: false, env: { VIDEO_MAX_MB: '1' } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  const res = await staff.post('/api/vehicles', vehicleBody({ make: 'Porsche', model: '911', trim: 'GT3 Touring', year: 2022 }));
  expect(res.status).toBe(201);
  vehicleId = res.body.id;
});
afterAll(() => server?.stop());

const videoPath = () => `/api/vehicles/${vehicleId}/video`;
const form = (fields: Record<string, File | string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const videoFile = (bytes: Uint8Array, name: string, type: string) => fileOf(new Uint8Array(bytes), name, type);
const snapshot = () => ({ videos: tableRows(server, 'vehicle_videos'), activity: tableRows(server, 'activity_log') });
const storedVideos = () => {
  const dir = path.join(server.dataDir, 'videos');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe('POST /api/vehicles/{id}/video: uploads', () => {
  it('is for staff only', async () => {
    const res = await anon.post(videoPath(), form({ video: videoFile(await makeMp4(), 'walk.mp4', 'video/mp4') }));
    expect(res.status).toBe(401);
  });

  it('refuses a fake video (right extension, wrong bytes) with an error on the video field, storing nothing', async () => {
    const before = snapshot();
    const res = await staff.post(videoPath(), form({ video: videoFile(fakeMp4(), 'walkaround.mp4', 'video/mp4') }));
    expect(res.status).toBe(400);
    expect(res.body.errors.video).toMatch(/Not a supported video/);
    expect(snapshot()).toEqual(before);
    expect(storedVideos()).toEqual([]);
  });

  it('refuses an MP4 cut short, a file over the limit, and bad captions, each on its field', async () => {
    const before = snapshot();
    const cut = (await makeMp4()).subarray(0, 80);
    const res = await staff.post(videoPath(), form({ video: videoFile(cut, 'walk.mp4', 'video/mp4') }));
    expect(res.status).toBe(400);
    expect(res.body.errors.video).toBeTruthy();

    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(await makeMp4());
    const tooBig = await staff.post(videoPath(), form({ video: videoFile(big, 'walk.mp4', 'video/mp4') }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors.video).toMatch(/exceeds the 1 MB limit/);

    const srt = new File(['1\n00:00:00,000 --> 00:00:02,000\nHello\n'], 'walk.vtt', { type: 'text/vtt' });
    const badCaptions = await staff.post(videoPath(), form({ video: videoFile(await makeMp4(), 'walk.mp4', 'video/mp4'), captions: srt }));
    expect(badCaptions.status).toBe(400);
    expect(badCaptions.body.errors.captions).toMatch(/WEBVTT/);
    expect(snapshot()).toEqual(before);
    expect(storedVideos()).toEqual([]);
  });

  it('accepts a real MP4 (H.264) with captions and a poster, storing what the probe read', async () => {
    const poster = fileOf(new Uint8Array(await imageBytes('jpeg', { width: 64, height: 36 })), 'poster.jpg', 'image/jpeg');
    const captions = new File([SAMPLE_VTT], 'walk.vtt', { type: 'text/vtt' });
    const res = await staff.post(
      videoPath(),
      form({ video: videoFile(await makeMp4({ seconds: 2 }), 'walk.mp4', 'video/mp4'), captions, poster }),
    );
    expect(res.status).toBe(201);
    expect(res.body.video).toMatchObject({
      kind: 'file',
      mimeType: 'video/mp4',
      codec: 'avc',
      durationSeconds: 2,
      width: 64,
      height: 48,
      ownPoster: true,
      src: expect.stringMatching(/^\/media\/video\/[a-f0-9]{32}\.mp4$/),
      captionsSrc: expect.stringMatching(/^\/media\/video\/[a-f0-9]{32}\.vtt$/),
      poster: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.webp$/),
    });
    const row = server.sqlite().prepare('select * from vehicle_videos where vehicle_id = ?').get(vehicleId) as Record<string, unknown>;
    expect(row).toMatchObject({ kind: 'file', codec: 'avc', duration_seconds: 2, width: 64, height: 48 });
    const logged = server.sqlite().prepare("select action, summary from activity_log where action like 'vehicle.video.%'").all();
    expect(logged).toEqual([{ action: 'vehicle.video.added', summary: expect.stringMatching(/64×48, 0:02\) for 2022 Porsche 911/) }]);
    expect(storedVideos()).toHaveLength(2);

    const captionsRes = await fetch(server.url + res.body.video.captionsSrc);
    expect(captionsRes.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captionsRes.text()).toBe(SAMPLE_VTT);
  });

  it('accepts a real WebM (VP8) as a replacement, deleting the files of the video it replaces', async () => {
    const before = storedVideos();
    const res = await admin.post(videoPath(), form({ video: videoFile(await makeWebm({ seconds: 3 }), 'walk.webm', 'video/webm') }));
    expect(res.status).toBe(201);
    expect(res.body.video).toMatchObject({
      kind: 'file',
      mimeType: 'video/webm',
      codec: 'vp8',
      durationSeconds: 3,
      width: 80,
      height: 60,
      captionsSrc: null,
      ownPoster: false,
    });
    const after = storedVideos();
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);
    const get = await staff.get(videoPath());
    expect(get.body.video.src).toBe(res.body.video.src);
    const actions = server
      .sqlite()
      .prepare("select action from activity_log where action like 'vehicle.video.%' order by id")
      .pluck()
      .all();
    expect(actions).toEqual(['vehicle.video.added', 'vehicle.video.replaced']);
  });
});

describe('GET /media/video/{name}: Range requests', () => {
  let src: string;
  let bytes: Uint8Array;
  beforeAll(async () => {
    const webm = await makeWebm({ seconds: 3 });
    const res = await staff.post(videoPath(), form({ video: videoFile(webm, 'walk.webm', 'video/webm') }));
    expect(res.status).toBe(201);
    src = server.url + res.body.video.src;
    bytes = webm;
  });
  const get = (range?: string, method = 'GET') => fetch(src, { method, headers: range === undefined ? {} : { range } });

  it('serves the whole file with Accept-Ranges', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('answers a range with 206, Content-Range and exactly those bytes', async () => {
    const res = await get('bytes=0-99');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.subarray(0, 100));

    const open = await get('bytes=1000-');
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(bytes.subarray(1000));
  });

  it('answers a suffix range with the last bytes', async () => {
    const res = await get('bytes=-64');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${bytes.length - 64}-${bytes.length - 1}/${bytes.length}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 64));
  });

  it('cuts a range whose end lies past the file at its last byte (RFC 9110 §14.1.2)', async () => {
    for (const range of [`bytes=100-${bytes.length + 5000}`, 'bytes=100-99999999999999999999999']) {
      const res = await get(range);
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.subarray(100));
    }
  });

  it('ignores a Range header that is not one valid range, sending the whole file (RFC 9110 §14.2)', async () => {
    for (const range of ['bytes=abc', 'bytes=0-1,4-5', 'bytes=50-10', 'bytes=']) {
      const res = await get(range);
      expect(res.status, range).toBe(200);
      expect(res.headers.get('content-range'), range).toBeNull();
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
  });

  it('refuses a valid range with no byte in the file with 416 and bytes */size', async () => {
    for (const range of [`bytes=${bytes.length}-`, `bytes=${bytes.length + 10}-${bytes.length + 20}`, 'bytes=-0']) {
      const res = await get(range);
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe(`bytes */${bytes.length}`);
    }
  });

  it('answers HEAD with the length and no body, and 404 for names that are not ours', async () => {
    const head = await get('bytes=0-9', 'HEAD');
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('10');
    for (const name of ['../dealership.sqlite', 'x.mp4', `${'a'.repeat(32)}.mp4`, `${'a'.repeat(32)}.exe`])
      expect((await fetch(`${server.url}/media/video/${encodeURIComponent(name)}`)).status, name).toBe(404);
  });
});

describe('POST /api/vehicles/{id}/video: links', () => {
  it('accepts YouTube and Vimeo links, keeping only the id', async () => {
    const yt = await staff.post(videoPath(), form({ link: 'https://youtu.be/dQw4w9WgXcQ?si=tracking' }));
    expect(yt.status).toBe(201);
    expect(yt.body.video).toMatchObject({
      kind: 'link',
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      embedUrl: expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/),
    });
    const row = server
      .sqlite()
      .prepare('select kind, external_id, file_name, codec from vehicle_videos where vehicle_id = ?')
      .get(vehicleId);
    expect(row).toEqual({ kind: 'youtube', external_id: 'dQw4w9WgXcQ', file_name: null, codec: null });
    expect(storedVideos()).toEqual([]);

    const vimeo = await staff.post(videoPath(), form({ link: 'https://vimeo.com/76979871' }));
    expect(vimeo.status).toBe(201);
    expect(vimeo.body.video).toMatchObject({ provider: 'vimeo', videoId: '76979871', embedUrl: expect.stringContaining('dnt=1') });
  });

  it('refuses every other host with an error on the link field, changing nothing', async () => {
    const before = snapshot();
    for (const link of [
      'https://www.dailymotion.com/video/x7tgad0',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'not a link',
    ]) {
      const res = await staff.post(videoPath(), form({ link }));
      expect(res.status, link).toBe(400);
      expect(res.body.errors.link, link).toMatch(/YouTube or Vimeo/);
    }
    const both = await staff.post(
      videoPath(),
      form({ link: 'https://vimeo.com/76979871', video: videoFile(await makeMp4(), 'w.mp4', 'video/mp4') }),
    );
    expect(both.status).toBe(400);
    expect(both.body.errors.link).toMatch(/not both/);
    const neither = await staff.post(videoPath(), form({}));
    expect(neither.status).toBe(400);
    expect(neither.body.errors.video).toBeTruthy();
    expect(snapshot()).toEqual(before);
  });
});

describe('DELETE /api/vehicles/{id}/video', () => {
  it('removes the video (logged) and then answers 404', async () => {
    expect((await anon.delete(videoPath())).status).toBe(401);
    const res = await staff.delete(videoPath());
    expect(res.status).toBe(204);
    expect((await staff.get(videoPath())).body).toEqual({ video: null });
    expect((await staff.delete(videoPath())).status).toBe(404);
    const last = server
      .sqlite()
      .prepare("select action from activity_log where action like 'vehicle.video.%' order by id desc limit 1")
      .pluck()
      .get();
    expect(last).toBe('vehicle.video.removed');
    expect((await staff.get('/api/vehicles/999999/video')).status).toBe(404);
  });
});

describe('DELETE /api/vehicles/{id}', () => {
  it('deletes the video and captions files with the vehicle, leaving nothing under DATA_DIR/videos', async () => {
    const car = await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023 }));
    const captions = new File([SAMPLE_VTT], 'walk.vtt', { type: 'text/vtt' });
    const before = storedVideos();
    const up = await staff.post(
      `/api/vehicles/${car.body.id}/video`,
      form({ video: videoFile(await makeMp4({ seconds: 1 }), 'walk.mp4', 'video/mp4'), captions }),
    );
    expect(up.status).toBe(201);
    const added = storedVideos().filter((n) => !before.includes(n));
    expect(added).toHaveLength(2);
    expect((await staff.delete(`/api/vehicles/${car.body.id}`)).status).toBe(200);
    expect(storedVideos().filter((n) => added.includes(n))).toEqual([]);
    // Another vehicle's video stays.
    expect(storedVideos()).toEqual(before);
  });
});
