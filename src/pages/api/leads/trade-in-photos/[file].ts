import fs from 'node:fs';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { tradeInPhotoExists } from '#src/db/queries/leads/trade-ins';
import { endpoint, fail } from '#src/server/endpoint';
import { tradeInPhotoPath } from '#src/server/leads/photo-store';

const FILE = /^([a-f0-9]{32})(-480)?\.webp$/;
const photoParams = z.object({ file: z.string().regex(FILE) });

/**
 * A visitor's trade-in photo, for staff only (401/403 otherwise). Never cached
 * by shared caches; only names recorded for a trade-in are served.
 */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Get a trade-in photo',
    response: { status: 200, description: 'The photo (WebP), or its thumbnail', contentType: 'image/webp' },
    params: photoParams,
    notFound: 'Photo not found',
  },
  async ({ params }) => {
    const [, name, thumbnail] = FILE.exec(params.file)!;
    if (!tradeInPhotoExists(name)) return fail('not-found', 'Photo not found');
    const file = tradeInPhotoPath(name, !!thumbnail)!;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat) return fail('not-found', 'Photo not found');
    const body = Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
    return new Response(body, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(stat.size),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
