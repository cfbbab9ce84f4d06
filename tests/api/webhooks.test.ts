import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '#src/server/webhooks/signature';
import { countOf, vehicleBody } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A real HTTP receiver on loopback: answers each request with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
      waiters.forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const waitFor = (count: number, timeoutMs = 30_000) =>
    new Promise<Received[]>((resolve, reject) => {
      const check = () => {
        if (received.length < count) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(received);
      };
      const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} deliveries within ${timeoutMs} ms`)), timeoutMs);
      waiters.add(check);
      check();
    });
  return { url, received, waitFor, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const inquiry = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '905-555-0100',
  subject: 'Viewing',
  message: 'I would like a viewing.',
};

describe('webhooks to a receiver on the dealer’s own network (WEBHOOK_ALLOW_PRIVATE_TARGETS=1)', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: '1', JOB_INTERVAL_MAX: '1s' } });
    admin = await new ApiClient(server.url).loginAs('admin');
  });
  afterAll(() => server?.stop());

  it('delivers lead.created, signed per Standard Webhooks, with the lead’s JSON and ADF', async () => {
    const receiver = await startReceiver();
    try {
      const created = await admin.post('/api/webhooks', { url: receiver.url, events: ['lead.created'] });
      expect(created.status).toBe(201);
      expect(created.body.secret).toMatch(/^whsec_/);
      expect(JSON.stringify((await admin.get('/api/webhooks')).body)).not.toContain(created.body.secret);
      const lead = await new ApiClient(server.url).post('/api/inquiries', inquiry);
      expect(lead.status).toBe(201);

      const [delivery] = await receiver.waitFor(1);
      const id = String(delivery.headers['webhook-id']);
      const timestamp = Number(delivery.headers['webhook-timestamp']);
      expect(id).toMatch(/^msg_/);
      expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(120);
      expect(verifyWebhook(created.body.secret, id, timestamp, delivery.body, String(delivery.headers['webhook-signature']))).toBe(true);
      expect(
        verifyWebhook(
          created.body.secret,
          id,
          timestamp,
          delivery.body.replace('Jane', 'Joan'),
          String(delivery.headers['webhook-signature']),
        ),
      ).toBe(false);
      const body = JSON.parse(delivery.body);
      expect(body.type).toBe('lead.created');
      expect(body.data.lead).toMatchObject({ name: 'Jane Doe', email: 'jane@example.com' });
      expect(body.data.adf).toContain('<adf>');

      const log = await admin.get(`/api/webhooks/${created.body.id}/deliveries`);
      expect(log.status).toBe(200);
      await expect.poll(async () => (await admin.get(`/api/webhooks/${created.body.id}/deliveries`)).body[0]?.status).toBe('delivered');
      expect(server.output()).not.toContain(created.body.secret);
    } finally {
      await receiver.close();
    }
  });

  it('retries after the receiver fails, with the same id and body, and logs each attempt; "send again" sends it once more', async () => {
    const receiver = await startReceiver([500]);
    try {
      const created = await admin.post('/api/webhooks', { url: receiver.url, events: ['lead.created'] });
      expect((await new ApiClient(server.url).post('/api/inquiries', { ...inquiry, name: 'Retry Person' })).status).toBe(201);
      const [first, second] = await receiver.waitFor(2);
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(second.body).toBe(first.body);
      await expect
        .poll(async () =>
          (await admin.get(`/api/webhooks/${created.body.id}/deliveries`)).body[0]?.log.map((a: { statusCode: number }) => a.statusCode),
        )
        .toEqual([500, 200]);
      const deliveryId = (await admin.get(`/api/webhooks/${created.body.id}/deliveries`)).body[0].id;
      expect((await admin.post(`/api/webhooks/deliveries/${deliveryId}/retry`)).status).toBe(204);
      const all = await receiver.waitFor(3);
      expect(all[2].headers['webhook-id']).toBe(first.headers['webhook-id']);
    } finally {
      await receiver.close();
    }
  });

  it('sends vehicle.published when a car is added for sale, and vehicle.price_changed with vehicle.updated when its price changes', async () => {
    const receiver = await startReceiver();
    try {
      expect(
        (
          await admin.post('/api/webhooks', {
            url: receiver.url,
            events: ['vehicle.published', 'vehicle.price_changed', 'vehicle.updated'],
          })
        ).status,
      ).toBe(201);
      const created = await admin.post('/api/vehicles', vehicleBody({ status: 'available', price: 150000 }));
      expect(created.status).toBe(201);
      const [published] = await receiver.waitFor(1);
      expect(JSON.parse(published.body)).toMatchObject({
        type: 'vehicle.published',
        data: { vehicle: { id: created.body.id, price: 150000 } },
      });
      const updated = await admin.put(
        `/api/vehicles/${created.body.id}`,
        vehicleBody({ vin: created.body.vin, status: 'available', price: 139000 }),
      );
      expect(updated.status).toBe(200);
      const all = await receiver.waitFor(3);
      const types = all
        .slice(1)
        .map((r) => JSON.parse(r.body).type)
        .sort();
      expect(types).toEqual(['vehicle.price_changed', 'vehicle.updated']);
      const change = all
        .slice(1)
        .map((r) => JSON.parse(r.body))
        .find((b) => b.type === 'vehicle.price_changed');
      expect(change.data).toMatchObject({ previousPrice: 150000, vehicle: { price: 139000 } });
    } finally {
      await receiver.close();
    }
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const bad = await admin.post('/api/webhooks', { url: 'ftp://example.com', events: ['lead.created'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('url');
    const events = await admin.post('/api/webhooks', { url: 'https://example.com/h', events: ['lead.deleted'] });
    expect(events.status).toBe(400);
    expect(Object.keys(events.body.errors).join()).toMatch(/events/);
  });
});

describe('webhooks without WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    admin = await new ApiClient(server.url).loginAs('admin');
  });
  afterAll(() => server?.stop());

  it('refuses loopback, private, link-local and IPv4-mapped targets with 400 on url, storing nothing', async () => {
    for (const url of [
      'http://127.0.0.1:9/h',
      'http://localhost:9/h',
      'https://10.0.0.5/h',
      'http://169.254.169.254/latest',
      'http://[::1]/h',
      'http://[::ffff:127.0.0.1]/h',
    ]) {
      const res = await admin.post('/api/webhooks', { url, events: ['lead.created'] });
      expect(res.status, url).toBe(400);
      expect(res.body.errors, url).toHaveProperty('url');
    }
    expect(countOf(server, 'webhook_endpoints')).toBe(0);
  });
});
