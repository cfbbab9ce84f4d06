import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { perConnection } from '#src/db/per-connection';
import { siteSettings } from '#src/db/schema';
import { versionedCache } from '#src/db/versioned-cache';

/**
 * A reader of one site setting, built from its stored JSON (undefined while none is saved) and kept until the
 * content version moves. The version is the database's (site_settings is a versioned table): a save by this
 * process or by another (a script) is seen at once. The same object is returned while the version holds, so what
 * is derived from it per object (the kept cards) stays valid.
 */
export function siteSetting<T>(key: string, build: (stored: unknown) => T): () => T {
  const statement = perConnection((database) =>
    database.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).prepare(),
  );
  const kept = versionedCache<T>(1);
  return () => {
    const database = db();
    return kept.get(database, key, () => build(statement(database).get()?.value));
  };
}
