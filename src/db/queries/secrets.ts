import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '#src/db/client';
import { siteSettings } from '#src/db/schema';

/**
 * A server secret kept in the database, made on first use: it travels with the
 * data (backups, moves) so links signed with it keep working, and needs no
 * environment variable. Two processes racing to create it agree: the first
 * insert wins and both read it back.
 */
export function getOrCreateSecret(name: string): Buffer {
  const key = `secret.${name}`;
  const read = () => db().select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).get();
  let row = read();
  if (!row) {
    db()
      .insert(siteSettings)
      .values({ key, value: randomBytes(32).toString('base64'), updatedAt: new Date() })
      .onConflictDoNothing()
      .run();
    row = read();
  }
  return Buffer.from(String(row!.value), 'base64');
}
