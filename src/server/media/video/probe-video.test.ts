import { describe, expect, it } from 'vitest';
import { fakeMp4, makeMp4, makeWebm, MP4_FIXTURE_SIZE, WEBM_FIXTURE_SIZE } from '#tests/support/sample-videos';
import { probeVideo, VideoProbeError } from './probe-video';

describe('probeVideo', () => {
  it('reads codec, duration and size of an MP4 (H.264)', async () => {
    expect(await probeVideo(await makeMp4({ seconds: 2 }))).toEqual({
      container: 'mp4',
      mimeType: 'video/mp4',
      codec: 'avc',
      durationSeconds: 2,
      ...MP4_FIXTURE_SIZE,
    });
  });

  it('reads codec, duration and size of a WebM (VP8)', async () => {
    expect(await probeVideo(await makeWebm({ seconds: 3 }))).toEqual({
      container: 'webm',
      mimeType: 'video/webm',
      codec: 'vp8',
      durationSeconds: 3,
      ...WEBM_FIXTURE_SIZE,
    });
  });

  it('refuses a file whose bytes are not a video, whatever its name', async () => {
    await expect(probeVideo(fakeMp4())).rejects.toThrow(VideoProbeError);
    await expect(probeVideo(fakeMp4())).rejects.toThrow(/Not a supported video/);
  });

  it('refuses a video cut short: the signature alone is not enough', async () => {
    const cut = (await makeMp4()).subarray(0, 64);
    await expect(probeVideo(cut)).rejects.toThrow(VideoProbeError);
  });

  it('refuses a WebM signature followed by garbage, in bounded time', async () => {
    const head = (await makeWebm()).subarray(0, 48);
    const broken = new Uint8Array([...head, ...new Array(200).fill(0xee)]);
    // mediabunny's reader once looped for ever on these bytes: the worker's time limit refuses them.
    await expect(probeVideo(broken, 2000)).rejects.toThrow(VideoProbeError);
  });
});
