// The spec sheet (issue 23, item 5): a PDF made by the server for every listed vehicle, parsed back here; cached per
// vehicle version, rate-limited per client (an IPv6 /64 is one client).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { namesIn, textIn } from '../support/pdf-test-files';

let server: TestServer;
let staff: ApiClient;
type Row = { id: number; year: number; make: string; model: string; trim: string; price: number };
let vehicle: Row;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1' } });
  staff = await new ApiClient(server.url).loginAs('admin');
  vehicle = server
    .sqlite()
    .prepare(
      "select id, year, make, model, trim, price from vehicles where status = 'available' and price_on_request = 0 order by id limit 1",
    )
    .get() as Row;
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const sheet = (id: number, address = '192.0.2.80') =>
  fetch(`${server.url}/inventory/${id}/spec-sheet.pdf`, { headers: { 'x-forwarded-for': address } });

describe('GET /inventory/{id}/spec-sheet.pdf', () => {
  it("is a one- or two-page PDF with the photo, title, all-in price and its note, the dealer's phone and the page's address", async () => {
    const res = await sheet(vehicle.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="[a-z0-9-]+-spec-sheet\.pdf"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect([1, 2]).toContain(doc.getPageCount());
    const text = await textIn(bytes);
    expect(text).toContain(`${vehicle.year} ${vehicle.make} ${vehicle.model}`);
    expect(text).toContain('plus HST and licensing');
    expect(text).toMatch(/\$\d{1,3}(,\d{3})+/);
    expect(text).toContain('(905) 555-0142');
    expect(text).toContain(`/inventory/${vehicle.id}`);
    expect(await namesIn(bytes)).toContain('/Image');
  });

  it('follows the dealer settings and the vehicle: a new phone or price makes a new sheet', async () => {
    const dealer = (await staff.get('/api/settings/dealer')).body;
    expect((await staff.put('/api/settings/dealer', { ...dealer, phoneDisplay: '(905) 555-0199' })).status).toBe(200);
    expect(await textIn(new Uint8Array(await (await sheet(vehicle.id, '192.0.2.81')).arrayBuffer()))).toContain('(905) 555-0199');
    await staff.put('/api/settings/dealer', dealer);
  });

  it('says "Sold" for a sold vehicle and never shows its price', async () => {
    const sold = server.sqlite().prepare("select id from vehicles where status = 'sold' limit 1").get() as { id: number } | undefined;
    if (!sold) return;
    const text = await textIn(new Uint8Array(await (await sheet(sold.id, '192.0.2.82')).arrayBuffer()));
    expect(text).toContain('Sold');
    expect(text).not.toContain('plus HST and licensing');
  });

  it('answers 404 for an unknown vehicle or a malformed id', async () => {
    expect((await sheet(99_999_999)).status).toBe(404);
    expect((await sheet('abc' as unknown as number)).status).toBe(404);
  });

  it('stops one client with many addresses of one IPv6 /64 after 20 in 10 minutes; another client still gets it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await sheet(vehicle.id, `2001:db8:aa:bb:${(i + 1).toString(16)}::7`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await sheet(vehicle.id, '2001:db8:cc:dd::1')).status).toBe(200);
  });
});
