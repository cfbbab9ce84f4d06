/**
 * The image pipeline's heavy part: decode, turn upright, convert to sRGB,
 * shrink, and encode every variant. It runs in a worker thread for uploads
 * (image-pool.ts sends this function's source text to the worker), so it must
 * use nothing from outside its own body: sharp, fs/promises and path come in
 * as arguments, the settings in the job, and failures go back as values.
 */

export type RenderJob =
  | { kind: 'measure'; input: Uint8Array; maxInputPixels: number }
  | {
      kind: 'render';
      input: Uint8Array;
      dir: string;
      name: string;
      allowSvg: boolean;
      maxInputPixels: number;
      maxWidth: number;
      formats: readonly string[];
      webp: { quality: number; effort: number };
      avif: { quality: number; effort: number };
      suffixes: readonly string[];
      /** One encode at a time (the upload worker) instead of all six at once (seeding). */
      sequential: boolean;
      /** 'private': only the canonical WebP and its 480 px thumbnail (photos only the portal shows). */
      variants?: 'public' | 'private';
    };

export type RenderFailure = { ok: false; code: 'too-large' | 'unsupported' | 'invalid' };
export type RenderResult = { ok: true; width: number; height: number; bytes: number } | RenderFailure;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function renderImage(sharp: any, fs: any, path: any, job: RenderJob): Promise<RenderResult> {
  const failure = (err: unknown): RenderFailure => ({
    ok: false,
    code: /pixel limit/i.test(err instanceof Error ? err.message : '') ? 'too-large' : 'invalid',
  });
  const options = { limitInputPixels: job.maxInputPixels, failOn: 'error' };
  let meta: { format?: string; width?: number; height?: number };
  try {
    meta = await sharp(job.input, options).metadata();
  } catch (err) {
    return failure(err);
  }
  if (!meta.width || !meta.height) return { ok: false, code: 'invalid' };
  if (meta.width * meta.height > job.maxInputPixels) return { ok: false, code: 'too-large' };
  if (job.kind === 'measure') return { ok: true, width: meta.width, height: meta.height, bytes: job.input.byteLength };

  const format = meta.format ?? '';
  if (!(job.formats.includes(format) || (job.allowSvg && format === 'svg'))) return { ok: false, code: 'unsupported' };
  let decoded: { data: Uint8Array; info: { width: number; height: number; channels: number } };
  try {
    decoded = await sharp(job.input, options)
      .timeout({ seconds: 30 })
      .rotate()
      .resize({ width: job.maxWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    return failure(err);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // Drop an alpha channel nobody uses (SVG renders, many PNGs): AVIF encodes much faster without it.
  let opaque = info.channels === 4 || info.channels === 2;
  for (let i = info.channels - 1; opaque && i < data.length; i += info.channels) if (data[i] !== 255) opaque = false;
  const from = (width?: number) => {
    let img = sharp(data, raw);
    if (opaque) img = img.removeAlpha();
    return width && width < info.width ? img.resize({ width }) : img;
  };
  const file = (suffix: string) => path.join(job.dir, `${job.name}${suffix}`);
  const encodes: Array<() => Promise<unknown>> = [
    () => from().webp(job.webp).toFile(file('.webp')),
    () => from(480).webp(job.webp).toFile(file('-480.webp')),
  ];
  if (job.variants !== 'private') {
    encodes.push(
      () => from(960).webp(job.webp).toFile(file('-960.webp')),
      () => from(480).avif(job.avif).toFile(file('-480.avif')),
      () => from(960).avif(job.avif).toFile(file('-960.avif')),
      () => from().avif(job.avif).toFile(file('-1600.avif')),
    );
  }
  let error: unknown;
  if (job.sequential) {
    for (const encode of encodes) {
      try {
        await encode();
      } catch (err) {
        error = err;
        break;
      }
    }
  } else {
    // Every encode settles before any cleanup, so no file is written after it is removed.
    const failed = (await Promise.allSettled(encodes.map((encode) => encode()))).find((r) => r.status === 'rejected');
    error = failed && (failed as PromiseRejectedResult).reason;
  }
  if (error) {
    await Promise.all(job.suffixes.map((s) => fs.rm(file(s), { force: true })));
    throw error;
  }
  const { size } = await fs.stat(file('.webp'));
  return { ok: true, width: info.width, height: info.height, bytes: size };
}
