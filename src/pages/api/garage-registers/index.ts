import { listRegisterEntries } from '../../../db/queries/garage-register';
import { endpoint } from '../../../lib/server/endpoint';
import { registerRangeQuery } from './_range';

/** The sales records, newest sale first. */
export const GET = endpoint({ access: 'staff', query: registerRangeQuery }, ({ query }) => listRegisterEntries(query));
