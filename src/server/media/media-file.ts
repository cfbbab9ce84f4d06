import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { config } from '#src/server/config';
import { completeDemoImage } from './deferred-demo-images';

const FILE = /^[a-f0-9-]+(-\d+)?\.(webp|avif)$/;
const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif' };

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * GET and HEAD /media/<file> (the route is src/pages/media/[file].ts): serves stored images from
 * config().mediaDir. Only generated names are accepted (hex/uuid, optional -<width>, .webp or .avif), so
 * nothing else on disk can be reached. Files never change once written: cached for a year.
 */
export async function serveMediaFile(file: string, request: Request): Promise<Response> {
  if (!FILE.test(file)) return notFound();
  const full = path.join(config().mediaDir, file);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(full);
  } catch {
    // A demo image a first start deferred: render it now, then serve it.
    const name = /^([a-f0-9]{32})/.exec(file)?.[1];
    if (!name || !(await completeDemoImage(name))) return notFound();
    try {
      stat = await fs.promises.stat(full);
    } catch {
      return notFound();
    }
  }
  if (!stat.isFile()) return notFound();
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const headers = new Headers({
    'Content-Type': TYPES[file.slice(file.lastIndexOf('.') + 1)],
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(stat.size));
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(fs.createReadStream(full)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
