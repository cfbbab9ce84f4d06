import { getListedVehicleById } from '#src/db/queries/vehicles';
import { clientKey } from '#src/lib/net/client-key';
import { documentFileName } from '#src/lib/documents/vehicle-documents';
import { vehicleTitle } from '#src/lib/vehicle-status';
import { RateLimiter } from '#src/server/http/rate-limit';
import { specSheetFor } from './spec-sheet';

/** Spec sheets one client (an IPv6 /64 is one) may download per 10 minutes: enough for a shopper, not for a scraper. */
export const SPEC_SHEETS_PER_WINDOW = 20;
const limiter = new RateLimiter(SPEC_SHEETS_PER_WINDOW, 10 * 60 * 1000);

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/** GET /inventory/<id>/spec-sheet.pdf: a listed vehicle's spec sheet (drafts and unknown ids 404; 429 past the limit). */
export async function serveSpecSheet(rawId: string, clientAddress: string): Promise<Response> {
  const vehicle = /^[1-9]\d{0,9}$/.test(rawId) ? getListedVehicleById(Number(rawId)) : undefined;
  if (!vehicle) return plain(404, 'Not found');
  const client = clientKey(clientAddress);
  if (limiter.hit(client))
    return plain(429, 'Too many spec sheets from your connection. Please try again in a few minutes.', {
      'Retry-After': String(limiter.retryAfterSeconds(client)),
    });
  const bytes = await specSheetFor(vehicle);
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${documentFileName(`${vehicleTitle(vehicle)} spec sheet`)}"`,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
