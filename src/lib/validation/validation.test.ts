import { describe, expect, it } from 'vitest';
import { inquiryInputSchema, inquiryReplySchema } from './inquiry';
import { garageRegisterSchema } from './garage-register';
import { vehicleInputSchema } from './vehicle';
import { adminLoginSchema, loginSchema } from './auth';
import { fieldErrors } from './field-errors';

type Parsed = { success: true } | { success: false; error: { issues: Parameters<typeof fieldErrors>[0] } };

function errorsOf(schema: { safeParse(v: unknown): Parsed }, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error.issues);
}

const goodInquiry = { name: 'Jane Doe', email: 'jane@example.com', subject: 'Viewing', message: 'I would like to book a viewing.' };

describe('inquiry form messages (spec section 5)', () => {
  it.each([
    ['name', { name: 'J' }, 'Name must be at least 2 characters.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['subject', { subject: ' x ' }, 'Subject must be at least 2 characters.'],
    ['message', { message: 'too short' }, 'Message must be at least 10 characters.'],
  ])('names the %s field', (field, patch, message) => {
    expect(errorsOf(inquiryInputSchema, { ...goodInquiry, ...patch })[field]).toBe(message);
  });

  it('accepts a valid inquiry with optional phone and vehicle', () => {
    expect(inquiryInputSchema.safeParse({ ...goodInquiry, phone: '905-555-0100', vehicleId: 3 }).success).toBe(true);
  });

  it('refuses a blank reply', () => {
    expect(errorsOf(inquiryReplySchema, { message: '   ' }).message).toBe('Your response is required.');
  });
});

const goodRegister = {
  make: 'Ferrari',
  modelStyle: '488 GTB',
  colour: 'Rosso Corsa',
  dateIntoStock: '2025/01/15',
  vinSerialNo: 'ZFF79ALA4J0230001',
  purchasedFromName: 'Atelier',
  purchasedFromAddress: 'Vaughan',
  purposeType: 'Resale',
  dateOutOfStock: '2025/03/01',
  soldToName: 'A Buyer',
  soldToAddress: '1 King St W, Toronto',
  plateNo: 'cktz482',
  odometerReading: 12000,
};

describe('garage register messages (spec section 5)', () => {
  it.each([
    ['purposeType', { purposeType: 'Gift' }, 'Purpose type must be one of: Resale, Wrecking, or Consignment'],
    ['dateOutOfStock', { dateOutOfStock: '2025-03-01' }, 'Date must be in format yyyy/mm/dd'],
    ['dateIntoStock', { dateIntoStock: '2025/02/30' }, 'Date must be in format yyyy/mm/dd'],
    ['soldToName', { soldToName: '' }, 'Buyer name is required'],
    ['soldToAddress', { soldToAddress: '  ' }, 'Buyer address is required'],
    ['plateNo', { plateNo: 'AB-123' }, 'Plate number must be alphanumeric'],
    ['odometerReading', { odometerReading: -1 }, 'Odometer reading must be positive'],
    ['odometerReading', { odometerReading: 10.5 }, 'Odometer reading must be positive'],
  ])('names the %s field', (field, patch, message) => {
    expect(errorsOf(garageRegisterSchema, { ...goodRegister, ...patch })[field]).toBe(message);
  });

  it('stores the plate uppercased', () => {
    expect(garageRegisterSchema.parse(goodRegister).plateNo).toBe('CKTZ482');
  });

  it('accepts an Ontario plate as printed, with its space, and an odometer typed with a comma', () => {
    const parsed = garageRegisterSchema.parse({ ...goodRegister, plateNo: 'crtx  921', odometerReading: '12,400' });
    expect(parsed).toMatchObject({ plateNo: 'CRTX 921', odometerReading: 12_400 });
  });
});

const goodVehicle = {
  make: 'Porsche',
  model: '911',
  year: 2021,
  price: 150000,
  mileage: 12000,
  fuelType: 'Gasoline',
  transmission: 'DCT',
  color: 'Chalk',
  description: 'Lovely.',
  category: 'sports-cars',
  vin: 'WP0AB2A92MS220001',
};

describe('vehicle input', () => {
  it('accepts features as comma-separated text, trimmed, empties dropped', () => {
    expect(vehicleInputSchema.parse({ ...goodVehicle, features: ' Sport Chrono, ,PCCB ,' }).features).toEqual(['Sport Chrono', 'PCCB']);
  });
  it('gives relative media paths a leading slash', () => {
    expect(vehicleInputSchema.parse({ ...goodVehicle, images: ['media/a.webp', '/media/b.webp'] }).images).toEqual([
      '/media/a.webp',
      '/media/b.webp',
    ]);
  });
  it.each(['/\\evil.example/x.png', '//evil.example/x.png', 'https://evil.example/x.png', '/images/x.png', 'media/../x.webp'])(
    'refuses the off-site or foreign image %s, naming the field',
    (image) => {
      const result = vehicleInputSchema.safeParse({ ...goodVehicle, images: ['/media/a.webp', image] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['images', 1]);
    },
  );
  it('reads price, mileage and year as staff type them, and a blank as required rather than 0', () => {
    expect(vehicleInputSchema.parse({ ...goodVehicle, price: '149,900', mileage: '12,400 km', year: '2021' })).toMatchObject({
      price: 149_900,
      mileage: 12_400,
      year: 2021,
    });
    expect(errorsOf(vehicleInputSchema, { ...goodVehicle, price: '', mileage: ' ' })).toMatchObject({
      price: 'Price is required',
      mileage: 'Mileage is required',
    });
    expect(errorsOf(vehicleInputSchema, { ...goodVehicle, price: '1,49' })).toMatchObject({ price: 'Price must be a number' });
  });
  it('maps a category label to its slug', () => {
    expect(vehicleInputSchema.parse({ ...goodVehicle, category: 'SUVs & Crossovers' }).category).toBe('suvs-crossovers');
  });
  it.each([
    ['year', { year: 1899 }],
    ['year', { year: new Date().getFullYear() + 2 }],
    ['price', { price: -1 }],
    ['mileage', { mileage: -5 }],
    ['vin', { vin: 'SHORT' }],
    ['vin', { vin: 'WP0AB2A90MS220001' }],
    ['category', { category: 'Trucks' }],
    ['make', { make: '' }],
  ])('refuses a bad %s', (field, patch) => {
    expect(errorsOf(vehicleInputSchema, { ...goodVehicle, ...patch })).toHaveProperty(field);
  });

  it('checks the VIN against the year: a wrong check digit from 1981 is named, an older chassis number is kept as written', () => {
    expect(errorsOf(vehicleInputSchema, { ...goodVehicle, vin: 'WP0AB2A90MS220001' })).toEqual({ vin: 'VIN check digit does not match' });
    expect(vehicleInputSchema.parse({ ...goodVehicle, year: 1973, vin: '9113600123' }).vin).toBe('9113600123');
  });

  it.each([[[]], [null], ['text'], [42], [{ vin: 7, year: 'x' }]])('refuses %j without throwing', (body) => {
    expect(vehicleInputSchema.safeParse(body).success).toBe(false);
  });

  it('names a bad VIN together with the other bad fields, not after them', () => {
    expect(errorsOf(vehicleInputSchema, { ...goodVehicle, make: '', vin: 'WP0AB2A90MS220001' })).toMatchObject({
      make: 'Make is required',
      vin: 'VIN check digit does not match',
    });
  });
});

describe('login', () => {
  it('requires username and password', () => {
    expect(errorsOf(loginSchema, {})).toEqual({ username: 'Username is required', password: 'Password is required' });
  });
  it('serves both gates: the admin gate signs in the admin account whatever username is sent', () => {
    expect(loginSchema.parse({ username: ' Staff ', password: 'x' })).toEqual({ gate: 'portal', username: 'Staff', password: 'x' });
    expect(loginSchema.parse({ gate: 'admin', username: 'staff', password: 'x' })).toEqual({
      gate: 'admin',
      username: 'admin',
      password: 'x',
    });
    expect(adminLoginSchema.parse({ password: 'x' })).toEqual({ gate: 'admin', username: 'admin', password: 'x' });
    expect(errorsOf(loginSchema, { gate: 'admin' })).toEqual({ password: 'Password is required' });
    expect(errorsOf(loginSchema, { gate: 'root', username: 'a', password: 'b' })).toEqual({ gate: 'Gate must be portal or admin' });
  });
});
