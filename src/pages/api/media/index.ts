import { listMedia } from '../../../db/queries/media';
import { endpoint } from '../../../lib/server/endpoint';

/** The media library: every uploaded image, newest first, with the vehicles using it. */
export const GET = endpoint({ access: 'staff' }, () =>
  listMedia().map(({ id, url, width, height, bytes, originalName, createdAt, usedBy }) => ({
    id,
    url,
    width,
    height,
    bytes,
    originalName,
    createdAt,
    usedBy,
  })),
);
