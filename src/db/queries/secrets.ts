import { databaseFile, db } from '#src/db/client';
import { deriveKey, keyedHashWith, loadKeyFile, memoryKeyFile } from '#src/db/key-file';

/**
 * The server's secrets, derived from the key file beside the database (`DATA_DIR/secrets.key`, mode 600;
 * see src/db/key-file.ts), never stored in the database itself: a copy of the database alone forges
 * no link. The key file is made on first use, moving any secret an older version kept in the database.
 */
function keys() {
  const file = databaseFile();
  return !file || file === ':memory:' ? memoryKeyFile() : loadKeyFile(file, db().$client);
}

/** The secret of one purpose (`appointment-links`, `unsubscribe-links`, …): 32 bytes, the same on every start. */
export function getOrCreateSecret(name: string): Buffer {
  return deriveKey(keys(), name);
}

/**
 * The secret an older version kept in the database under this name, when there was one: links signed with
 * it before the key file existed keep verifying. Never used to sign anything new.
 */
export function retiredSecret(name: string): Buffer | undefined {
  return keys().retired.get(name);
}

/**
 * A keyed hash (HMAC-SHA256, hex) of a text for one purpose: what the activity log and the suppression list
 * keep instead of an e-mail address. Unlike a plain SHA-256, nobody without the key file can test a guessed
 * address against it.
 */
export function keyedHash(purpose: string, text: string): string {
  return keyedHashWith(getOrCreateSecret(`hash:${purpose}`), text);
}
