import type { APIRoute } from 'astro';
import { listMedia } from '../../../db/queries/media';
import { guard } from '../../../lib/server/auth/guard';
import { json } from '../../../lib/server/http';

export const prerender = false;

/** The media library: every uploaded image, newest first, with the vehicles using it. */
export const GET: APIRoute = ({ locals }) =>
  guard(locals, 'staff') ??
  json(
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
