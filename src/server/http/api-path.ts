/**
 * Whether a request is for the HTTP API: its path is `/api` or below it. Takes a pathname or a raw request
 * target (`/api/vehicles?page=2`), so the HTTP server and the middleware ask the same question the same way.
 */
export function isApiPath(pathOrTarget = ''): boolean {
  return /^\/api(?:[/?#]|$)/.test(pathOrTarget);
}
