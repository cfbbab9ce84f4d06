import type { APIRoute } from 'astro';
import { servePublicDocument } from '#src/server/documents/public-document';

/** A vehicle's public document as a download (see servePublicDocument). */
export const prerender = false;

export const GET: APIRoute = ({ params, request }) => servePublicDocument(params.id ?? '', params.doc ?? '', request);
