import { listRegisterEntries } from '#src/db/queries/garage-register';
import type { GarageRegisterEntry } from '#src/db/schema';
import { UTF8_BOM, toCsv, type CsvCell } from '#src/lib/csv';
import { toRegisterDate } from '#src/lib/format/dates';
import { endpoint } from '#src/server/endpoint';
import { registerRangeQuery } from './_range';

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

export const GET = endpoint(
  {
    access: 'staff',
    summary: 'Export the garage register as CSV',
    response: { status: 200, description: 'The register entries of the range, as a CSV download', contentType: 'text/csv' },
    query: registerRangeQuery,
  },
  ({ query }) => {
    const { from, to } = query;
    const entries = listRegisterEntries(query);
    const csv = toCsv([COLUMNS.map(([header]) => header), ...entries.map((e) => COLUMNS.map(([, cell]) => cell(e)))]);
    const name = `garage-register-${from ? dashed(from) : 'start'}-to-${dashed(to ?? toRegisterDate(new Date()))}.csv`;
    // The byte-order mark makes Excel read the file as UTF-8 (accented names).
    return new Response(UTF8_BOM + csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
);
