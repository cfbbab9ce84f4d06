import { desc, eq, sql } from 'drizzle-orm';
import { db } from '../client';
import { media, type MediaItem } from '../schema';
import { logActivity } from './activity';
import type { Actor } from './vehicles';

export type MediaUser = { id: number; year: number; make: string; model: string };
export type MediaWithUsage = MediaItem & { usedBy: MediaUser[] };
export type NewMediaItem = { url: string; width: number; height: number; bytes: number; originalName: string };

/** Vehicles whose image list holds each media url, keyed by media id (one query: json_each over every vehicle). */
function usageByMediaId(): Map<number, MediaUser[]> {
  const rows = db().all<{ mediaId: number } & MediaUser>(sql`
    select m.id as mediaId, v.id as id, v.year as year, v.make as make, v.model as model
    from vehicles v, json_each(v.images) j
    join media m on m.url = j.value
    group by m.id, v.id
    order by v.id`);
  const usage = new Map<number, MediaUser[]>();
  for (const { mediaId, ...vehicle } of rows) {
    const list = usage.get(mediaId);
    if (list) list.push(vehicle);
    else usage.set(mediaId, [vehicle]);
  }
  return usage;
}

/** Every uploaded image, newest first, with the vehicles that use it. */
export function listMedia(): MediaWithUsage[] {
  const usage = usageByMediaId();
  return db()
    .select()
    .from(media)
    .orderBy(desc(media.createdAt), desc(media.id))
    .all()
    .map((item) => ({ ...item, usedBy: usage.get(item.id) ?? [] }));
}

export function vehiclesUsingImage(url: string): MediaUser[] {
  return db().all<MediaUser>(sql`
    select v.id as id, v.year as year, v.make as make, v.model as model
    from vehicles v where exists (select 1 from json_each(v.images) j where j.value = ${url})
    order by v.id`);
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
