import { z } from 'zod';
import { LEAD_TYPES } from '#src/lib/enums';
import { idParamSchema } from '#src/lib/validation/ids';

/** `{type}/{id}` of the lead routes: a known lead type and a positive id (anything else names no lead: 404). */
export const leadParams = z.object({ type: z.enum(LEAD_TYPES), id: idParamSchema });
