import { desc, eq, sql } from 'drizzle-orm';
import { db } from '#src/db/client';
import { media, vehicleMedia, vehicles, type MediaItem } from '#src/db/schema';
import { logActivity } from './activity';
import type { Actor } from './vehicles';

export type MediaUser = { id: number; year: number; make: string; model: string; trim: string };
export type MediaWithUsage = MediaItem & { usedBy: MediaUser[] };
export type NewMediaItem = { url: string; width: number; height: number; bytes: number; originalName: string };

/** The first `limit` vehicles (by id) showing each of these images, keyed by URL: one walk of vehicle_media's key per image. */
export function firstUsersOf(urls: readonly string[], limit: number | null = null): Map<string, MediaUser[]> {
  const usage = new Map<string, MediaUser[]>();
  if (!urls.length) return usage;
  for (const url of new Set(urls)) usage.set(url, vehiclesUsingImage(url, limit));
  return usage;
}

/** Every uploaded image, newest first, with the vehicles that use it. */
export function listMedia(): MediaWithUsage[] {
  const items = db().select().from(media).orderBy(desc(media.createdAt), desc(media.id)).all();
  const usage = firstUsersOf(items.map((i) => i.url));
  return items.map((item) => ({ ...item, usedBy: usage.get(item.url) ?? [] }));
}

/** The vehicles showing this image, by id (all, or the first `limit`). */
export function vehiclesUsingImage(url: string, limit: number | null = null): MediaUser[] {
  return db().all<MediaUser>(sql`
    select v.id as id, v.year as year, v.make as make, v.model as model, v.trim as trim
    from ${vehicleMedia} vm join ${vehicles} v on v.id = vm.vehicle_id
    where vm.url = ${url}
    order by vm.vehicle_id${limit === null ? sql`` : sql` limit ${limit}`}`);
}

/** Records a batch of stored images, all or none, with one activity entry. */
export function recordUploads(images: readonly NewMediaItem[], actor: Actor): MediaItem[] {
  return db().transaction((tx) => {
    const rows = images.map((image) =>
      tx
        .insert(media)
        .values({ ...image, uploadedBy: actor.id })
        .returning()
        .get(),
    );
    const summary = rows.length === 1 ? `Uploaded ${rows[0].originalName ?? 'an image'}` : `Uploaded ${rows.length} images`;
    logActivity(
      { userId: actor.id, actorName: actor.name, action: 'media.uploaded', entityType: 'media', entityId: rows[0]?.id ?? null, summary },
      tx,
    );
    return rows;
  });
}

export type MediaDeleteResult =
  { ok: true; item: MediaItem } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'in-use'; usedBy: MediaUser[] };

/** Removes the media row unless a vehicle still lists its url; the caller then deletes the files. */
export function deleteMediaRecord(id: number, actor: Actor): MediaDeleteResult {
  return db().transaction((tx) => {
    const item = tx.select().from(media).where(eq(media.id, id)).get();
    if (!item) return { ok: false, reason: 'not-found' } as const;
    const usedBy = vehiclesUsingImage(item.url);
    if (usedBy.length) return { ok: false, reason: 'in-use', usedBy } as const;
    tx.delete(media).where(eq(media.id, id)).run();
    logActivity(
      {
        userId: actor.id,
        actorName: actor.name,
        action: 'media.deleted',
        entityType: 'media',
        entityId: id,
        summary: `Deleted ${item.originalName ?? item.url}`,
      },
      tx,
    );
    return { ok: true, item } as const;
  });
}

/** A deferred demo image was rendered: its library row gets the real size. */
export function updateMediaSize(image: { url: string; width: number; height: number; bytes: number }): void {
  db().update(media).set({ width: image.width, height: image.height, bytes: image.bytes }).where(eq(media.url, image.url)).run();
}
