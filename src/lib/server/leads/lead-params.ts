import { LEAD_TYPES, type LeadType } from '../../enums';
import { idParamSchema } from '../../validation/ids';
import { jsonError } from '../http';

/** `{type}/{id}` of the lead routes: a known lead type and a positive id, else a 404 (the path names nothing). */
export function leadParams(params: Record<string, string | undefined>): { type: LeadType; id: number } | { response: Response } {
  const type = LEAD_TYPES.find((t) => t === params.type);
  const id = idParamSchema.safeParse(params.id);
  if (!type || !id.success) return { response: jsonError(404, 'Lead not found') };
  return { type, id: id.data };
}
