// One customer, one timeline (issue 40): records found by address and phone, merged and unmerged, erased whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { signInShopper } from '../support/shopper';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';

let server: TestServer;
let smtp: SmtpCapture;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url, INQUIRY_RATE_LIMIT: '1000' } });
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const visitor = () => new ApiClient(server.url);
const inquire = async (who: { name: string; email: string; phone?: string }, subject = 'Hello') => {
  const res = await visitor().post('/api/inquiries', { ...who, subject, message: 'Is the car still available?' });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const customerOfLead = (id: number) =>
  server.sqlite().prepare('select customer_id from inquiries where id = ?').pluck().get(id) as number | null;
const patch = (client: ApiClient, path: string, body: unknown) => client.request('PATCH', path, body);
const search = async (q: string) => (await staff.get(`/api/customers?search=${encodeURIComponent(q)}`)).body;

describe('one record per person', () => {
  it('joins leads by address in any case, keeps a second person sharing the phone apart, and finds a phone in any format', async () => {
    const first = await inquire({ name: 'Ada Lovelace', email: 'ada.join@example.com', phone: '(416) 555-0134' });
    const financing = await visitor().post('/api/leads/financing', {
      name: 'Ada Lovelace',
      email: 'ADA.JOIN@Example.com',
      phone: '+1 416 555 0134',
      employmentStatus: 'employed',
      incomeBand: '150k-250k',
      housingCost: 3000,
      termMonths: 60,
      downPayment: 40_000,
      contactConsent: true,
    });
    expect(financing.status).toBe(201);
    const spouse = await inquire({ name: 'Byron Lovelace', email: 'byron.join@example.com', phone: '416.555.0134' });

    const ada = customerOfLead(first);
    expect(ada).not.toBeNull();
    expect(customerOfLead(financing.body.id)).toBe(ada);
    expect(customerOfLead(spouse)).not.toBe(ada);
    // The lead's consent records join the record too.
    expect(countOf(server, 'consent_records', 'inquiry_id = ? and customer_id = ?', first, ada)).toBeGreaterThan(0);

    const byPhone = await search('1-416-555-0134');
    expect(byPhone).toMatchObject({ page: 1, total: 2 });
    expect(byPhone.items.map((c: { name: string }) => c.name).sort()).toEqual(['Ada Lovelace', 'Byron Lovelace']);
    const byAddress = await search('ADA.JOIN');
    expect(byAddress.items, JSON.stringify(byAddress.items)).toEqual([
      expect.objectContaining({ id: ada, email: 'ada.join@example.com', leads: 2, status: 'new' }),
    ]);
    const paged = await staff.get('/api/customers?page=1&pageSize=1&sort=name');
    expect(paged.status).toBe(200);
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
  });

  it("links a shopper's account to the record of their address", async () => {
    const lead = await inquire({ name: 'Grace Hopper', email: 'grace.shop@example.com' });
    const shopper = await signInShopper(server.url, smtp, 'Grace.Shop@example.com');
    expect((await shopper.get('/api/shopper/me')).status).toBe(200);
    const id = customerOfLead(lead)!;
    expect(countOf(server, 'users', "username = 'grace.shop@example.com' and customer_id = ?", id)).toBe(1);
    // A shopper's cookie opens nothing on the staff side.
    expect((await shopper.get('/api/customers')).status).toBe(401);
  });
});

describe('staff only', () => {
  it('refuses a visitor, and the employee and the admin both read', async () => {
    expect((await visitor().get('/api/customers')).status).toBe(401);
    expect((await visitor().get('/api/customers/1')).status).toBe(401);
    expect((await visitor().request('PATCH', '/api/customers/1', { name: 'X' })).status).toBe(401);
    expect((await visitor().post('/api/customers/1/merge', { customerId: 2 })).status).toBe(401);
    expect((await staff.get('/api/customers')).status).toBe(200);
    expect((await admin.get('/api/customers')).status).toBe(200);
  });
});

describe('details, merge and undo', () => {
  it('edits the details; a bad address is a 400 naming the field and changes nothing', async () => {
    const id = customerOfLead(await inquire({ name: 'Alan Turing', email: 'alan.edit@example.com' }))!;
    const bad = await patch(staff, `/api/customers/${id}`, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBeTruthy();
    const edited = await patch(staff, `/api/customers/${id}`, { name: 'Alan M. Turing', phone: '+1 (647) 555-0100' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: 'Alan M. Turing', phone: '+1 (647) 555-0100', email: 'alan.edit@example.com' });
    expect((await search('647 555 0100')).items.map((c: { id: number }) => c.id)).toEqual([id]);
    const other = customerOfLead(await inquire({ name: 'Other', email: 'other.edit@example.com' }))!;
    const taken = await patch(staff, `/api/customers/${other}`, { email: 'ALAN.EDIT@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toMatch(/merge/);
    expect((await staff.get(`/api/customers/${other}`)).body.email).toBe('other.edit@example.com');
    expect((await staff.get('/api/customers/999999')).status).toBe(404);
  });

  it('merges two records into one timeline, logged; undo parts them until the next write', async () => {
    const keptLead = await inquire({ name: 'Mary Shelley', email: 'mary.home@example.com' }, 'About the Roma');
    const otherLead = await inquire({ name: 'M. Shelley', email: 'mary.work@example.com' }, 'Trade-in question');
    const kept = customerOfLead(keptLead)!;
    const absorbed = customerOfLead(otherLead)!;

    const merged = await staff.post(`/api/customers/${kept}/merge`, { customerId: absorbed });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: kept, leads: 2, undoMerge: { customerId: absorbed, name: 'M. Shelley' } });
    const leadEvents = merged.body.timeline.filter((e: { kind: string }) => e.kind === 'lead');
    expect(leadEvents.map((e: { leadId: number }) => e.leadId)).toEqual([otherLead, keptLead]);
    const times = merged.body.timeline.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(customerOfLead(otherLead)).toBe(kept);
    expect((await search('mary.work')).total).toBe(0);
    // The old record's link shows the person it went into.
    expect((await staff.get(`/api/customers/${absorbed}`)).body.id).toBe(kept);
    expect(countOf(server, 'activity_log', "action = 'customer.merged' and entity_id = ?", kept)).toBe(1);
    expect((await staff.post(`/api/customers/${kept}/merge`, { customerId: kept })).status).toBe(400);

    const undone = await staff.post(`/api/customers/${kept}/unmerge`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ customerId: kept, restoredId: absorbed });
    expect(customerOfLead(otherLead)).toBe(absorbed);
    expect(customerOfLead(keptLead)).toBe(kept);
    expect((await search('mary.work')).items.map((c: { id: number }) => c.id)).toEqual([absorbed]);
    expect(countOf(server, 'activity_log', "action = 'customer.unmerged' and entity_id = ?", kept)).toBe(1);

    // Merged again, then written to (a note from the timeline): the undo is gone and nothing moves.
    expect((await staff.post(`/api/customers/${kept}/merge`, { customerId: absorbed })).status).toBe(200);
    const noted = await staff.post(`/api/customers/${kept}/notes`, { body: 'Called: prefers e-mail.' });
    expect(noted.status).toBe(201);
    expect(noted.body.timeline[0]).toMatchObject({ kind: 'note', detail: 'Called: prefers e-mail.' });
    expect(noted.body.undoMerge).toBeNull();
    const late = await staff.post(`/api/customers/${kept}/unmerge`);
    expect(late.status).toBe(409);
    expect(customerOfLead(otherLead)).toBe(kept);
    // A later lead from the absorbed address joins the record it went into.
    const again = await inquire({ name: 'M. Shelley', email: 'mary.work@example.com' });
    expect(customerOfLead(again)).toBe(kept);
  });
});

describe('privacy requests on a merged customer', () => {
  it('exports both addresses, and erasing leaves nothing of either record', async () => {
    const a = await inquire({ name: 'Percy Bysshe', email: 'percy.one@example.com', phone: '905-555-0111' });
    const b = await inquire({ name: 'Percy B.', email: 'percy.two@example.com' });
    const kept = customerOfLead(a)!;
    const absorbed = customerOfLead(b)!;
    expect((await staff.post(`/api/customers/${kept}/merge`, { customerId: absorbed })).status).toBe(200);
    expect((await staff.post(`/api/customers/${kept}/notes`, { body: 'Wants the Roma in red.' })).status).toBe(201);
    for (const id of [a, b]) await expect.poll(() => countOf(server, 'outbox_messages', 'inquiry_id = ?', id)).toBeGreaterThan(0);

    const exported = await staff.post('/api/customers/export', { email: 'percy.two@example.com' });
    expect(exported.status, server.output().slice(-3000)).toBe(200);
    expect(exported.body.leads.map((l: { id: number }) => l.id).sort()).toEqual([a, b].sort());
    expect(exported.body.customer).toMatchObject({ id: kept, notes: [expect.objectContaining({ body: 'Wants the Roma in red.' })] });

    const erased = await admin.post('/api/customers/erase', { email: 'percy.one@example.com', confirmEmail: 'percy.one@example.com' });
    expect(erased.status).toBe(200);
    expect(erased.body.leads).toBe(2);
    expect(countOf(server, 'inquiries', "lower(email) in ('percy.one@example.com', 'percy.two@example.com')")).toBe(0);
    expect(countOf(server, 'customers', 'id in (?, ?)', kept, absorbed)).toBe(0);
    expect(countOf(server, 'customer_notes', 'customer_id in (?, ?)', kept, absorbed)).toBe(0);
    expect(countOf(server, 'customer_merges', 'kept_id = ? or absorbed_id = ?', kept, absorbed)).toBe(0);
    expect(countOf(server, 'consent_records', "email in ('percy.one@example.com', 'percy.two@example.com')")).toBe(0);
    expect(countOf(server, 'outbox_messages', "lower(\"to\") in ('percy.one@example.com', 'percy.two@example.com')")).toBe(0);
    expect((await search('Percy')).total).toBe(0);
    expect((await staff.get(`/api/customers/${kept}`)).status).toBe(404);
  });
});
