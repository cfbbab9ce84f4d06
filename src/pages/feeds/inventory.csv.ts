import type { APIRoute } from 'astro';
import { feedResponse } from '#src/server/content/feeds';

export const prerender = false;

/** The inventory feed at its stable URL (see src/server/content/feeds.ts). */
export const GET: APIRoute = ({ request, site }) => feedResponse('inventory', request, site);
