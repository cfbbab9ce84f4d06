import { z } from 'zod';
import { listMediaPage } from '../../../db/queries/lists/media-list';
import { listMedia } from '../../../db/queries/media';
import { mediaListQuerySchema } from '../../../lib/lists/media-list';
import { pagedOr } from '../../../lib/lists/paging';
import { endpoint } from '../../../lib/server/endpoint';

/**
 * The media library, with the vehicles using each image: with ?page= one page
 * (docs/api-lists.md); without, every uploaded image, newest first.
 */
export const GET = endpoint({ access: 'staff', query: pagedOr(z.object({}), mediaListQuerySchema) }, ({ query }) => {
  if (query.paged) return listMediaPage(query);
  return listMedia().map(({ id, url, width, height, bytes, originalName, createdAt, usedBy }) => ({
    id,
    url,
    width,
    height,
    bytes,
    originalName,
    createdAt,
    usedBy,
  }));
});
