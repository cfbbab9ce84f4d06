// Vehicle documents (issue 23, item 4): PDFs checked and cleaned on upload, public downloads, requests for those
// kept on request through the public lead pipeline (inbox, ADF), released by staff with a one-time e-mailed link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { adfDtdErrors } from '../support/adf-dtd';
import { countOf, vehicleBody, writableDb } from '../support/fixtures';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { encryptedLookingPdf, namesIn, pdfWithEmbeddedFile, pdfWithJavaScript, plainPdf } from '../support/pdf-test-files';
import fs from 'node:fs';
import path from 'node:path';

let server: TestServer;
let smtp: SmtpCapture;
let staff: ApiClient;
let vehicleId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
  staff = await new ApiClient(server.url).loginAs('employee');
  vehicleId = (server.sqlite().prepare("select id from vehicles where status = 'available' order by id limit 1").get() as { id: number })
    .id;
}, 90_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function upload(bytes: Uint8Array, fields: Record<string, string> = {}, id = vehicleId) {
  const form = new FormData();
  form.append('file', new File([Buffer.from(bytes)], 'scan.pdf', { type: 'application/pdf' }));
  for (const [k, v] of Object.entries({ kind: 'service-records', title: 'Service records', visibility: 'public', ...fields }))
    form.append(k, v);
  return staff.post(`/api/vehicles/${id}/documents`, form);
}
const visitor = () => new ApiClient(server.url);
const request = (address: string, body: Record<string, unknown>) =>
  visitor().post('/api/leads/document-request', body, { 'x-forwarded-for': address });
const storedFiles = () => {
  const dir = path.join(server.dataDir, 'private', 'vehicle-documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const linkIn = (text: string) => {
  const match = /https?:\/\/\S+\/documents\/download\?token=[\w-]+/.exec(text);
  if (!match) throw new Error(`no download link in:\n${text}`);
  const url = new URL(match[0]);
  return `${server.url}${url.pathname}${url.search}`;
};

describe('uploading a vehicle document', () => {
  it('refuses what is not a clean, readable PDF with a message on the file, storing nothing', async () => {
    const before = countOf(server, 'vehicle_documents');
    const notPdf = await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'));
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.errors).toEqual({ file: 'This file is not a PDF.' });
    const encrypted = await upload(await encryptedLookingPdf());
    expect(encrypted.status).toBe(400);
    expect(encrypted.body.errors.file).toMatch(/password-protected or encrypted/);
    const broken = await upload(new TextEncoder().encode('%PDF-1.7\nnot really\n%%EOF'));
    expect(broken.body.errors.file).toMatch(/could not be read/);
    const noKind = await upload(await (await plainPdf()).save(), { kind: 'brochure' });
    expect(noKind.status).toBe(400);
    expect(Object.keys(noKind.body.errors)).toEqual(['kind']);
    expect(countOf(server, 'vehicle_documents')).toBe(before);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses visitors and employees of nobody: 401 without a session', async () => {
    const form = new FormData();
    form.append('file', new File([Buffer.from(await (await plainPdf()).save())], 'a.pdf'));
    expect((await new ApiClient(server.url).post(`/api/vehicles/${vehicleId}/documents`, form)).status).toBe(401);
  });

  it('stores a PDF with JavaScript, OpenAction and a form cleaned of them, and serves it publicly as an attachment', async () => {
    const res = await upload(await pdfWithJavaScript(), { title: 'Service records (2019–2024)' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'service-records', visibility: 'public', pages: 1 });
    expect(res.body.fileName).toBeUndefined();
    const download = await fetch(`${server.url}/inventory/${vehicleId}/documents/${res.body.id}.pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="service-records-2019-2024.pdf"');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await download.arrayBuffer());
    const names = await namesIn(bytes);
    for (const name of ['/JavaScript', '/JS', '/OpenAction', '/AA', '/AcroForm', '/Widget']) expect(names).not.toContain(name);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('app.alert');
    const activity = server
      .sqlite()
      .prepare("select summary from activity_log where action = 'vehicle.document-added' order by id desc")
      .get();
    expect(activity).toEqual({ summary: expect.stringContaining('Service records (2019–2024)') });
  });

  it('stores a PDF with an attached file without the attachment', async () => {
    const res = await upload(await pdfWithEmbeddedFile(), { kind: 'import-papers', title: 'Import papers' });
    expect(res.status).toBe(201);
    const bytes = new Uint8Array(await (await fetch(`${server.url}/inventory/${vehicleId}/documents/${res.body.id}.pdf`)).arrayBuffer());
    expect(await namesIn(bytes)).not.toContain('/EmbeddedFiles');
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('payload.exe');
  });

  it('lists public documents on the vehicle page; a deleted one is gone with its file', async () => {
    const res = await upload(await (await plainPdf()).save(), { kind: 'window-sticker', title: 'Window sticker' });
    let page = await (await fetch(`${server.url}/inventory/${vehicleId}`)).text();
    expect(page).toContain(`/inventory/${vehicleId}/documents/${res.body.id}.pdf`);
    const files = storedFiles().length;
    expect((await staff.delete(`/api/vehicles/${vehicleId}/documents/${res.body.id}`)).status).toBe(204);
    expect(storedFiles().length).toBe(files - 1);
    expect((await fetch(`${server.url}/inventory/${vehicleId}/documents/${res.body.id}.pdf`)).status).toBe(404);
    page = await (await fetch(`${server.url}/inventory/${vehicleId}`)).text();
    expect(page).not.toContain(`/documents/${res.body.id}.pdf`);
  });
});

describe('a document kept on request', () => {
  let docId: number;
  let publicId: number;
  beforeAll(async () => {
    docId = (
      await upload(await (await plainPdf('Inspection')).save(), {
        kind: 'inspection-report',
        title: 'Inspection report',
        visibility: 'on-request',
      })
    ).body.id;
    publicId = (await upload(await (await plainPdf()).save(), { title: 'Build sheet', kind: 'window-sticker' })).body.id;
  });

  it('is listed with "Request this document" but never downloadable without a released link', async () => {
    const page = await (await fetch(`${server.url}/inventory/${vehicleId}`)).text();
    expect(page).toContain('Inspection report');
    expect(page).toContain(`?document=${docId}#document-request-form`);
    expect((await fetch(`${server.url}/inventory/${vehicleId}/documents/${docId}.pdf`)).status).toBe(404);
  });

  it('is asked for through the lead pipeline: only on-request documents of that vehicle, fields named', async () => {
    const wrong = await request('192.0.2.50', { vehicleId, documentId: publicId, name: 'Ada Shopper', email: 'ada@example.com' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ documentId: 'This document is not available on request.' });
    const bad = await request('192.0.2.50', { vehicleId, documentId: docId, name: 'A', email: 'nope' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name']);
  });

  it('lands in the inbox with its ADF; staff release it; the e-mailed link opens once; other links fail', async () => {
    const asked = await request('192.0.2.51', {
      vehicleId,
      documentId: docId,
      name: 'Ada Shopper',
      email: 'ada@example.com',
      marketingConsent: true,
    });
    expect(asked.status).toBe(201);
    const leadId = asked.body.id;
    const row = server.sqlite().prepare('select type, email, vehicle_id as vehicleId from inquiries where id = ?').get(leadId);
    expect(row).toEqual({ type: 'document-request', email: 'ada@example.com', vehicleId });
    expect(countOf(server, 'consent_records', "email = 'ada@example.com'")).toBeGreaterThan(0);

    const adf = await fetch(`${server.url}/api/leads/document-request/${leadId}/adf`, { headers: { cookie: staff.cookie } });
    expect(adf.status).toBe(200);
    const xml = await adf.text();
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(xml).toContain('ada@example.com');
    expect(xml).toContain('Inspection report');

    const before = await staff.get(`/api/document-requests/${leadId}`);
    expect(before.body).toMatchObject({ documentTitle: 'Inspection report', releasedAt: null });
    expect(before.body.tokenHash).toBeUndefined();

    // A second shopper asks for the same document: their link is theirs alone.
    const other = await request('192.0.2.52', { vehicleId, documentId: docId, name: 'Bob Buyer', email: 'bob@example.com' });
    expect((await new ApiClient(server.url).post(`/api/document-requests/${leadId}/release`)).status).toBe(401);
    const released = await staff.post(`/api/document-requests/${leadId}/release`);
    expect(released.status).toBe(200);
    expect(released.body.delivery).toBe('smtp');
    const mail = await smtp.waitFor(
      (m) => m.subject === 'Your document: Inspection report' && JSON.stringify(m.to).includes('ada@example.com'),
    );
    const link = linkIn(mail.text ?? '');

    const first = await fetch(link);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toBe('attachment; filename="inspection-report.pdf"');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(link)).status).toBe(410);

    // Bob's request is not released: Ada's spent link and a made-up one open nothing.
    expect(server.sqlite().prepare('select released_at from document_requests where inquiry_id = ?').get(other.body.id)).toEqual({
      released_at: null,
    });
    expect((await fetch(`${server.url}/documents/download?token=${'A'.repeat(43)}`)).status).toBe(410);
    expect((await fetch(`${server.url}/documents/download?token=../../dealership.sqlite`)).status).toBe(410);
    const activity = server
      .sqlite()
      .prepare("select count(*) as n from activity_log where action = 'inquiry.document-released' and entity_id = ?")
      .get(leadId);
    expect(activity).toEqual({ n: 1 });
  });

  it('a released link expires', async () => {
    const asked = await request('192.0.2.53', { vehicleId, documentId: docId, name: 'Cy Late', email: 'cy@example.com' });
    await staff.post(`/api/document-requests/${asked.body.id}/release`);
    const mail = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes('cy@example.com') && (m.subject ?? '').startsWith('Your document'),
    );
    const db = writableDb(server);
    db.prepare('update document_requests set expires_at = ? where inquiry_id = ?').run(Date.now() - 1000, asked.body.id);
    db.close();
    expect((await fetch(linkIn(mail.text ?? ''))).status).toBe(410);
  });

  it('is asked for without JavaScript: the vehicle page takes the post and redirects (Post/Redirect/Get)', async () => {
    const before = countOf(server, 'inquiries', "type = 'document-request'");
    const body = new URLSearchParams({
      vehicleId: String(vehicleId),
      documentId: String(docId),
      name: 'Dee Nojs',
      email: 'dee@example.com',
    });
    const res = await fetch(`${server.url}/inventory/${vehicleId}?form=document-request`, {
      method: 'POST',
      body,
      headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.54' },
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/inventory/${vehicleId}?sent=document-request#document-request-form`);
    expect(countOf(server, 'inquiries', "type = 'document-request'")).toBe(before + 1);
  });

  it('is not listed on a draft vehicle, whose documents 404', async () => {
    const draft = (await staff.post('/api/vehicles', vehicleBody({ status: 'draft', images: [] }))).body;
    const doc = await upload(await (await plainPdf()).save(), {}, draft.id);
    expect(doc.status).toBe(201);
    expect((await fetch(`${server.url}/inventory/${draft.id}/documents/${doc.body.id}.pdf`)).status).toBe(404);
    expect((await fetch(`${server.url}/inventory/${draft.id}/spec-sheet.pdf`)).status).toBe(404);
  });
});

describe("a sold car's documents follow the dealer's rule (issue 37)", () => {
  let carId: number;
  let onRequestId: number;
  let publicId: number;
  let releasedLink: string;
  let pendingLead: number;
  const sell = () => {
    const db = writableDb(server);
    db.prepare("update vehicles set status = 'sold' where id = ?").run(carId);
    db.close();
  };
  const ask = (address: string, email: string) => request(address, { vehicleId: carId, documentId: onRequestId, name: 'Sal Buyer', email });

  beforeAll(async () => {
    carId = (await staff.post('/api/vehicles', vehicleBody())).body.id;
    onRequestId = (await upload(await (await plainPdf('Carfax')).save(), { title: 'History report', visibility: 'on-request' }, carId)).body
      .id;
    publicId = (await upload(await (await plainPdf()).save(), { title: 'Window sticker', kind: 'window-sticker' }, carId)).body.id;
    const asked = await ask('192.0.2.60', 'early@example.com');
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await staff.post(`/api/document-requests/${asked.body.id}/release`)).status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes('early@example.com') && (m.subject ?? '').startsWith('Your document'),
    );
    releasedLink = linkIn(mail.text ?? '');
    pendingLead = (await ask('192.0.2.61', 'waiting@example.com')).body.id;
    sell();
  });

  it('by default: new requests refused, released links closed, staff cannot release more; public documents stay', async () => {
    const refused = await ask('192.0.2.62', 'late@example.com');
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ documentId: 'This vehicle has been sold: its documents are no longer sent on request.' });
    expect(countOf(server, 'inquiries', "email = 'late@example.com'")).toBe(0);
    expect((await fetch(releasedLink)).status).toBe(410);
    const release = await staff.post(`/api/document-requests/${pendingLead}/release`);
    expect(release.status).toBe(409);
    expect(release.body.message).toMatch(/sold/);
    expect((await fetch(`${server.url}/inventory/${carId}/documents/${publicId}.pdf`)).status).toBe(200);
    const page = await (await fetch(`${server.url}/inventory/${carId}`)).text();
    expect(page).toContain('Window sticker');
    expect(page).not.toContain('History report');
  });

  it('the admin alone sets the rule, each field named when wrong; then requests and kept links work and public ones hide', async () => {
    const rule = { requests: 'accept', releasedLinks: 'keep', publicDocuments: 'hide' };
    expect((await staff.put('/api/settings/documents', rule)).status).toBe(403);
    const admin = await new ApiClient(server.url).loginAs('admin');
    const bad = await admin.put('/api/settings/documents', { ...rule, releasedLinks: 'forever' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['releasedLinks']);
    expect((await staff.get('/api/settings/documents')).body).toEqual({
      requests: 'refuse',
      releasedLinks: 'expire',
      publicDocuments: 'keep',
    });
    const saved = await admin.put('/api/settings/documents', rule);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(rule);

    // The link released before the sale was refused, not used up: it opens now, once.
    expect((await fetch(releasedLink)).status).toBe(200);
    expect((await fetch(releasedLink)).status).toBe(410);
    expect((await ask('192.0.2.63', 'later@example.com')).status).toBe(201);
    expect((await fetch(`${server.url}/inventory/${carId}/documents/${publicId}.pdf`)).status).toBe(404);
    const page = await (await fetch(`${server.url}/inventory/${carId}`)).text();
    expect(page).not.toContain('Window sticker');
    expect(page).toContain('History report');
  });
});
