import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '#src/server/config';
import { PRIVATE_VARIANT_SUFFIXES } from '#src/server/media/images';

/**
 * Visitors' trade-in photos live in DATA_DIR/private/trade-in-photos: outside
 * the media folder that /media serves, so only the staff-only route
 * (/api/leads/trade-in-photos/<name>.webp) can reach them.
 */
export function tradeInPhotoDir(): string {
  return path.join(config().dataDir, 'private', 'trade-in-photos');
}

const NAME = /^[a-f0-9]{32}$/;

/** The file of a stored photo (canonical or the 480 px thumbnail); undefined for any other name. */
export function tradeInPhotoPath(name: string, thumbnail = false): string | undefined {
  if (!NAME.test(name)) return undefined;
  return path.join(tradeInPhotoDir(), `${name}${thumbnail ? '-480.webp' : '.webp'}`);
}

/** Deletes stored photos' files (after their rows are gone, or when a lead could not be saved). */
export async function deleteTradeInPhotoFiles(names: readonly string[]): Promise<void> {
  await Promise.allSettled(
    names
      .filter((n) => NAME.test(n))
      .flatMap((n) => PRIVATE_VARIANT_SUFFIXES.map((s) => fs.rm(path.join(tradeInPhotoDir(), `${n}${s}`), { force: true }))),
  );
}
