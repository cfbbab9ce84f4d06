// What an endpoint's contract declares, as a client meets it over HTTP: the body kind it takes (415 for any
// other, decided by the endpoint rather than by a list of paths in the middleware), its rate limit (one
// window per client: the attacker is stopped, everyone else still gets through), and both shown in OpenAPI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let anon: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  // TRUST_PROXY=1: each request names its client in X-Forwarded-For, as a proxy in front would.
  server = await startTestServer({ env: { TRUST_PROXY: '1', INQUIRY_RATE_LIMIT: '2' } });
  anon = new ApiClient(server.url);
  staff = await new ApiClient(server.url).loginAs('employee');
});
afterAll(() => server?.stop());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the body kind an endpoint declares', () => {
  it('refuses a multipart body to an endpoint that takes none, even on a path where uploads are taken', async () => {
    const vehicle = (await staff.get('/api/vehicles')).body[0];
    const form = new FormData();
    form.set('video', new Blob(['not a video'], { type: 'video/mp4' }), 'x.mp4');
    const res = await staff.request('DELETE', `/api/vehicles/${vehicle.id}/video`, form);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('refuses a multipart body to a JSON endpoint with 415', async () => {
    const form = new FormData();
    form.set('make', 'Ferrari');
    const res = await staff.request('POST', '/api/vehicles', form);
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('refuses a same-site form body to an endpoint without a body with 415, and a cross-site one with 403', async () => {
    const same = await anon.request('POST', '/api/auth/logout', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(same.status).toBe(415);
    const cross = await anon.request('POST', '/api/auth/logout', 'a=1', {
      origin: 'https://evil.example',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(cross.status).toBe(403);
    expect(cross.body.code).toBe('forbidden');
  });
});

describe('the rate limit an endpoint declares', () => {
  it('stops one client with 429 and Retry-After, and lets another through', async () => {
    const cancel = (address: string) => anon.post('/api/appointments/manage/cancel', { token: 'a'.repeat(43) }, from(address));
    // Two a window (INQUIRY_RATE_LIMIT=2): a bad token is counted too, so guessing tokens is limited.
    expect((await cancel('203.0.113.9')).status).toBe(404);
    expect((await cancel('203.0.113.9')).status).toBe(404);
    const third = await cancel('203.0.113.9');
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('rate_limited');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await cancel('198.51.100.4')).status).toBe(404);
  });

  it('counts an IPv6 client as its /64, and does not count staff where the contract exempts them', async () => {
    const testimonial = {
      name: 'Ann Lee',
      vehicle: 'Ferrari Roma',
      rating: 5,
      comment: 'A wonderful buying experience from start to finish.',
    };
    expect((await anon.post('/api/testimonials', testimonial, from('2001:db8:1:2::1'))).status).toBe(201);
    expect((await anon.post('/api/testimonials', testimonial, from('2001:db8:1:2::2'))).status).toBe(201);
    expect((await anon.post('/api/testimonials', testimonial, from('2001:db8:1:2::3'))).status).toBe(429);
    expect((await anon.post('/api/testimonials', testimonial, from('2001:db8:1:3::1'))).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await staff.post('/api/testimonials', testimonial, from('2001:db8:1:2::4'))).status).toBe(201);
  });
});

describe('the API reference', () => {
  it('shows each write’s cache effect and each rate limit with its 429', async () => {
    const { paths } = (await anon.get('/api/openapi.json')).body;
    expect(paths['/api/testimonials'].post['x-rate-limit']).toEqual({ limit: 2, windowSeconds: 600, per: 'client', exempt: 'staff' });
    expect(paths['/api/testimonials'].post.responses['429']).toBeDefined();
    expect(paths['/api/testimonials'].get['x-rate-limit']).toBeUndefined();
    expect(paths['/api/testimonials'].get['x-invalidates']).toBeUndefined();
    expect(paths['/api/inquiries'].post['x-invalidates']).toBe('nothing');
    expect(paths['/api/journal/{id}/publish'].post['x-invalidates']).toEqual({ paths: ['/journal', '/sitemap'] });
    expect(paths['/api/vehicles'].post['x-invalidates']).toBe('everything');
    expect(paths['/api/upload/images'].post.requestBody.content).toHaveProperty('multipart/form-data');
  });
});
