import type { APIRoute } from 'astro';
import { serveSpecSheet } from '#src/server/documents/spec-sheet-route';

/** A vehicle's one- or two-page spec sheet, made by the server (see serveSpecSheet). */
export const prerender = false;

export const GET: APIRoute = ({ params, clientAddress }) => serveSpecSheet(params.id ?? '', clientAddress);
