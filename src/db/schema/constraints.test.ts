import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { countRows } from '#src/db/queries/count';
import { garageRegister, inquiries, savedVehicles, users, vehicles, blogPosts } from './index';

let database: Db;
const vehicle = (vin: string) => ({
  make: 'Porsche',
  model: '911 GT3',
  year: 2022,
  price: 249900,
  mileage: 8200,
  fuelType: 'Gasoline' as const,
  transmission: 'DCT' as const,
  color: 'Guards Red',
  description: 'Track-ready.',
  category: 'sports-cars' as const,
  vin,
});

beforeEach(() => {
  database = openDatabase(':memory:');
  applyMigrations(database, 'src/db/migrations');
});

describe('schema constraints', () => {
  it('applies the spec defaults to a new vehicle', () => {
    const row = database.insert(vehicles).values(vehicle('WP0AC2A99NS270001')).returning().get();
    expect(row).toMatchObject({ condition: 'Excellent', status: 'available', isFeatured: false, features: [], images: [] });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a duplicate VIN', () => {
    database.insert(vehicles).values(vehicle('WP0AC2A99NS270001')).run();
    expect(() => database.insert(vehicles).values(vehicle('WP0AC2A99NS270001')).run()).toThrow(/UNIQUE/);
  });

  it('refuses a duplicate username and a duplicate blog slug', () => {
    database.insert(users).values({ username: 'anna', passwordHash: 'x' }).run();
    expect(() => database.insert(users).values({ username: 'anna', passwordHash: 'y' }).run()).toThrow(/UNIQUE/);
    const post = { title: 'T', slug: 'same', excerpt: 'e', content: 'c', category: 'Guides' };
    database.insert(blogPosts).values(post).run();
    expect(() => database.insert(blogPosts).values(post).run()).toThrow(/UNIQUE/);
  });

  it('defaults a user to the customer role', () => {
    const user = database.insert(users).values({ username: 'c', passwordHash: 'x' }).returning().get();
    expect(user.role).toBe('customer');
  });

  it('deletes saved vehicles with their vehicle or their user, and refuses a duplicate save', () => {
    const u = database.insert(users).values({ username: 'u', passwordHash: 'x' }).returning().get();
    const v1 = database.insert(vehicles).values(vehicle('WP0AC2A99NS270001')).returning().get();
    const v2 = database.insert(vehicles).values(vehicle('WP0AC2A99NS270002')).returning().get();
    database
      .insert(savedVehicles)
      .values([
        { userId: u.id, vehicleId: v1.id },
        { userId: u.id, vehicleId: v2.id },
      ])
      .run();
    expect(() => database.insert(savedVehicles).values({ userId: u.id, vehicleId: v1.id }).run()).toThrow(/UNIQUE/);
    database.delete(vehicles).where(eq(vehicles.id, v1.id)).run();
    expect(countRows(database, savedVehicles)).toBe(1);
    database.delete(users).where(eq(users.id, u.id)).run();
    expect(countRows(database, savedVehicles)).toBe(0);
  });

  it("sets an inquiry's vehicle to null when the vehicle is deleted, keeping the inquiry", () => {
    const v = database.insert(vehicles).values(vehicle('WP0AC2A99NS270001')).returning().get();
    const q = database
      .insert(inquiries)
      .values({ name: 'Ann', email: 'a@example.com', subject: 'Hi', message: 'Hello there!', vehicleId: v.id })
      .returning()
      .get();
    expect(q.status).toBe('new');
    database.delete(vehicles).where(eq(vehicles.id, v.id)).run();
    expect(database.select().from(inquiries).where(eq(inquiries.id, q.id)).get()?.vehicleId).toBeNull();
  });

  it('refuses to delete a vehicle that has a garage register entry', () => {
    const v = database.insert(vehicles).values(vehicle('WP0AC2A99NS270001')).returning().get();
    database
      .insert(garageRegister)
      .values({
        vehicleId: v.id,
        make: 'Porsche',
        modelStyle: '911 GT3',
        colour: 'Red',
        dateIntoStock: '2025/01/02',
        vinSerialNo: v.vin,
        purchasedFromName: 'Dealer',
        purchasedFromAddress: 'Vaughan',
        purposeType: 'Resale',
        dateOutOfStock: '2025/03/04',
        soldToName: 'Buyer',
        soldToAddress: 'Toronto',
        plateNo: 'ABC123',
        odometerReading: 8300,
      })
      .run();
    expect(() => database.delete(vehicles).where(eq(vehicles.id, v.id)).run()).toThrow(/FOREIGN KEY/);
    expect(countRows(database, vehicles)).toBe(1);
  });

  it('refuses an inquiry pointing at a vehicle that does not exist', () => {
    expect(() =>
      database.insert(inquiries).values({ name: 'A', email: 'a@example.com', subject: 'S', message: 'Message body', vehicleId: 999 }).run(),
    ).toThrow(/FOREIGN KEY/);
  });
});
