import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { runInPool } from './image-pool';
import { renderImage, type RenderFailure, type RenderJob } from './image-render';
import { config } from '#src/server/config';
import type { StoredPrivateImage } from '#src/lib/images';

/**
 * Image storage for uploads and the demo seed.
 *
 * Every stored image is decoded (pixel-count limit, strict decoding), turned
 * upright from its EXIF orientation, converted to sRGB and re-encoded, which
 * drops all metadata (GPS, camera serials, comments). It is written under
 * config().mediaDir with a random name:
 *
 *   <name>.webp                      canonical, at most 1600 px wide
 *   <name>-480.webp, <name>-960.webp
 *   <name>-480.avif, <name>-960.avif, <name>-1600.avif
 *
 * Small originals are never enlarged: every variant file exists, the smaller
 * ones simply keep the original size. The public URL is /media/<name>.webp
 * (served by src/pages/media/[file].ts); src/lib/images.ts builds srcsets.
 */

/** Largest decoded image accepted (width x height). */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Most pixels one upload request may bring, all images together: 20 photos of
 * 24 megapixels fit, 20 of 40 do not. It bounds the work one request queues
 * (seconds of CPU per 40 MP image; docs/performance.md), so one upload cannot
 * hold the image worker for a minute.
 */
export const MAX_PIXELS_PER_UPLOAD = 500_000_000;
/** Largest upload accepted, in bytes. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_WIDTH = 1600;

const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 55, effort: 2 } as const;
/** Bump when the encoding changes, so that cached demo renders are redone. */
const PIPELINE_VERSION = 'v1';

/** File suffixes of one stored image, the canonical file first. */
export const VARIANT_SUFFIXES = ['.webp', '-480.webp', '-960.webp', '-480.avif', '-960.avif', '-1600.avif'] as const;

const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
const MEDIA_URL = /^\/media\/([a-f0-9]{32})\.webp$/;

export type ImageErrorCode = 'too-large' | 'unsupported' | 'invalid';

/** A file that cannot be stored; `message` is safe to show to the uploader. */
export class ImageError extends Error {
  constructor(
    message: string,
    readonly code: ImageErrorCode,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

export interface StoredImage {
  /** Public URL of the canonical file: /media/<name>.webp */
  url: string;
  /** Size of the canonical file in pixels. */
  width: number;
  height: number;
  /** Size of the canonical file in bytes. */
  bytes: number;
}

interface Rendered {
  width: number;
  height: number;
  bytes: number;
}

function newName(): string {
  return randomBytes(16).toString('hex');
}

const tooLarge = () => new ImageError(`The image is too large (over ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`, 'too-large');

const FAILURES: Record<RenderFailure['code'], () => ImageError> = {
  'too-large': tooLarge,
  unsupported: () => new ImageError('Please upload a JPEG, PNG, WebP, AVIF/HEIF, GIF or TIFF image.', 'unsupported'),
  invalid: () => new ImageError('The file is not an image we can read.', 'invalid'),
};

/**
 * Decodes once (upright, sRGB, at most MAX_WIDTH wide) and writes every
 * variant as `${dir}/${name}${suffix}`: uploads in the worker pool, one
 * encode at a time (image-pool.ts); demo art in this process, all at once.
 */
async function renderVariants(input: Buffer, dir: string, name: string, allowSvg: boolean): Promise<Rendered> {
  const job: RenderJob = {
    kind: 'render',
    input,
    dir,
    name,
    allowSvg,
    maxInputPixels: MAX_INPUT_PIXELS,
    maxWidth: MAX_WIDTH,
    formats: [...UPLOAD_FORMATS],
    webp: WEBP,
    avif: AVIF,
    suffixes: VARIANT_SUFFIXES,
    sequential: !allowSvg,
  };
  const result = allowSvg ? await renderImage(sharp, fs, path, job) : await runInPool(job);
  if (!result.ok) throw FAILURES[result.code]();
  return { width: result.width, height: result.height, bytes: result.bytes };
}

/** Width and height from the image's header, without decoding it; ImageError when it is not an image or too large. */
export async function measureImage(input: Buffer): Promise<{ width: number; height: number }> {
  const result = await renderImage(sharp, fs, path, { kind: 'measure', input, maxInputPixels: MAX_INPUT_PIXELS });
  if (!result.ok) throw FAILURES[result.code]();
  return { width: result.width, height: result.height };
}

/**
 * Stores an uploaded image (see the module comment). Throws ImageError for
 * files that are too big, not images, or in an unsupported format (SVG is
 * refused). `originalName` is never used for the stored file's name.
 */
export async function storeImage(input: Buffer, opts: { originalName?: string } = {}): Promise<StoredImage> {
  void opts.originalName;
  if (input.byteLength > MAX_UPLOAD_BYTES) {
    throw new ImageError(`The file is too large (over ${Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)} MB).`, 'too-large');
  }
  const dir = config().mediaDir;
  await fs.mkdir(dir, { recursive: true });
  const name = newName();
  const r = await renderVariants(input, dir, name, false);
  return { url: `/media/${name}.webp`, ...r };
}

/** Suffixes of a private image: the canonical file, then the thumbnail. */
export const PRIVATE_VARIANT_SUFFIXES = ['.webp', '-480.webp'] as const;

/**
 * Stores a visitor's photo outside the public media folder (e.g. trade-in
 * photos that only staff may see): the same size, pixel and format checks
 * and the same re-encoding as storeImage (upright, sRGB, metadata dropped,
 * at most MAX_WIDTH wide), written as WebP only (a canonical file and a
 * 480 px thumbnail) because only the portal shows it.
 */
export async function storePrivateImage(input: Buffer, dir: string): Promise<StoredPrivateImage> {
  if (input.byteLength > MAX_UPLOAD_BYTES) {
    throw new ImageError(`The file is too large (over ${Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)} MB).`, 'too-large');
  }
  await fs.mkdir(dir, { recursive: true });
  const name = newName();
  // Through the upload worker pool like staff uploads: visitors' photos must not slow the site either.
  const result = await runInPool({
    kind: 'render',
    input,
    dir,
    name,
    allowSvg: false,
    maxInputPixels: MAX_INPUT_PIXELS,
    maxWidth: MAX_WIDTH,
    formats: [...UPLOAD_FORMATS],
    webp: WEBP,
    avif: AVIF,
    suffixes: PRIVATE_VARIANT_SUFFIXES,
    sequential: true,
    variants: 'private',
  });
  if (!result.ok) throw FAILURES[result.code]();
  return { name, width: result.width, height: result.height, bytes: result.bytes };
}

/**
 * Removes a stored image and its variants. Anything that is not exactly
 * /media/<name>.webp (external URLs, other paths, `..`) is left alone and
 * gives false. True when the canonical file existed.
 */
export async function deleteStoredImage(url: string): Promise<boolean> {
  const m = MEDIA_URL.exec(url);
  if (!m) return false;
  const dir = config().mediaDir;
  let existed = false;
  await Promise.all(
    VARIANT_SUFFIXES.map(async (suffix, i) => {
      try {
        await fs.unlink(path.join(dir, `${m[1]}${suffix}`));
        if (i === 0) existed = true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }),
  );
  return existed;
}

// ---------------------------------------------------------------------------
// Demo images (seed)

// DEMO_MEDIA_CACHE: the single executable keeps rendered demo artwork in the user's cache, not the working directory.
const DEFAULT_DEMO_CACHE = () => config().demoMediaCache;
const inflight = new Map<string, Promise<Rendered>>();

async function readCached(entry: string): Promise<Rendered | undefined> {
  try {
    const meta = JSON.parse(await fs.readFile(path.join(entry, 'meta.json'), 'utf8')) as Rendered;
    return typeof meta.width === 'number' && typeof meta.height === 'number' && typeof meta.bytes === 'number' ? meta : undefined;
  } catch {
    return undefined;
  }
}

async function renderIntoCache(svg: string, entry: string): Promise<Rendered> {
  const tmp = `${entry}.tmp-${randomBytes(6).toString('hex')}`;
  await fs.mkdir(tmp, { recursive: true });
  try {
    const r = await renderVariants(Buffer.from(svg), tmp, 'image', true);
    await fs.writeFile(path.join(tmp, 'meta.json'), JSON.stringify(r));
    try {
      await fs.rename(tmp, entry);
    } catch {
      // Another process finished the same render first: keep theirs.
      if (!(await readCached(entry))) throw new Error(`Could not fill the demo image cache at ${entry}`);
    }
    return r;
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

async function place(src: string, dst: string): Promise<void> {
  try {
    await fs.link(src, dst); // Same file system: instant and no extra space (files are never modified).
  } catch {
    await fs.copyFile(src, dst);
  }
}

/**
 * Stores a generated SVG through the same pipeline as uploads. Renders are
 * cached by content hash in `<cwd>/.cache/demo-media/<sha256>/` (or
 * `opts.cacheDir`, or DEMO_MEDIA_CACHE), so re-seeding a fresh DATA_DIR only
 * copies files.
 *
 * With `defer`, an SVG that is not in the cache yet is not rendered now: its
 * name is reserved and the SVG kept as a job in `<mediaDir>/.pending/`, so a
 * first start can serve pages at once. The server renders the jobs in the
 * background (`renderPendingDemoImages`), and a request for one of their files
 * renders that one first (`completePendingDemoImage`). Width and height come
 * from the SVG; bytes are 0 until it is rendered.
 */
export async function storeDemoImage(svg: string, opts: { cacheDir?: string; defer?: boolean } = {}): Promise<StoredImage> {
  const root = opts.cacheDir ?? DEFAULT_DEMO_CACHE();
  const entry = path.join(root, demoHash(svg));
  let meta = await readCached(entry);
  const dir = config().mediaDir;
  await fs.mkdir(dir, { recursive: true });
  const name = newName();
  if (!meta && opts.defer) {
    const pending = path.join(dir, PENDING_FOLDER);
    await fs.mkdir(pending, { recursive: true });
    await fs.writeFile(path.join(pending, `${name}.json`), JSON.stringify({ svg, cacheDir: root }));
    return { url: `/media/${name}.webp`, ...svgSize(svg), bytes: 0 };
  }
  meta ??= await renderDemoIntoCache(svg, root, entry);
  await Promise.all(VARIANT_SUFFIXES.map((s) => place(path.join(entry, `image${s}`), path.join(dir, `${name}${s}`))));
  return { url: `/media/${name}.webp`, ...meta };
}

const PENDING_FOLDER = '.pending';

function demoHash(svg: string): string {
  return createHash('sha256').update(PIPELINE_VERSION).update('\0').update(svg).digest('hex');
}

function renderDemoIntoCache(svg: string, root: string, entry: string): Promise<Rendered> {
  let job = inflight.get(entry);
  if (!job) {
    job = (async () => {
      await fs.mkdir(root, { recursive: true });
      return renderIntoCache(svg, entry);
    })();
    inflight.set(entry, job);
    job.finally(() => inflight.delete(entry)).catch(() => {});
  }
  return job;
}

/** The size the pipeline will give an SVG: its declared size, at most MAX_WIDTH wide. */
function svgSize(svg: string): { width: number; height: number } {
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]) || MAX_WIDTH;
  const height = Number(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]) || Math.round(MAX_WIDTH * 0.75);
  const scale = Math.min(1, MAX_WIDTH / width);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

const completing = new Map<string, Promise<StoredImage | undefined>>();

/**
 * Renders the deferred demo image `name` (32 hex) if it is still pending, places its files and
 * removes the job. Undefined when there is no such job (already done, or never deferred).
 */
export function completePendingDemoImage(name: string): Promise<StoredImage | undefined> {
  if (!/^[a-f0-9]{32}$/.test(name)) return Promise.resolve(undefined);
  let running = completing.get(name);
  if (!running) {
    running = (async () => {
      const dir = config().mediaDir;
      const jobFile = path.join(dir, PENDING_FOLDER, `${name}.json`);
      let job: { svg: string; cacheDir: string };
      try {
        job = JSON.parse(await fs.readFile(jobFile, 'utf8'));
      } catch {
        return undefined;
      }
      const entry = path.join(job.cacheDir, demoHash(job.svg));
      const meta = (await readCached(entry)) ?? (await renderDemoIntoCache(job.svg, job.cacheDir, entry));
      await Promise.all(VARIANT_SUFFIXES.map((s) => fs.rm(path.join(dir, `${name}${s}`), { force: true })));
      await Promise.all(VARIANT_SUFFIXES.map((s) => place(path.join(entry, `image${s}`), path.join(dir, `${name}${s}`))));
      await fs.rm(jobFile, { force: true });
      return { url: `/media/${name}.webp`, ...meta };
    })();
    completing.set(name, running);
    running.finally(() => completing.delete(name)).catch(() => {});
  }
  return running;
}

/** Names of the demo images still waiting to be rendered. */
export async function pendingDemoImages(): Promise<string[]> {
  try {
    const files = await fs.readdir(path.join(config().mediaDir, PENDING_FOLDER));
    return files.filter((f) => /^[a-f0-9]{32}\.json$/.test(f)).map((f) => f.slice(0, 32));
  } catch {
    return [];
  }
}
