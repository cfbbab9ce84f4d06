// The built, content-hashed files under /_astro/ (scripts, styles, fonts), answered before Astro:
//   - compressed once, hard (brotli 11, gzip 9), by the build (scripts/precompress-assets.mjs writes
//     `<file>.br` and `<file>.gz`), or here on first request when the build did not;
//   - with only the headers that apply to a script, a style or a font. The page's policies
//     (Content-Security-Policy, X-Frame-Options, Permissions-Policy, Cross-Origin-Opener-Policy,
//     Referrer-Policy) govern documents and do nothing on these; they cost about 400 bytes on each of
//     a page's scripts. nosniff (a script must be served as one) and Cross-Origin-Resource-Policy stay.
// Their names change with their content, so they are cached for a year and never revalidated: no ETag.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pickEncoding } from './encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** File types answered here, with their Content-Type and whether compression helps them. */
const TYPES: Record<string, [type: string, compressible: boolean]> = {
  js: ['text/javascript; charset=utf-8', true],
  css: ['text/css; charset=utf-8', true],
  woff2: ['font/woff2', false],
  woff: ['font/woff', false],
};
const ASSET_PATH = /^\/_astro\/([\w-]+(?:\.[\w-]+)*\.(js|css|woff2?))(?:\?.*)?$/;

/** Compresses a built asset the way the build does (used by scripts/precompress-assets.ts too). */
export async function compressAsset(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

type Asset = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * A request handler for /_astro/* over the built client folder (dist/client): true when it answered
 * (or will), false to let Astro answer (another path, another method, a file that does not exist).
 */
export function createAssetHandler(clientDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const dir = path.join(clientDir, '_astro');
  const files = new Map<string, Promise<Asset | null>>();

  async function load(name: string, compressible: boolean): Promise<Asset | null> {
    const file = path.join(dir, name);
    const identity = await fs.promises.readFile(file).catch(() => null);
    if (!identity) return null;
    if (!compressible) return { identity };
    const [br, gz] = await Promise.all([
      fs.promises.readFile(`${file}.br`).catch(() => null),
      fs.promises.readFile(`${file}.gz`).catch(() => null),
    ]);
    if (br && gz) return { identity, br, gzip: gz };
    return { identity, ...(await compressAsset(identity)) };
  }

  return function answerAsset(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = ASSET_PATH.exec(req.url ?? '');
    if (!match) return false;
    const [, name, ext] = match;
    const [type, compressible] = TYPES[ext];
    // Only files the build wrote: a name that is not in the folder goes to Astro (its 404 page).
    if (!files.has(name)) {
      if (!fs.existsSync(path.join(dir, name))) return false;
      files.set(name, load(name, compressible));
    }
    files.get(name)?.then(
      (asset) => {
        if (!asset) {
          files.delete(name);
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end('Not found');
          return;
        }
        const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : 'identity';
        const body = asset[encoding] ?? asset.identity;
        const headers: Record<string, string> = {
          'Content-Type': type,
          'Content-Length': String(body.byteLength),
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
          'Cross-Origin-Resource-Policy': 'same-origin',
        };
        if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
        if (compressible) headers.Vary = 'Accept-Encoding';
        res.writeHead(200, headers);
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        files.delete(name);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Internal server error');
      },
    );
    return true;
  };
}
