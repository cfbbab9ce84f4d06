import { listFeaturedVehicles } from '../../../db/queries/vehicles';
import { endpoint } from '../../../lib/server/endpoint';
import { json } from '../../../lib/server/http';
import { publicReadHeaders } from './_public-cache';

/** Featured and not sold, newest first. */
export const GET = endpoint({ access: 'public' }, ({ locals }) => json(listFeaturedVehicles(), { headers: publicReadHeaders(locals) }));
