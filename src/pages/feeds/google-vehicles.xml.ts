import type { APIRoute } from 'astro';
import { feedResponse } from '../../lib/server/feeds';

export const prerender = false;

/** The google feed at its stable URL (see src/lib/server/feeds.ts). */
export const GET: APIRoute = ({ request, site }) => feedResponse('google', request, site);
