import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { create } from 'xmlbuilder2';
import { countOf, fileOf, imageBytes, tableRows, vehicleBody, writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';
import { startMailCapture } from '../support/mail-capture';
import { adfDtdErrors } from '../support/adf-dtd';

const SITE = 'https://cars.example.ca';
let mail: Awaited<ReturnType<typeof startMailCapture>>;
let server: TestServer;
let staff: ApiClient;
let admin: ApiClient;
let vehicle: { id: number; vin: string; price: number };

beforeAll(async () => {
  mail = await startMailCapture();
  server = await startTestServer({
    seed: false,
    env: { SMTP_URL: mail.url, MAIL_FROM: '"Atelier Test" <leads@example.com>', INQUIRY_RATE_LIMIT: '1000', SITE_URL: SITE },
  });
  staff = await new ApiClient(server.url).loginAs('employee');
  admin = await new ApiClient(server.url).loginAs('admin');
  const res = await staff.post('/api/vehicles', vehicleBody({ make: 'Ferrari', model: 'Roma', year: 2023, price: 289_900 }));
  expect(res.status).toBe(201);
  vehicle = res.body;
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

const visitor = () => new ApiClient(server.url);
const contact = { name: 'Jane van der Berg', email: 'jane.leads@example.com', phone: '416-555-0199' };
const tradeVehicle = {
  year: 2018,
  make: 'BMW',
  model: 'M3',
  trim: 'Competition',
  mileage: 64_000,
  vin: '',
  condition: 'good',
  accidentHistory: 'none',
  lien: 'loan',
  lienAmount: 12_000,
};
const financing = {
  ...contact,
  employmentStatus: 'self-employed',
  incomeBand: '250k-500k',
  housingCost: 4200,
  termMonths: 60,
  downPayment: 50_000,
  contactConsent: true,
};

function tradeInForm(fields: Record<string, unknown>, photos: File[] = []): FormData {
  const form = new FormData();
  form.set('lead', JSON.stringify(fields));
  for (const p of photos) form.append('photos', p);
  return form;
}

/** Every table a lead form writes to, for "stored nothing" checks. */
const leadTables = () => ({
  inquiries: tableRows(server, 'inquiries'),
  tradeIns: tableRows(server, 'trade_ins'),
  photos: tableRows(server, 'trade_in_photos'),
  offers: tableRows(server, 'offers'),
  financing: tableRows(server, 'financing_requests'),
  files: fs.existsSync(path.join(server.dataDir, 'private/trade-in-photos'))
    ? fs.readdirSync(path.join(server.dataDir, 'private/trade-in-photos')).sort()
    : [],
});

describe('trade-in appraisal (POST /api/leads/trade-in)', () => {
  it('stores the vehicle and its re-encoded photo outside the public media, shown to staff only', async () => {
    const jpeg = await imageBytes('jpeg', { width: 800, height: 600 });
    const res = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, ...tradeVehicle, vin: '1m8gdm9axkp042788' }, [fileOf(new Uint8Array(jpeg), 'front.jpg', 'image/jpeg')]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as number;

    const lead = await staff.get(`/api/leads/trade-in/${id}`);
    expect(lead.status).toBe(200);
    expect(lead.body).toMatchObject({ type: 'trade-in', subject: 'Trade-in appraisal: 2018 BMW M3 Competition', email: contact.email });
    expect(lead.body.tradeIn).toMatchObject({
      year: 2018,
      make: 'BMW',
      mileage: 64000,
      vin: '1M8GDM9AXKP042788',
      condition: 'good',
      lien: 'loan',
      lienAmount: 12000,
    });
    expect(lead.body.tradeIn.photos).toHaveLength(1);
    const name = lead.body.tradeIn.photos[0].fileName as string;
    expect(name).toMatch(/^[a-f0-9]{32}$/);
    expect(fs.existsSync(path.join(server.dataDir, 'private/trade-in-photos', `${name}.webp`))).toBe(true);
    expect(fs.existsSync(path.join(server.dataDir, 'media', `${name}.webp`))).toBe(false);

    const photoPath = `/api/leads/trade-in-photos/${name}.webp`;
    const asStaff = await fetch(server.url + photoPath, { headers: { cookie: staff.cookie } });
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get('content-type')).toBe('image/webp');
    expect(asStaff.headers.get('cache-control')).toMatch(/no-store/);
    const bytes = Buffer.from(await asStaff.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await fetch(server.url + photoPath)).status).toBe(401);
    const customer = await new ApiClient(server.url).loginAs('customer');
    expect((await fetch(server.url + photoPath, { headers: { cookie: customer.cookie } })).status).toBe(customer.cookie ? 403 : 401);
    expect((await fetch(`${server.url}/media/${name}.webp`)).status).toBe(404);
  });

  it('records consent: implied by the request, express only when the box was ticked', async () => {
    const ticked = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, ...tradeVehicle, email: 'Ticked@Example.com', marketingConsent: true }),
    );
    const unticked = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, ...tradeVehicle, email: 'unticked@example.com' }),
    );
    const bases = (email: string) =>
      (server.sqlite().prepare('select basis from consent_records where email = ? order by id').all(email) as { basis: string }[]).map(
        (r) => r.basis,
      );
    expect(bases('ticked@example.com')).toEqual(['implied-inquiry', 'express']);
    expect(bases('unticked@example.com')).toEqual(['implied-inquiry']);
    expect((await staff.get(`/api/leads/trade-in/${ticked.body.id}`)).body.marketingConsent.state).toBe('express');
    expect((await staff.get(`/api/leads/trade-in/${unticked.body.id}`)).body.marketingConsent.state).toBe('implied');
  });

  it('takes photos over 1 MB (up to 5 MB each), unlike JSON posts', async () => {
    const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1_000_000);
    const res = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, ...tradeVehicle }, [fileOf(new Uint8Array(big), 'big.png')]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('e-mails the dealer about the new lead through SMTP', async () => {
    const res = await visitor().post('/api/leads/trade-in', tradeInForm({ ...contact, ...tradeVehicle, model: 'M4' }));
    expect(res.status).toBe(201);
    const message = await mail.waitFor((m) => m.subject.includes('2018 BMW M4'));
    expect(message.envelopeTo).toEqual(['info@ateliermotorgallery.ca']);
    // The type once: "New trade-in appraisal: Trade-in appraisal: …" said it twice.
    expect(message.subject).toBe('New trade-in appraisal: 2018 BMW M4 Competition');
    expect(message.text).toContain('Jane van der Berg <jane.leads@example.com>');
    expect(message.text).toContain(`/employee/inquiries?open=${res.body.id}`);
  });

  it.each([
    ['year', { year: 1850 }, /Year must be between/],
    ['make', { make: '' }, /Make is required/],
    ['mileage', { mileage: -5 }, /Kilometres cannot be negative/],
    ['vin', { vin: '1M8GDM9AXKP042789' }, /VIN is not valid/],
    ['condition', { condition: 'mint' }, /choose the condition/],
    ['accidentHistory', { accidentHistory: undefined }, /accident history/],
    ['lien', { lien: 'maybe' }, /loan or lease/],
    ['email', { email: 'not-an-email' }, /valid email/],
    ['name', { name: 'J' }, /at least 2/],
  ])('bad %s: 400 naming the field, nothing stored', async (field, change, message) => {
    const before = leadTables();
    const jpeg = await imageBytes('jpeg');
    const res = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, ...tradeVehicle, ...change }, [fileOf(new Uint8Array(jpeg), 'a.jpg')]),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
    expect(leadTables()).toEqual(before);
  });

  it('refuses a seventh photo, a file that is not an image and an empty file, storing nothing', async () => {
    const before = leadTables();
    const png = await imageBytes('png');
    const seven = Array.from({ length: 7 }, (_, i) => fileOf(new Uint8Array(png), `p${i}.png`));
    const tooMany = await visitor().post('/api/leads/trade-in', tradeInForm({ ...contact, ...tradeVehicle }, seven));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.photos).toBe('Please add at most 6 photos.');
    const notImage = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, ...tradeVehicle }, [
        fileOf(new Uint8Array(png), 'ok.png'),
        fileOf(new TextEncoder().encode('<svg/>') as Uint8Array<ArrayBuffer>, 'x.svg'),
      ]),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors.photos).toMatch(/x\.svg: please add JPEG, PNG or WebP photos/);
    const fakeJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const broken = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, ...tradeVehicle }, [fileOf(new Uint8Array(png), 'ok.png'), fileOf(fakeJpeg, 'broken.jpg')]),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.errors.photos).toMatch(/^broken\.jpg:/);
    expect(leadTables()).toEqual(before);
  });

  it('answers 415 to JSON and 400 to a form without its fields', async () => {
    expect((await visitor().post('/api/leads/trade-in', { ...contact, ...tradeVehicle })).status).toBe(415);
    const form = new FormData();
    form.set('lead', '{not json');
    expect((await visitor().post('/api/leads/trade-in', form)).status).toBe(400);
  });
});

describe('offers (POST /api/leads/offer and staff decisions)', () => {
  async function makeOffer(amount: number, extra: Record<string, unknown> = {}) {
    const res = await visitor().post('/api/leads/offer', { ...contact, vehicleId: vehicle.id, amount, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  }

  it('shows staff the offer with the asking price, its trade-in and the other offers on the vehicle', async () => {
    const first = await makeOffer(250_000);
    const second = await makeOffer(265_000, { name: 'Sam Other', email: 'sam@example.com', tradeIn: { ...tradeVehicle, vin: null } });
    const res = await staff.get(`/api/leads/offer/${second}`);
    expect(res.status).toBe(200);
    // The all-in price: the vehicle's $289,900 plus the default $600 of fees.
    expect(res.body.offer).toMatchObject({ amount: 265000, askingPrice: 290500, status: 'pending' });
    expect(res.body.vehicle).toMatchObject({ id: vehicle.id, price: 289900, askingPrice: 290500 });
    expect(res.body.tradeIn).toMatchObject({ make: 'BMW', model: 'M3' });
    expect(res.body.offer.events).toMatchObject([{ kind: 'offer', amount: 265000 }]);
    expect(res.body.offer.otherOffers.map((o: { inquiryId: number }) => o.inquiryId)).toContain(first);
  });

  it('accept, counter and decline each e-mail the customer and join the history; a final answer cannot be changed', async () => {
    const countered = await makeOffer(240_000, { email: 'counter@example.com' });
    const counter = await staff.post(`/api/leads/offer/${countered}/decision`, {
      decision: 'countered',
      counterAmount: 275_000,
      message: 'It has just been serviced.',
    });
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    const counterMail = await mail.waitFor((m) => m.envelopeTo.includes('counter@example.com') && /counter-offer/.test(m.subject));
    expect(counterMail.subject).toBe('A counter-offer on the 2023 Ferrari Roma');
    expect(counterMail.text).toContain('we can offer the vehicle to you at $275,000');
    expect(counterMail.text).toContain('It has just been serviced.');

    const accept = await staff.post(`/api/leads/offer/${countered}/decision`, { decision: 'accepted' });
    expect(accept.status).toBe(201);
    expect(accept.body.lead.offer).toMatchObject({ status: 'accepted', counterAmount: 275000 });
    expect(accept.body.lead.offer.events.map((e: { kind: string }) => e.kind)).toEqual(['offer', 'countered', 'accepted']);
    // The lead comes back as GET /api/leads/offer/{id} answers it, today's asking price included: the screen swaps its copy for it.
    expect(accept.body.lead).toEqual((await staff.get(`/api/leads/offer/${countered}`)).body);
    expect(accept.body.lead.vehicle).toMatchObject({ price: 289900, askingPrice: 290500 });
    const acceptMail = await mail.waitFor((m) => m.envelopeTo.includes('counter@example.com') && /accepted/.test(m.subject));
    expect(acceptMail.text).toContain('We are pleased to accept it');

    const again = await staff.post(`/api/leads/offer/${countered}/decision`, { decision: 'declined' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This offer is already accepted.');

    const declined = await makeOffer(150_000, { email: 'decline@example.com' });
    expect((await staff.post(`/api/leads/offer/${declined}/decision`, { decision: 'declined' })).status).toBe(201);
    const declineMail = await mail.waitFor((m) => m.envelopeTo.includes('decline@example.com') && /Your offer/.test(m.subject));
    expect(declineMail.text).toContain('unable to accept it');
    expect(server.sqlite().prepare('select status from inquiries where id = ?').get(declined)).toEqual({ status: 'closed' });
  });

  it('a counter without an amount names counterAmount; anonymous and customer accounts are refused', async () => {
    const id = await makeOffer(200_000);
    const res = await staff.post(`/api/leads/offer/${id}/decision`, { decision: 'countered' });
    expect(res.status).toBe(400);
    expect(res.body.errors.counterAmount).toBe('Enter the counter-offer amount.');
    expect((await visitor().post(`/api/leads/offer/${id}/decision`, { decision: 'accepted' })).status).toBe(401);
    const customer = await new ApiClient(server.url).loginAs('customer');
    if (customer.cookie) expect((await customer.post(`/api/leads/offer/${id}/decision`, { decision: 'accepted' })).status).toBe(403);
    expect(server.sqlite().prepare('select status from offers where inquiry_id = ?').get(id)).toEqual({ status: 'pending' });
  });

  it.each([
    ['amount', { amount: 0 }, /at least \$1/],
    ['amount', { amount: 12.5 }, /whole number of dollars/],
    // Far below the price (issue 25: $1,000 on a $330,500 car went in without a word): half of the all-in $290,500.
    ['amount', { amount: 1_000 }, /^Offers on this vehicle start at \$145,250 \(half of the \$290,500 asked\)\.$/],
    ['vehicleId', { vehicleId: 999_999 }, /no longer in our inventory/],
    ['tradeIn.mileage', { tradeIn: { ...tradeVehicle, mileage: 'lots' } }, /Kilometres must be a whole number/],
    ['email', { email: '' }, /valid email/],
  ])('bad %s: 400 naming the field, nothing stored', async (field, change, message) => {
    const before = leadTables();
    const res = await visitor().post('/api/leads/offer', { ...contact, vehicleId: vehicle.id, amount: 250_000, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
    expect(leadTables()).toEqual(before);
  });

  it('a sold vehicle takes no offers (409)', async () => {
    const sold = await staff.post('/api/vehicles', vehicleBody());
    // A sale needs a garage register entry through the API; the state is what matters here.
    const handle = writableDb(server);
    handle.prepare("update vehicles set status = 'sold' where id = ?").run(sold.body.id);
    handle.close();
    const before = leadTables();
    const res = await visitor().post('/api/leads/offer', { ...contact, vehicleId: sold.body.id, amount: 100_000 });
    expect(res.status).toBe(409);
    expect(leadTables()).toEqual(before);
  });
});

describe('financing pre-qualification (POST /api/leads/financing)', () => {
  it('stores the answers for staff only; the dealer e-mail and the activity log carry none of them', async () => {
    const res = await visitor().post('/api/leads/financing', {
      ...financing,
      email: 'fin@example.com',
      sin: '046 454 286',
      dateOfBirth: '1980-01-01',
    });
    expect(res.status).toBe(201);
    const id = res.body.id as number;
    expect(JSON.stringify(res.body)).not.toMatch(/250k|4200|self-employed/);
    const lead = await staff.get(`/api/leads/financing/${id}`);
    expect(lead.body.financing).toMatchObject({
      employmentStatus: 'self-employed',
      incomeBand: '250k-500k',
      housingCost: 4200,
      termMonths: 60,
      downPayment: 50000,
      contactConsent: true,
    });
    expect((await visitor().get(`/api/leads/financing/${id}`)).status).toBe(401);
    const notice = await mail.waitFor((m) => m.subject === `New financing pre-qualification (lead #${id})`);
    expect(notice.text).not.toMatch(/self-employed|250|4200|50,?000|fin@example\.com/i);
    const stored = JSON.stringify(server.sqlite().prepare('select * from financing_requests where inquiry_id = ?').get(id));
    expect(stored).not.toMatch(/046 454 286|1980-01-01/);
    const activity = JSON.stringify(tableRows(server, 'activity_log'));
    expect(activity).not.toMatch(/self-employed|250k-500k/);
  });

  it.each([
    ['employmentStatus', { employmentStatus: 'astronaut' }, /employment status/],
    ['incomeBand', { incomeBand: undefined }, /yearly income/],
    ['housingCost', { housingCost: -1 }, /cannot be negative/],
    ['termMonths', { termMonths: 13 }, /choose a term/],
    ['downPayment', { downPayment: 'a lot' }, /whole number of dollars/],
    ['contactConsent', { contactConsent: false }, /agree to be contacted/],
    ['phone', { phone: 'call me' }, /valid phone/],
  ])('bad %s: 400 naming the field, nothing stored', async (field, change, message) => {
    const before = leadTables();
    const res = await visitor().post('/api/leads/financing', { ...financing, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
    expect(leadTables()).toEqual(before);
  });
});

describe('ADF/XML (GET /api/leads/{type}/{id}/adf and CRM delivery)', () => {
  it('staff download a trade-in as ADF with the trade vehicle; anonymous visitors get 401', async () => {
    const res = await visitor().post('/api/leads/trade-in', tradeInForm({ ...contact, ...tradeVehicle, vehicleId: vehicle.id }));
    const id = res.body.id;
    const adf = await fetch(`${server.url}/api/leads/trade-in/${id}/adf`, { headers: { cookie: staff.cookie } });
    expect(adf.status).toBe(200);
    expect(adf.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(adf.headers.get('content-disposition')).toBe(`attachment; filename="lead-trade-in-${id}.adf.xml"`);
    const root = create(await adf.text()).root().node as unknown as Element;
    expect(root.tagName).toBe('adf');
    const vehicles = Array.from(root.getElementsByTagName('vehicle'));
    expect(vehicles.map((v) => v.getAttribute('interest'))).toEqual(['buy', 'trade-in']);
    expect(vehicles[0].getElementsByTagName('vin')[0].textContent).toBe(vehicle.vin);
    expect(vehicles[0].getElementsByTagName('stock')[0].textContent).toBe(vehicle.vin.slice(-6));
    expect(vehicles[0].getElementsByTagName('price')[0].textContent).toBe('290500');
    expect(vehicles[1].getElementsByTagName('model')[0].textContent).toBe('M3');
    expect((await fetch(`${server.url}/api/leads/trade-in/${id}/adf`)).status).toBe(401);
    expect((await staff.get(`/api/leads/offer/${id}/adf`)).status).toBe(404);
    expect((await staff.get(`/api/leads/bogus/${id}/adf`)).status).toBe(404);
  });

  it('when the admin turns CRM delivery on, each new lead is e-mailed to the CRM as ADF/XML', async () => {
    expect((await admin.get('/api/settings/leads')).body).toEqual({ crmEnabled: false, crmEmail: null, financingRetentionMonths: 24 });
    const bad = await admin.put('/api/settings/leads', { crmEnabled: true, crmEmail: '', financingRetentionMonths: 24 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.crmEmail).toBe('Enter the CRM address to send leads to.');
    expect(
      (await staff.put('/api/settings/leads', { crmEnabled: true, crmEmail: 'crm@example.com', financingRetentionMonths: 24 })).status,
    ).toBe(403);
    expect(
      (await admin.put('/api/settings/leads', { crmEnabled: true, crmEmail: 'crm@example.com', financingRetentionMonths: 24 })).status,
    ).toBe(200);
    try {
      const res = await visitor().post('/api/leads/offer', {
        ...contact,
        email: 'adf@example.com',
        vehicleId: vehicle.id,
        amount: 270_000,
      });
      const message = await mail.waitFor((m) => m.envelopeTo.includes('crm@example.com') && m.subject === `ADF lead ${res.body.id}: Offer`);
      const root = create(message.text.trim()).root().node as unknown as Element;
      expect(root.tagName).toBe('adf');
      // One price per vehicle (the DTD): the asking price; the offer in words beside it.
      const prices = Array.from(root.getElementsByTagName('price')).map((p) => [p.getAttribute('type'), p.textContent]);
      expect(prices).toEqual([['asking', '290500']]);
      expect(root.getElementsByTagName('pricecomments')[0].textContent).toContain('270000 CAD');
      expect(adfDtdErrors(message.text.trim())).toEqual([]);
      expect(root.getElementsByTagName('email')[0].textContent).toBe('adf@example.com');
    } finally {
      await admin.put('/api/settings/leads', { crmEnabled: false, crmEmail: null, financingRetentionMonths: 24 });
    }
  });
});

describe('ADF/XML valid against the ADF 1.0 DTD', () => {
  /** One lead of each type, as visitors send them; the appointment on the first free slot. */
  async function leadOfEachType(): Promise<Record<string, number>> {
    const email = (type: string) => `dtd.${type}@example.com`;
    const ids: Record<string, number> = {};
    const post = async (type: string, path: string, body: unknown) => {
      const res = await visitor().post(path, body);
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
      ids[type] = res.body.id;
    };
    await post('inquiry', '/api/inquiries', {
      ...contact,
      email: email('inquiry'),
      subject: 'Roma',
      message: 'Is it still available?',
      vehicleId: vehicle.id,
    });
    await post('offer', '/api/leads/offer', {
      ...contact,
      email: email('offer'),
      vehicleId: vehicle.id,
      amount: 270_000,
      tradeIn: tradeVehicle,
    });
    await post('trade-in', '/api/leads/trade-in', tradeInForm({ ...contact, email: email('trade'), ...tradeVehicle }));
    await post('financing', '/api/leads/financing', { ...financing, email: email('financing'), vehicleId: vehicle.id });
    await post('delivery', '/api/leads/delivery', {
      ...contact,
      email: email('delivery'),
      vehicleId: vehicle.id,
      country: 'US',
      region: 'NY',
      postalCode: '10001',
      transport: 'open',
      wantedBy: '2099-01-31',
    });
    await post('hold', '/api/leads/hold', { ...contact, email: email('hold'), vehicleId: vehicle.id, termsAccepted: true });
    const today = new Date().toISOString().slice(0, 10);
    const days = (await visitor().get(`/api/appointments/days?from=${today}&count=21`)).body.days as { date: string; free: number }[];
    const day = days.slice(2).find((d) => d.free > 0)!;
    const [slot] = (await visitor().get(`/api/appointments/slots?date=${day.date}&vehicleId=${vehicle.id}`)).body.slots as {
      start: string;
    }[];
    await post('appointment', '/api/appointments', {
      ...contact,
      email: email('appointment'),
      kind: 'test-drive',
      start: slot.start,
      vehicleId: vehicle.id,
    });
    // The booking answers with the appointment's id; its lead is the inquiry it belongs to.
    const row = server.sqlite().prepare('select inquiry_id as inquiryId from appointments where id = ?').get(ids.appointment) as {
      inquiryId: number;
    };
    ids.appointment = row.inquiryId;
    return ids;
  }

  it('every lead type downloads as ADF that validates against the DTD, with the vendor url from SITE_URL', async () => {
    const ids = await leadOfEachType();
    const docs: Record<string, string> = {};
    for (const [type, id] of Object.entries(ids)) {
      const res = await fetch(`${server.url}/api/leads/${type}/${id}/adf`, { headers: { cookie: staff.cookie } });
      expect(res.status, `${type} ${id}`).toBe(200);
      docs[type] = await res.text();
      expect(adfDtdErrors(docs[type]), type).toEqual([]);
      const vendor = (create(docs[type]).root().node as unknown as Element).getElementsByTagName('vendor')[0];
      expect(vendor.getElementsByTagName('url')[0].textContent, type).toBe(SITE);
    }
    // The appointment's date and time: the customer's timeframe.
    const root = create(docs.appointment).root().node as unknown as Element;
    const timeframe = root.getElementsByTagName('timeframe')[0];
    expect(timeframe.getElementsByTagName('earliestdate')[0].textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[45]:00$/);
    expect(timeframe.getElementsByTagName('description')[0].textContent).toMatch(/^Test drive \(requested\), /);
    // A delivery quote's wanted-by date: the latest date of the customer's timeframe.
    const delivery = create(docs.delivery).root().node as unknown as Element;
    expect(delivery.getElementsByTagName('latestdate')[0].textContent).toBe('2099-01-31');
  });
});

describe('e-mails a dealer can answer', () => {
  const lead = async (type: 'inquiry' | 'offer' | 'trade-in' | 'financing', email: string) => {
    const body = { ...contact, email };
    if (type === 'inquiry')
      return visitor().post('/api/inquiries', { ...body, subject: 'A question', message: 'Could I see it on Saturday?' });
    if (type === 'offer') return visitor().post('/api/leads/offer', { ...body, vehicleId: vehicle.id, amount: 280_000 });
    if (type === 'trade-in') return visitor().post('/api/leads/trade-in', tradeInForm({ ...body, ...tradeVehicle }));
    return visitor().post('/api/leads/financing', { ...financing, email, vehicleId: vehicle.id });
  };

  it.each([
    ['inquiry', /^New inquiry: /],
    ['offer', /^New offer: /],
    ['trade-in', /^New trade-in appraisal: /],
  ] as const)("the dealer's notice of a new %s has Reply-To the customer and Auto-Submitted", async (type, subject) => {
    const email = `reply.to.${type}@example.com`;
    const res = await lead(type, email);
    expect(res.status).toBe(201);
    const notice = await mail.waitFor(
      (m) => m.envelopeTo.includes('info@ateliermotorgallery.ca') && subject.test(m.subject) && m.text.includes(email),
    );
    const replyTo = notice.headers.get('reply-to') as { value: { address: string; name: string }[] };
    expect(replyTo.value).toEqual([{ address: email, name: 'Jane van der Berg' }]);
    expect(notice.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it.each([
    ['inquiry', 'We received your inquiry', /will answer you personally/],
    ['offer', 'We received your offer on the 2023 Ferrari Roma', /reviews every offer personally/],
    ['trade-in', 'We received your trade-in appraisal request', /preliminary value or to arrange an inspection/],
    ['financing', 'We received your financing pre-qualification request', /no credit check/],
  ] as const)('the customer is told a %s arrived and what happens next', async (type, subject, next) => {
    const email = `acknowledged.${type}@example.com`;
    expect((await lead(type, email)).status).toBe(201);
    const ack = await mail.waitFor((m) => m.envelopeTo.includes(email));
    expect(ack.subject).toBe(subject);
    expect(ack.text).toContain('What happens next:');
    expect(ack.text).toMatch(next);
    expect(ack.headers.get('auto-submitted')).toBe('auto-generated');
    // CASL: the sender identified, and an unsubscribe link.
    expect(ack.text).toMatch(
      /Atelier Motor Gallery Inc\.[\s\S]*unsubscribe here \(one click\): https:\/\/cars\.example\.ca\/unsubscribe\?token=/,
    );
    // Nothing the visitor typed or answered comes back (a form filled in with someone else's address).
    expect(ack.text).not.toMatch(/Could I see it on Saturday|self-employed|250k|4200/);
  });

  it('the financing notice names no customer, so carries no Reply-To (its answers stay in the portal)', async () => {
    const res = await lead('financing', 'private.financing@example.com');
    const notice = await mail.waitFor((m) => m.subject === `New financing pre-qualification (lead #${res.body.id})`);
    expect(notice.headers.get('reply-to')).toBeUndefined();
    expect(notice.text).not.toContain('private.financing@example.com');
    expect(notice.headers.get('auto-submitted')).toBe('auto-generated');
  });
});

describe('plain inquiries (POST /api/inquiries)', () => {
  it('e-mail the dealer about the new lead through SMTP, like every other lead type', async () => {
    const res = await visitor().post('/api/inquiries', {
      ...contact,
      email: 'plain.lead@example.com',
      subject: 'Roma Spider availability',
      message: 'Is the Roma Spider still available for a viewing next week?',
    });
    expect(res.status).toBe(201);
    const message = await mail.waitFor((m) => m.subject === 'New inquiry: Roma Spider availability');
    expect(message.envelopeTo).toEqual(['info@ateliermotorgallery.ca']);
    expect(message.text).toContain('Jane van der Berg <plain.lead@example.com>');
    expect(message.text).toContain(`/employee/inquiries?open=${res.body.id}`);
    await expect.poll(() => countOf(server, 'outbox_messages', 'inquiry_id = ? and delivery = ?', res.body.id, 'smtp')).toBe(1);
  });
});

describe('PIPEDA export and erasure (POST /api/customers/export, /erase)', () => {
  it('exports everything held about a customer, then (the admin only, confirmed) erases it all but the garage register, logged', async () => {
    const email = 'pipeda@example.com';
    const jpeg = await imageBytes('jpeg');
    const trade = await visitor().post(
      '/api/leads/trade-in',
      tradeInForm({ ...contact, email, ...tradeVehicle }, [fileOf(new Uint8Array(jpeg), 'side.jpg')]),
    );
    const fin = await visitor().post('/api/leads/financing', { ...financing, email: 'PIPEDA@example.com' });
    const plain = await visitor().post('/api/inquiries', { ...contact, email, subject: 'Hello', message: 'Is the Roma still available?' });
    // Every notice sent and recorded before the erasure, so none lands after it.
    for (const id of [trade.body.id, fin.body.id, plain.body.id])
      await expect.poll(() => countOf(server, 'outbox_messages', 'inquiry_id = ?', id)).toBeGreaterThan(0);
    const photoDir = path.join(server.dataDir, 'private/trade-in-photos');
    const photo = (await staff.get(`/api/leads/trade-in/${trade.body.id}`)).body.tradeIn.photos[0].fileName;

    expect((await visitor().post('/api/customers/export', { email })).status).toBe(401);
    const exported = await fetch(`${server.url}/api/customers/export`, {
      method: 'POST',
      headers: { cookie: staff.cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="customer-data-pipeda-example-com.json"');
    const data = await exported.json();
    expect(data.leads.map((l: { type: string }) => l.type).sort()).toEqual(['financing', 'inquiry', 'trade-in']);
    expect(data.leads.find((l: { type: string }) => l.type === 'trade-in').tradeIn.photos[0].dataUrl).toMatch(
      /^data:image\/webp;base64,UklGR/,
    );
    expect(data.leads.find((l: { type: string }) => l.type === 'financing').financing.incomeBand).toBe('250k-500k');

    // Erasing is the admin's: an employee is refused, and nothing goes.
    const byEmployee = await staff.post('/api/customers/erase', { email, confirmEmail: email });
    expect(byEmployee.status).toBe(403);
    expect(countOf(server, 'inquiries', 'lower(email) = ?', email)).toBe(3);
    expect(countOf(server, 'activity_log', "action = 'customer.erased'")).toBe(0);

    const mismatch = await admin.post('/api/customers/erase', { email, confirmEmail: 'other@example.com' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors.confirmEmail).toBe('The two addresses do not match.');
    expect(countOf(server, 'inquiries', 'lower(email) = ?', email)).toBe(3);

    const erased = await admin.post('/api/customers/erase', { email, confirmEmail: email });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ leads: 3, photos: 1 });
    expect(countOf(server, 'inquiries', 'lower(email) = ?', email)).toBe(0);
    expect(countOf(server, 'trade_in_photos', 'file_name = ?', photo)).toBe(0);
    expect(countOf(server, 'financing_requests', 'inquiry_id = ?', fin.body.id)).toBe(0);
    expect(countOf(server, 'outbox_messages', "body like '%pipeda@example.com%' or inquiry_id in (?, ?)", trade.body.id, fin.body.id)).toBe(
      0,
    );
    expect(fs.existsSync(path.join(photoDir, `${photo}.webp`))).toBe(false);
    const log = server
      .sqlite()
      .prepare("select summary from activity_log where action in ('customer.exported', 'customer.erased') order by id")
      .all() as { summary: string }[];
    expect(log).toHaveLength(2);
    expect(log[1].summary).toMatch(/3 leads.*garage register kept/);
    expect(JSON.stringify(log)).not.toContain(email);
    expect((await admin.post('/api/customers/erase', { email, confirmEmail: email })).status).toBe(404);
  });
});

describe('financing retention', () => {
  it('the closed-at time follows the status (set on closing, cleared on reopening)', async () => {
    const res = await visitor().post('/api/leads/financing', { ...financing, email: 'retain@example.com' });
    const id = res.body.id;
    const closedAt = () =>
      (server.sqlite().prepare('select closed_at from inquiries where id = ?').get(id) as { closed_at: number | null }).closed_at;
    expect(closedAt()).toBeNull();
    await staff.put(`/api/inquiries/${id}/status`, { status: 'closed' });
    expect(closedAt()).toBeGreaterThan(Date.now() - 60_000);
    await staff.put(`/api/inquiries/${id}/status`, { status: 'in-progress' });
    expect(closedAt()).toBeNull();
    const handle = writableDb(server);
    try {
      handle.prepare("update inquiries set status = 'resolved' where id = ?").run(id);
      expect(closedAt()).not.toBeNull();
    } finally {
      handle.close();
    }
  });
});
