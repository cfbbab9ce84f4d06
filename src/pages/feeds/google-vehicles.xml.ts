import type { APIRoute } from 'astro';
import { feedResponse } from '#src/server/content/feeds';

export const prerender = false;

/** The google feed at its stable URL (see src/server/content/feeds.ts). */
export const GET: APIRoute = ({ request, site }) => feedResponse('google', request, site);
