import type { APIRoute } from 'astro';
import { listFeaturedVehicles } from '../../../db/queries/vehicles';
import { json } from '../../../lib/server/http';
import { publicReadHeaders } from './_public-cache';

export const prerender = false;

/** Featured and not sold, newest first. */
export const GET: APIRoute = ({ locals }) => json(listFeaturedVehicles(), { headers: publicReadHeaders(locals) });
