import { jsonError } from '../../../../lib/server/http';
import { idParamSchema } from '../../../../lib/validation/ids';

export const vehicleNotFound = () => jsonError(404, 'Vehicle not found');

/** The path id as a number, or the 404 to answer (a malformed id names no vehicle). */
export function vehicleIdFrom(param: string | undefined): { id: number } | { response: Response } {
  const parsed = idParamSchema.safeParse(param);
  return parsed.success ? { id: parsed.data } : { response: vehicleNotFound() };
}
