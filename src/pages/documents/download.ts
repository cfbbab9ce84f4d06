import type { APIRoute } from 'astro';
import { serveReleasedDocument } from '#src/server/documents/public-document';

/** The link staff e-mail with a released document: opens once, then expires (see serveReleasedDocument). */
export const prerender = false;

export const GET: APIRoute = ({ url, request }) => serveReleasedDocument(url, request);

/** A HEAD (a mail scanner checking the link) must not use up the one download. */
export const HEAD: APIRoute = () => new Response(null, { status: 405, headers: { Allow: 'GET', 'Cache-Control': 'no-store' } });
