import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { PRIVATE_VARIANT_SUFFIXES, VARIANT_SUFFIXES } from '#src/server/media/images';

/**
 * The files under DATA_DIR that rows of a database point to, as paths relative to DATA_DIR:
 *
 * - public images: every `/media/<name>.webp` named anywhere in the database (vehicles, the media library,
 *   content pages' markdown, …: every text column is searched, so a new table that names an image is
 *   covered without a change here), with all their variants (`media/<name>-480.webp`, …);
 * - visitors' private photos: `trade_in_photos.file_name`, under `private/trade-in-photos/`;
 * - vehicle documents (PDFs): `vehicle_documents.file_name`, under `private/vehicle-documents/`.
 *
 * What a backup must hold and a restore must find; anything else in those folders is unreferenced.
 */
const MEDIA_URL = /\/media\/([a-f0-9]{32})\.webp/g;
export const MEDIA_FOLDER = 'media';
export const PRIVATE_PHOTO_FOLDER = path.join('private', 'trade-in-photos');
/** Walkaround videos and their captions (config().videoDir); their posters are public images, found above. */
export const VIDEO_FOLDER = 'videos';
export const DOCUMENT_FOLDER = path.join('private', 'vehicle-documents');
/** Stored names: 32 hex characters, then a variant suffix. Other files (the demo renderer's `.pending/` jobs) are left alone. */
const STORED_NAME = /^[a-f0-9]{32}(?:-\d+)?\.(?:webp|avif)$/;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Names of the public images the database mentions. */
function mediaNames(sqlite: Database.Database): Set<string> {
  const names = new Set<string>();
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%search%'")
    .pluck()
    .all() as string[];
  for (const table of tables) {
    const columns = (sqlite.prepare(`select name, type from pragma_table_info(?)`).all(table) as { name: string; type: string }[]).filter(
      (c) => /text|char|clob|^$/i.test(c.type),
    );
    for (const { name } of columns) {
      const rows = sqlite
        .prepare(`select ${quote(name)} from ${quote(table)} where instr(${quote(name)}, '/media/') > 0`)
        .pluck()
        .iterate() as IterableIterator<unknown>;
      for (const value of rows) for (const match of String(value).matchAll(MEDIA_URL)) names.add(match[1]);
    }
  }
  return names;
}

/** Every file the rows of this database point to, relative to DATA_DIR. */
export function referencedFiles(sqlite: Database.Database): Set<string> {
  const files = new Set<string>();
  for (const name of mediaNames(sqlite)) for (const suffix of VARIANT_SUFFIXES) files.add(path.join(MEDIA_FOLDER, `${name}${suffix}`));
  const hasPhotos = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'trade_in_photos'").get();
  if (hasPhotos)
    for (const name of sqlite.prepare('select file_name from trade_in_photos').pluck().all() as string[])
      for (const suffix of PRIVATE_VARIANT_SUFFIXES) files.add(path.join(PRIVATE_PHOTO_FOLDER, `${name}${suffix}`));
  const hasVideos = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'vehicle_videos'").get();
  if (hasVideos)
    for (const name of sqlite
      .prepare('select file_name from vehicle_videos union all select captions_file from vehicle_videos')
      .pluck()
      .all() as (string | null)[])
      if (name) files.add(path.join(VIDEO_FOLDER, name));
  const hasDocuments = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'vehicle_documents'").get();
  if (hasDocuments)
    for (const name of sqlite.prepare('select file_name from vehicle_documents').pluck().all() as string[])
      files.add(path.join(DOCUMENT_FOLDER, `${name}.pdf`));
  return files;
}

/** Referenced files that are not in `dir` (a DATA_DIR or a backup); a demo image still waiting in `.pending/` counts as there. */
export function missingFiles(dir: string, files: Iterable<string>): string[] {
  return [...files].filter((file) => {
    if (fs.existsSync(path.join(dir, file))) return false;
    const name = /^media[/\\]([a-f0-9]{32})/.exec(file)?.[1];
    return !(name && fs.existsSync(path.join(dir, MEDIA_FOLDER, '.pending', `${name}.json`)));
  });
}

/** Stored files in `dir`'s media and private photo folders that no row points to (relative paths). */
export function unreferencedFiles(dir: string, referenced: Set<string>): string[] {
  const found: string[] = [];
  for (const folder of [MEDIA_FOLDER, PRIVATE_PHOTO_FOLDER]) {
    const full = path.join(dir, folder);
    if (!fs.existsSync(full)) continue;
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isFile() && STORED_NAME.test(entry.name) && !referenced.has(file)) found.push(file);
    }
  }
  return found;
}

/** Moves files (relative to `dir`) into `aside`, keeping their relative paths; never deletes. */
export function moveAside(dir: string, files: readonly string[], aside: string): void {
  for (const file of files) {
    const target = path.join(aside, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(dir, file), target);
  }
}
