import type { APIRoute } from 'astro';
import { listRegisterEntries } from '../../../db/queries/garage-register';
import type { GarageRegisterEntry } from '../../../db/schema';
import { toCsv, type CsvCell } from '../../../lib/csv';
import { toRegisterDate } from '../../../lib/format/dates';
import { guard } from '../../../lib/server/auth/guard';
import { registerRangeFrom } from './_range';

export const prerender = false;

/** The columns of the paper register, in its order. */
const COLUMNS: [string, (e: GarageRegisterEntry) => CsvCell][] = [
  ['Date of Sale', (e) => e.dateOutOfStock],
  ['Make', (e) => e.make],
  ['Model / Style', (e) => e.modelStyle],
  ['Colour', (e) => e.colour],
  ['VIN / Serial No.', (e) => e.vinSerialNo],
  ['Date into Stock', (e) => e.dateIntoStock],
  ['Purchased From', (e) => e.purchasedFromName],
  ['Purchased From Address', (e) => e.purchasedFromAddress],
  ['Purpose', (e) => e.purposeType],
  ['Sold To', (e) => e.soldToName],
  ['Sold To Address', (e) => e.soldToAddress],
  ['Plate No.', (e) => e.plateNo],
  ['Odometer (km)', (e) => e.odometerReading],
  ['All-in Price (CAD, plus HST and licensing)', (e) => (e.allInPriceCents === null ? '' : (e.allInPriceCents / 100).toFixed(2))],
];

const dashed = (date: string) => date.replaceAll('/', '-');

export const GET: APIRoute = ({ url, locals }) => {
  const denied = guard(locals, 'staff');
  if (denied) return denied;
  const parsed = registerRangeFrom(url);
  if ('response' in parsed) return parsed.response;
  const { from, to } = parsed.range;
  const entries = listRegisterEntries(parsed.range);
  const csv = toCsv([COLUMNS.map(([header]) => header), ...entries.map((e) => COLUMNS.map(([, cell]) => cell(e)))]);
  const name = `garage-register-${from ? dashed(from) : 'start'}-to-${dashed(to ?? toRegisterDate(new Date()))}.csv`;
  // The byte-order mark makes Excel read the file as UTF-8 (accented names).
  return new Response('\uFEFF' + csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });
};
