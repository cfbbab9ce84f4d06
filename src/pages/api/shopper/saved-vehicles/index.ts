import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { listSavedVehicleIds, saveVehicles } from '#src/db/queries/saved-vehicles';
import { requireShopper } from '#src/server/shoppers/shopper-session';
import { mergeSavesSchema, saveVehicleSchema } from '#src/lib/validation/shoppers';
import { savedVehiclesAnswer } from '#src/lib/api-answers/shopper';

export const GET = endpoint(
  {
    access: 'public',
    summary: "The signed-in shopper's saved vehicle ids",
    description: 'Needs a shopper session.',
    response: { description: '`{ saved }`: the saved vehicle ids', schema: savedVehiclesAnswer },
  },
  ({ locals }) => ({ saved: listSavedVehicleIds(requireShopper(locals).shopper.id) }),
);

/** Saves one vehicle (the heart), or merges the browser's own saves (`{ saved: [...] }`). */
export const POST = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: 'Save a vehicle to the signed-in shopper',
    description: 'Needs a shopper session. Body `{ vehicleId }`; 404 when the vehicle does not exist.',
    body: saveVehicleSchema,
    response: { status: 201, description: '`{ saved }`: the saved vehicle ids, this one included', schema: savedVehiclesAnswer },
  },
  ({ locals, body }) => {
    const { shopper } = requireShopper(locals);
    if (!saveVehicles(shopper.id, [body.vehicleId]) && !listSavedVehicleIds(shopper.id).includes(body.vehicleId)) {
      return fail('not-found', 'Vehicle not found');
    }
    return json({ saved: listSavedVehicleIds(shopper.id) }, 201);
  },
);

export const PUT = endpoint(
  {
    access: 'public',
    invalidates: 'nothing',
    summary: "Merge the browser's saved vehicles into the signed-in shopper's",
    description: 'Needs a shopper session. Ids of vehicles that no longer exist are left out.',
    body: mergeSavesSchema,
    response: { description: '`{ saved }`: the saved vehicle ids after the merge', schema: savedVehiclesAnswer },
  },
  ({ locals, body }) => {
    const { shopper } = requireShopper(locals);
    saveVehicles(shopper.id, body.saved ?? []);
    return { saved: listSavedVehicleIds(shopper.id) };
  },
);
