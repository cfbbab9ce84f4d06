import type { APIRoute } from 'astro';
import { listRegisterEntries } from '../../../db/queries/garage-register';
import { guard } from '../../../lib/server/auth/guard';
import { json } from '../../../lib/server/http';
import { registerRangeFrom } from './_range';

export const prerender = false;

/** The sales records, newest sale first. */
export const GET: APIRoute = ({ url, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const parsed = registerRangeFrom(url);
  if ('response' in parsed) return parsed.response;
  return json(listRegisterEntries(parsed.range));
};
