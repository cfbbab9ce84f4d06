import { getVehicleById } from '#src/db/queries/vehicles';
import type { Vehicle } from '#src/db/schema';
import { fail, type ApiFailure } from '#src/server/endpoint';
import { json } from '#src/server/http';
import { tooManyPosts } from '#src/server/public-rate-limit';
import type { RateLimiter } from '#src/server/rate-limit';

export const LEAD_RECEIVED = 'Request received';
export const VEHICLE_GONE = 'This vehicle is no longer in our inventory.';

/** A 429 when this address used up the form's window, else undefined. */
export function refuseIfLimited(limiter: RateLimiter, address: string): ApiFailure | undefined {
  return limiter.isLimited(address) ? tooManyPosts(limiter, address) : undefined;
}

/** The answer a filled honeypot gets: the same as a person's, so a bot learns nothing, and nothing is stored. */
export function honeypotAnswer(): Response {
  return json({ id: 1000 + Math.floor(Math.random() * 9000), message: LEAD_RECEIVED }, 201);
}

/** The vehicle a lead names; undefined when it is gone. */
export function findLeadVehicle(vehicleId: number): Vehicle | undefined {
  return getVehicleById(vehicleId);
}

/** The 400 naming vehicleId when the vehicle is no longer in the inventory. */
export const vehicleGone = () => fail('invalid', 'Invalid input: vehicleId', { errors: { vehicleId: VEHICLE_GONE } });

/** True for the error SQLite raises when the vehicle was deleted between the check and the insert. */
export function isForeignKeyError(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
