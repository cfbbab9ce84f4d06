import { and, gte, lte } from 'drizzle-orm';
import type { Page } from '#src/lib/lists/paging';
import type { RegisterListQuery, RegisterSort } from '#src/lib/lists/register-list';
import { db } from '#src/db/client';
import { garageRegister, type GarageRegisterEntry } from '#src/db/schema';
import { countWhere, noCase, offsetOf, orderBy, searchAny } from './paging';

const SORT_EXPRESSIONS: Record<RegisterSort, Parameters<typeof orderBy>[1]> = {
  dateOutOfStock: [garageRegister.dateOutOfStock],
  dateIntoStock: [garageRegister.dateIntoStock],
  make: [noCase(garageRegister.make), noCase(garageRegister.modelStyle)],
  soldToName: [noCase(garageRegister.soldToName)],
  odometerReading: [garageRegister.odometerReading],
  createdAt: [garageRegister.createdAt],
};

/** The sales records: register dates are yyyy/mm/dd text, so they compare as strings. */
export function listRegisterPage(query: RegisterListQuery): Page<GarageRegisterEntry> {
  const g = garageRegister;
  const where = and(
    query.from ? gte(g.dateOutOfStock, query.from) : undefined,
    query.to ? lte(g.dateOutOfStock, query.to) : undefined,
    searchAny(query.q, [g.make, g.modelStyle, g.colour, g.vinSerialNo, g.soldToName, g.purchasedFromName, g.plateNo]),
  );
  const items = db()
    .select()
    .from(g)
    .where(where)
    .orderBy(...orderBy(query.dir, SORT_EXPRESSIONS[query.sort], g.id))
    .limit(query.pageSize)
    .offset(offsetOf(query))
    .all();
  return { items, total: countWhere(g, where), page: query.page, pageSize: query.pageSize };
}
