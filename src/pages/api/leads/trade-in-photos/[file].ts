import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { APIRoute } from 'astro';
import { tradeInPhotoExists } from '../../../../db/queries/leads/trade-ins';
import { guard } from '../../../../lib/server/auth/guard';
import { jsonError } from '../../../../lib/server/http';
import { tradeInPhotoPath } from '../../../../lib/server/leads/photo-store';

export const prerender = false;

const FILE = /^([a-f0-9]{32})(-480)?\.webp$/;

/**
 * A visitor's trade-in photo, for staff only (401/403 otherwise). Never cached
 * by shared caches; only names recorded for a trade-in are served.
 */
export const GET: APIRoute = async ({ locals, params }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const match = FILE.exec(params.file ?? '');
  if (!match || !tradeInPhotoExists(match[1])) return jsonError(404, 'Photo not found');
  const file = tradeInPhotoPath(match[1], !!match[2])!;
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return jsonError(404, 'Photo not found');
  }
  const body = Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(stat.size),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
