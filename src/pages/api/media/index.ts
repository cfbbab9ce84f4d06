import { z } from 'zod';
import { listMediaPage } from '#src/db/queries/lists/media-list';
import { listMedia } from '#src/db/queries/media';
import { mediaListQuerySchema } from '#src/lib/lists/media-list';
import { pagedOr } from '#src/lib/lists/paging';
import { endpoint } from '#src/server/endpoint';
import { mediaListAnswer } from '#src/lib/api-answers/media';

/**
 * The media library, with the vehicles using each image: with ?page= one page
 * (docs/api-lists.md); without, every uploaded image, newest first.
 */
export const GET = endpoint(
  {
    access: 'staff',
    summary: 'List the media library',
    query: pagedOr(z.object({}), mediaListQuerySchema),
    response: {
      description: 'With ?page=: a page of the library with tab counts; without: every image with the vehicles using it, newest first',
      schema: mediaListAnswer,
    },
  },
  ({ query }) => {
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
  },
);
