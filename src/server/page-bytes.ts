/**
 * A page's bytes, handed from one step of the middleware to the next (the island style's move, the page cache,
 * compression) beside the Response that carries them. Each step used to read the body back out of the Response it
 * was given: a web stream and a copy of the whole page (139 KB of /inventory) each time, three per render past the
 * page cache, and the copies, held outside V8's heap, brought its collections forward. A Response made here keeps
 * its bytes in a WeakMap, so the next step takes them as they are; any other Response is read once.
 * The bytes are never changed after they are handed on.
 */
const handed = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** A Response of these bytes, whose next reader takes them without reading the body. */
export function pageResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(bytes, init);
  handed.set(response, bytes);
  return response;
}

/** The Response's body as bytes: the ones it was made from (pageResponse), or read once. */
export async function pageBody(response: Response): Promise<Uint8Array<ArrayBuffer>> {
  return handed.get(response) ?? new Uint8Array(await response.arrayBuffer());
}
