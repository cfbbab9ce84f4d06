import { listFeaturedVehicles } from '#src/db/queries/vehicles';
import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { publicReadHeaders } from './_public-cache';
import { featuredVehiclesAnswer } from '#src/lib/api-answers/vehicles';

/** Featured and not sold, newest first. */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Featured vehicles',
    response: {
      description: 'Featured vehicles offered for sale, newest first: every field, as staff see them',
      schema: featuredVehiclesAnswer,
    },
  },
  ({ locals }) => json(listFeaturedVehicles(), { headers: publicReadHeaders(locals) }),
);
