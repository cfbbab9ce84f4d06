import type { APIRoute } from 'astro';
import { feedResponse } from '../../lib/server/feeds';

export const prerender = false;

/** The inventory feed at its stable URL (see src/lib/server/feeds.ts). */
export const GET: APIRoute = ({ request, site }) => feedResponse('inventory', request, site);
