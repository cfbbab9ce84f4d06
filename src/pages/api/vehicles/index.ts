import { z } from 'zod';
import { listVehiclePage } from '#src/db/queries/lists/vehicle-list';
import { createVehicle, listVehicles } from '#src/db/queries/vehicles';
import { pagedOr } from '#src/lib/lists/paging';
import { vehicleListQuerySchema } from '#src/lib/lists/vehicle-list';
import { endpoint, fail } from '#src/server/endpoint';
import { json } from '#src/server/http/api-response';
import { sharedJson } from '#src/server/render/shared-json';
import { db } from '#src/db/client';
import { dataVersion } from '#src/db/data-version';
import { vehicleInputSchema } from '#src/lib/validation/vehicle';
import { publicVehicle } from '#src/lib/vehicle-status';
import { publishRefused } from './_publish-gate';
import { publicReadHeaders } from './_public-cache';
import { vehicleAnswer, vehicleListAnswer } from '#src/lib/api-answers/vehicles';

const unpagedQuery = z.object({ includeAll: z.enum(['true', 'false'], 'includeAll must be true or false').optional() });

/**
 * With ?page= (staff): one page of the inventory list (docs/api-lists.md).
 * Without: the vehicles for sale; ?includeAll=true sold ones too (the inventory page shows them with a badge), and
 * drafts for staff only.
 */
export const GET = endpoint(
  {
    access: 'public',
    scope: 'inventory:read',
    summary: 'List vehicles',
    query: pagedOr(unpagedQuery, vehicleListQuerySchema),
    response: {
      description:
        'Without ?page=: every vehicle but sold ones (every one with includeAll=true). With ?page= (staff): a page `{ items, total, page, pageSize, counts }`',
      schema: vehicleListAnswer,
    },
  },
  ({ query, locals, can, refusal, request }) => {
    if (query.paged) return refusal('staff') ?? listVehiclePage(query);
    const includeSold = query.includeAll === 'true';
    if (can('staff')) return json(listVehicles({ includeSold, includeDrafts: includeSold }), { headers: publicReadHeaders(locals) });
    // Everyone else gets the same list until a vehicle changes: built and compressed once per change.
    return sharedJson(
      request,
      `public-vehicles:${includeSold}`,
      dataVersion(db()),
      () => listVehicles({ includeSold }).map(publicVehicle),
      publicReadHeaders(locals),
    );
  },
);
export const POST = endpoint(
  {
    access: 'staff',
    scope: 'inventory:write',
    summary: 'Add a vehicle',
    body: vehicleInputSchema,
    response: { status: 201, description: 'The new vehicle; 409 for a VIN another vehicle has', schema: vehicleAnswer },
  },
  ({ body, actor }) => {
    const result = createVehicle(body, actor);
    if (result.ok) return json(result.vehicle, 201);
    if (result.reason === 'not-publishable') return publishRefused(result.missing);
    if (result.reason === 'duplicate-vin')
      return fail('conflict', 'A vehicle with this VIN already exists.', { errors: { vin: 'A vehicle with this VIN already exists' } });
    return fail('invalid', 'Add the vehicle first, then mark it sold with its garage register details.', {
      errors: { status: 'A new vehicle cannot be sold: mark it sold with its garage register details' },
    });
  },
);
