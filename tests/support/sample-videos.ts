import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, WebMOutputFormat } from 'mediabunny';

/**
 * Tiny walkaround videos for the tests (unit and API), made on the spot (nothing can be downloaded here, and no ffmpeg is on
 * the machine): mediabunny's own muxers write a real MP4 (H.264) or WebM (VP8) container around hand-made
 * frames. The containers and the codec headers are genuine (an H.264 SPS/PPS for 64×48 baseline,
 * VP8 key-frame headers with the picture size), so a probe reads codec, size and duration from them as
 * from a camera's file; the frames' picture data is filler, so a player shows no picture.
 */
export type FixtureOptions = { seconds?: number; fps?: number };

// H.264 baseline, level 3.0, 64×48 (4×3 macroblocks), written bit by bit from the spec (7.3.2.1.1).
const SPS = [0x67, 0x42, 0xc0, 0x1e, 0xda, 0x11, 0xe4];
const PPS = [0x68, 0xce, 0x3c, 0x80];
const AVCC = new Uint8Array([1, 0x42, 0xc0, 0x1e, 0xff, 0xe1, 0, SPS.length, ...SPS, 1, 0, PPS.length, ...PPS]);
export const MP4_FIXTURE_SIZE = { width: 64, height: 48 };

/** An MP4 with one H.264 track: `seconds` long at `fps`. */
export async function makeMp4(options: FixtureOptions = {}): Promise<Uint8Array> {
  const { seconds = 2, fps = 10 } = options;
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  const frames = Math.round(seconds * fps);
  for (let i = 0; i < frames; i++) {
    // One IDR slice NAL unit (type 5), length-prefixed as avcC says (4 bytes).
    const nal = [0x65, 0x88, 0x84, 0x00, 0x33, 0xff];
    const data = new Uint8Array([0, 0, 0, nal.length, ...nal]);
    await source.add(new EncodedPacket(data, 'key', i / fps, 1 / fps), {
      decoderConfig: { codec: 'avc1.42c01e', codedWidth: MP4_FIXTURE_SIZE.width, codedHeight: MP4_FIXTURE_SIZE.height, description: AVCC },
    });
  }
  await output.finalize();
  return new Uint8Array(output.target.buffer as ArrayBuffer);
}

export const WEBM_FIXTURE_SIZE = { width: 80, height: 60 };

/** A WebM with one VP8 track: `seconds` long at `fps`. */
export async function makeWebm(options: FixtureOptions = {}): Promise<Uint8Array> {
  const { seconds = 3, fps = 10 } = options;
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  const { width, height } = WEBM_FIXTURE_SIZE;
  const frames = Math.round(seconds * fps);
  for (let i = 0; i < frames; i++) {
    // A VP8 key frame header (RFC 6386 §9.1): frame tag (key frame, version 0, shown, first partition 16 bytes),
    // the start code 9d 01 2a, then width and height (14 bits each, no scaling), then filler.
    const partition = 16;
    const tag = (partition << 5) | (1 << 4) | 0;
    const data = new Uint8Array([
      tag & 0xff,
      (tag >> 8) & 0xff,
      (tag >> 16) & 0xff,
      0x9d,
      0x01,
      0x2a,
      width & 0xff,
      width >> 8,
      height & 0xff,
      height >> 8,
      ...new Array(partition).fill(0),
    ]);
    await source.add(new EncodedPacket(data, 'key', i / fps, 1 / fps), {
      decoderConfig: { codec: 'vp8', codedWidth: width, codedHeight: height },
    });
  }
  await output.finalize();
  return new Uint8Array(output.target.buffer as ArrayBuffer);
}

/** A file named .mp4 that is not one: a JPEG's first bytes, then text. */
export function fakeMp4(): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...new TextEncoder().encode('this is not a video at all, only a picture header and words'),
  ]);
}

export const SAMPLE_VTT =
  'WEBVTT\n\n00:00.000 --> 00:01.500\nFront three-quarter view\n\n00:01.500 --> 00:03.000\nThe interior, in Bordeaux leather\n';
