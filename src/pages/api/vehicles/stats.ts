import type { APIRoute } from 'astro';
import { getVehicleStats } from '../../../db/queries/vehicles';
import { guard } from '../../../lib/server/auth/guard';
import { json } from '../../../lib/server/http';

export const prerender = false;

export const GET: APIRoute = ({ locals }) => guard(locals, 'staff') ?? json(getVehicleStats());
