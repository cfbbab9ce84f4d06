/**
 * A page's bytes, handed from one step of the middleware to the next (the island style's move, the page cache,
 * compression) beside the Response that carries them. Each step used to read the body back out of the Response it
 * was given, and to make its Response from bytes, which undici copies: a copy of the whole page (139 KB of
 * /inventory) at every step. The copies are held outside V8's heap, and V8 answers that much memory outside its
 * heap with full collections: one every 80 or so renders past the page cache. A Response made here keeps its
 * bytes in a WeakMap, so the next step takes them as they are, and its body is a stream of those same bytes,
 * read only by whoever sends it; any other Response is read once, without gathering its one chunk into a copy.
 */
const handed = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** A Response of these bytes (not copied), whose next reader takes them without reading the body. Never change them after. */
export function pageResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response = new Response(body, init);
  handed.set(response, bytes);
  return response;
}

/** The Response's body as bytes: the ones it was made from (pageResponse), or read once. The caller must not change them. */
export async function pageBody(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return handed.get(response) ?? readBody(response);
}

/** The Response's body as bytes the caller may change: read from the body, or a copy of bytes handed on. */
export async function ownPageBody(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = handed.get(response);
  return bytes ? bytes.slice() : readBody(response);
}

/** Reads a body; one chunk (a Response made from bytes, as Astro makes its pages) is taken as it is. */
async function readBody(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  if (chunks.length === 1 && chunks[0].buffer instanceof ArrayBuffer) return chunks[0] as Uint8Array<ArrayBuffer>;
  const whole = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole;
}
