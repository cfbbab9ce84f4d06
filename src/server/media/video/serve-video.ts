import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { config } from '#src/server/config';
import { contentRange, parseByteRange } from '#src/lib/video/byte-range';
import { VIDEO_FILE } from './video-files';

const TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', vtt: 'text/vtt; charset=utf-8' };

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/**
 * GET and HEAD /media/video/<name>: a stored walkaround video or its captions, with HTTP Range (one
 * range: 206 and Content-Range, its end cut at the file's; malformed or several: the whole file; wholly
 * outside the file: 416 with `bytes *\/size`; src/lib/video/byte-range.ts).
 * Only generated names are accepted, so nothing else on disk can be reached. A stored file never
 * changes (a replaced video gets a new name): cached for a year, with an ETag; a Range request whose
 * If-Range names another version gets the whole file.
 */
export async function serveVideoFile(file: string, request: Request): Promise<Response> {
  const m = VIDEO_FILE.exec(file);
  if (!m) return plain(404, 'Not found');
  const full = path.join(config().videoDir, file);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(full);
  } catch {
    return plain(404, 'Not found');
  }
  if (!stat.isFile()) return plain(404, 'Not found');
  const size = stat.size;
  const etag = `"${size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  const headers = new Headers({
    'Content-Type': TYPES[m[1]],
    // no-transform: the server's compression must not re-encode a partial answer (text/vtt is compressible).
    'Cache-Control': 'public, max-age=31536000, immutable, no-transform',
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const ifRange = request.headers.get('if-range');
  const answer = ifRange && ifRange !== etag ? { kind: 'whole' as const } : parseByteRange(request.headers.get('range'), size);
  if (answer.kind === 'unsatisfiable') {
    headers.set('Content-Range', contentRange(answer, size) ?? `bytes */${size}`);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    headers.set('Cache-Control', 'no-store');
    return new Response('Range Not Satisfiable', { status: 416, headers });
  }
  const [start, end, status] = answer.kind === 'partial' ? [answer.start, answer.end, 206] : [0, size - 1, 200];
  if (status === 206) headers.set('Content-Range', contentRange(answer, size) as string);
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (request.method === 'HEAD' || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(fs.createReadStream(full, { start, end })) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
