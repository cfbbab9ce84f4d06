import { listFeaturedVehicles } from '#src/db/queries/vehicles';
import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http';
import { publicReadHeaders } from './_public-cache';

/** Featured and not sold, newest first. */
export const GET = endpoint({ access: 'public' }, ({ locals }) => json(listFeaturedVehicles(), { headers: publicReadHeaders(locals) }));
