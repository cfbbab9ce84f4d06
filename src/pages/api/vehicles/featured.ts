import { listFeaturedVehicles } from '#src/db/queries/vehicles';
import { endpoint } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { publicReadHeaders } from './_public-cache';
import { featuredVehiclesAnswer } from '#src/lib/api-answers/vehicles';
import { publicVehicle } from '#src/lib/vehicle-status';

/** Featured and not sold, newest first. */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Featured vehicles',
    response: {
      description:
        'Featured vehicles offered for sale, newest first: staff get whole vehicles, visitors public ones (no price while "on request")',
      schema: featuredVehiclesAnswer,
    },
  },
  ({ locals, can }) => {
    const vehicles = listFeaturedVehicles();
    // A "price on request" car's price is not advertised anywhere, this list included.
    return json(can('staff') ? vehicles : vehicles.map(publicVehicle), { headers: publicReadHeaders(locals) });
  },
);
