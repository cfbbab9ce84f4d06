import { listFeaturedVehicles } from '#src/db/queries/vehicles';
import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { publicReadHeaders } from './_public-cache';

/** Featured and not sold, newest first. */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Featured vehicles',
    response: { status: 200, description: 'Featured vehicles not sold, newest first (public fields)' },
  },
  ({ locals }) => json(listFeaturedVehicles(), { headers: publicReadHeaders(locals) }),
);
