import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { config } from '#src/server/config';

/**
 * Vehicle documents live in DATA_DIR/private/vehicle-documents, outside the
 * media folder /media serves: only the routes that check a document is public,
 * or that a shopper holds a released link, read them.
 */
export function documentDir(): string {
  return path.join(config().dataDir, 'private', 'vehicle-documents');
}

const NAME = /^[a-f0-9]{32}$/;

export function documentPath(name: string): string | undefined {
  return NAME.test(name) ? path.join(documentDir(), `${name}.pdf`) : undefined;
}

/** Writes a cleaned PDF under a random name (written whole, then renamed: never half a file). */
export async function storeDocumentFile(bytes: Uint8Array): Promise<string> {
  const name = randomBytes(16).toString('hex');
  await fs.promises.mkdir(documentDir(), { recursive: true });
  const target = documentPath(name)!;
  await fs.promises.writeFile(`${target}.part`, bytes, { mode: 0o600 });
  await fs.promises.rename(`${target}.part`, target);
  return name;
}

export async function deleteDocumentFile(name: string): Promise<void> {
  const file = documentPath(name);
  if (file) await fs.promises.rm(file, { force: true });
}

/**
 * The PDF as a download: `attachment` with a safe ASCII name, never sniffed,
 * never cached by a shared cache (`cache` says whether the browser may keep it).
 */
export async function documentResponse(name: string, fileName: string, request: Request, cache: 'public' | 'private'): Promise<Response> {
  const file = documentPath(name);
  let size: number;
  try {
    size = file ? (await fs.promises.stat(file)).size : -1;
  } catch {
    size = -1;
  }
  if (!file || size < 0) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Content-Length': String(size),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cache === 'public' ? 'public, max-age=300' : 'private, no-store',
  });
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>, { status: 200, headers });
}
