import type { APIRoute } from 'astro';
import { feedResponse } from '#src/server/feeds';

export const prerender = false;

/** The google feed at its stable URL (see src/server/feeds.ts). */
export const GET: APIRoute = ({ request, site }) => feedResponse('google', request, site);
