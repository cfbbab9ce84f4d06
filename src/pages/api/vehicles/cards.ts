import { z } from 'zod';
import { getVehicleCards, listVehicleCardsLike } from '#src/db/queries/vehicle-cards';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { vehicleCardsAnswer } from '#src/lib/api-answers/vehicles';

const idList = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,19}$/, 'Give 1 to 20 vehicle ids separated by commas')
  .transform((s) => [...new Set(s.split(',').map(Number))]);
const querySchema = z.object({ ids: idList.optional(), like: idList.optional() });

/**
 * Card fields only, for the recently viewed and recommended blocks: one
 * request instead of one per vehicle. `ids`: those vehicles in that order
 * (missing ones left out, sold ones with the price hidden); `like`: vehicles
 * for sale sharing a make or category with them.
 */
export const GET = endpoint(
  {
    access: 'public',
    summary: 'Vehicle cards by ids, or like a vehicle',
    query: querySchema,
    response: { description: '`{ vehicles }`: card fields of the vehicles asked for', schema: vehicleCardsAnswer },
  },
  ({ query: { ids, like } }) => {
    if (!ids === !like) return fail('invalid', 'Give either ids or like', { errors: { ids: 'Give either ids or like' } });
    const vehicles = ids ? getVehicleCards(ids) : listVehicleCardsLike(like!);
    return json({ vehicles }, { headers: { 'Cache-Control': 'public, max-age=60' } });
  },
);
