import { STATUS_CODES } from 'node:http';

/**
 * Sets a page's status with its reason phrase. Astro keeps "OK" as the
 * status text when only the code changes, so the status line would read
 * "404 OK" or "400 OK".
 */
export function setPageStatus(response: Pick<ResponseInit, 'status' | 'statusText'>, status: number): void {
  response.status = status;
  response.statusText = STATUS_CODES[status] ?? '';
}
