import type { APIRoute } from 'astro';
import { serveVideoFile } from '#src/server/media/video/serve-video';

/** Stored walkaround videos and captions by their generated names, with Range (see serveVideoFile). */
export const prerender = false;

export const GET: APIRoute = ({ params, request }) => serveVideoFile(params.file ?? '', request);

export const HEAD: APIRoute = (context) => GET(context);
