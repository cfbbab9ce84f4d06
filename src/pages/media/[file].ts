import type { APIRoute } from 'astro';
import { serveMediaFile } from '#src/server/media/media-file';

/** Stored images by their generated names (see serveMediaFile). */
export const prerender = false;

export const GET: APIRoute = ({ params, request }) => serveMediaFile(params.file ?? '', request);

export const HEAD: APIRoute = (context) => GET(context);
