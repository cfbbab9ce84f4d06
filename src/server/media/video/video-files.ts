import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '#src/server/config';
import type { VideoContainer } from '#src/lib/video/video-signature';

/** Stored names: 32 random hex characters and the type (.mp4, .webm, .vtt); nothing the client sent. */
export const VIDEO_FILE = /^[a-f0-9]{32}\.(mp4|webm|vtt)$/;

const newName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/** The public address of a stored video or captions file. */
export const videoFileUrl = (name: string) => `/media/video/${name}`;

/** Writes bytes under DATA_DIR/videos (mode 600 by the process umask, see data-dir.ts) and returns the name. */
export async function storeVideoFile(bytes: Uint8Array, type: VideoContainer | 'vtt'): Promise<string> {
  const dir = config().videoDir;
  await fs.promises.mkdir(dir, { recursive: true });
  const name = newName(type);
  // 'wx': a name is never reused, so a file is never overwritten while it is being streamed.
  await fs.promises.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return name;
}

/** Deletes stored files by name (ignoring names that are not ours and files already gone). */
export async function deleteVideoFiles(names: readonly (string | null | undefined)[]): Promise<void> {
  const dir = config().videoDir;
  await Promise.all(
    names
      .filter((n): n is string => Boolean(n && VIDEO_FILE.test(n)))
      .map((n) =>
        fs.promises.unlink(path.join(dir, n)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
  );
}
