import { and, desc, eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { savedSearches, shopperPreferences, users, type SavedSearch } from '#src/db/schema';
import type { AlertFrequency } from '#src/lib/shoppers/alerts';
import type { SavedSearchCriteria } from '#src/lib/shoppers/saved-search';

export function listSavedSearches(userId: number): SavedSearch[] {
  return db()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .all();
}

export function createSavedSearch(
  userId: number,
  input: { name: string; criteria: SavedSearchCriteria; frequency: AlertFrequency },
): SavedSearch {
  return db()
    .insert(savedSearches)
    .values({ userId, ...input })
    .returning()
    .get();
}

/** Changes one of the shopper's own searches; undefined when it is not theirs (or gone). */
export function updateSavedSearch(
  userId: number,
  id: number,
  patch: Partial<{ name: string; criteria: SavedSearchCriteria; frequency: AlertFrequency; paused: boolean }>,
): SavedSearch | undefined {
  return db()
    .update(savedSearches)
    .set(patch)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning()
    .get();
}

export function deleteSavedSearch(userId: number, id: number): boolean {
  return (
    db()
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .run().changes > 0
  );
}

/** Every search that is not paused, for the alert job. */
export function listActiveSavedSearches(): Pick<SavedSearch, 'id' | 'userId' | 'criteria' | 'frequency'>[] {
  return db()
    .select({ id: savedSearches.id, userId: savedSearches.userId, criteria: savedSearches.criteria, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.paused, false))
    .all();
}

export type ShopperPrefs = { savedVehicleAlerts: boolean; alertFrequency: AlertFrequency };

export function getShopperPreferences(userId: number): ShopperPrefs {
  const row = db()
    .select({ savedVehicleAlerts: shopperPreferences.savedVehicleAlerts, alertFrequency: shopperPreferences.alertFrequency })
    .from(shopperPreferences)
    .where(eq(shopperPreferences.userId, userId))
    .get();
  return row ?? { savedVehicleAlerts: false, alertFrequency: 'instant' };
}

export function setShopperPreferences(userId: number, prefs: ShopperPrefs): ShopperPrefs {
  db()
    .insert(shopperPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: shopperPreferences.userId, set: prefs })
    .run();
  return prefs;
}

/** Shoppers' e-mail addresses by id (the alert job's recipients). */
export function shopperEmails(ids: readonly number[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const id of ids) {
    const row = db()
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'customer')))
      .get();
    if (row?.email) out.set(id, row.email);
  }
  return out;
}
