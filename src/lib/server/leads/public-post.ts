import { getVehicleById } from '../../../db/queries/vehicles';
import type { Vehicle } from '../../../db/schema';
import { jsonError } from '../http';
import { tooManyPosts } from '../public-rate-limit';
import type { RateLimiter } from '../rate-limit';

export const LEAD_RECEIVED = 'Request received';
export const VEHICLE_GONE = 'This vehicle is no longer in our inventory.';

/** A 429 when this address used up the form's window, else undefined. */
export function refuseIfLimited(limiter: RateLimiter, address: string): Response | undefined {
  return limiter.isLimited(address) ? tooManyPosts(limiter, address) : undefined;
}

/** The answer a filled honeypot gets: the same as a person's, so a bot learns nothing, and nothing is stored. */
export function honeypotAnswer(): Response {
  return Response.json(
    { id: 1000 + Math.floor(Math.random() * 9000), message: LEAD_RECEIVED },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** The vehicle a lead names, or the 400 naming vehicleId when it is gone. */
export function vehicleOrError(vehicleId: number | null | undefined): { vehicle: Vehicle | null } | { response: Response } {
  if (vehicleId == null) return { vehicle: null };
  const vehicle = getVehicleById(vehicleId);
  if (!vehicle) return { response: jsonError(400, 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } }) };
  return { vehicle };
}

/** True for the error SQLite raises when the vehicle was deleted between the check and the insert. */
export function isForeignKeyError(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
