import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { vehicles } from './index';
import { MIGRATIONS, migrationsBefore } from './migrations-before';
let database: Db;
const vehicle = (vin: string, images: string[]) => ({
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
  images,
});
/** vehicle_media as `url → vehicle ids`, sorted, for comparing with the vehicles' own lists. */
const links = (db: Db) =>
  db.$client.prepare('select url, vehicle_id as id from vehicle_media order by url, vehicle_id').all() as { url: string; id: number }[];

describe('vehicle_media (which vehicles show which image)', () => {
  beforeEach(() => {
    database = openDatabase(':memory:');
    applyMigrations(database, MIGRATIONS);
  });

  it('follows a vehicle added, its photos changed and the vehicle deleted', () => {
    const a = database
      .insert(vehicles)
      .values(vehicle('WP0AC2A99NS270001', ['/media/a.webp', '/media/b.webp', '/media/a.webp']))
      .returning()
      .get();
    const b = database
      .insert(vehicles)
      .values(vehicle('WP0AC2A99NS270002', ['/media/b.webp']))
      .returning()
      .get();
    expect(links(database)).toEqual([
      { url: '/media/a.webp', id: a.id },
      { url: '/media/b.webp', id: a.id },
      { url: '/media/b.webp', id: b.id },
    ]);

    database
      .update(vehicles)
      .set({ images: ['/media/c.webp'] })
      .where(eq(vehicles.id, a.id))
      .run();
    expect(links(database)).toEqual([
      { url: '/media/b.webp', id: b.id },
      { url: '/media/c.webp', id: a.id },
    ]);

    // A write that leaves the photos alone leaves the rows alone.
    database.update(vehicles).set({ price: 1 }).where(eq(vehicles.id, a.id)).run();
    expect(links(database)).toHaveLength(2);

    database.delete(vehicles).where(eq(vehicles.id, b.id)).run();
    expect(links(database)).toEqual([{ url: '/media/c.webp', id: a.id }]);
  });

  it('takes a list that is not valid JSON as no photos instead of failing the write', () => {
    database.$client
      .prepare(
        `insert into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, images, vin)
         values ('A', 'B', 2020, 1, 1, 'Gasoline', 'Automatic', 'Black', 'x', 'sports-cars', 'not json', 'VIN1')`,
      )
      .run();
    expect(links(database)).toEqual([]);
  });
});

describe('migration 0008_vehicle_media', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fills vehicle_media from the vehicles a database already holds', () => {
    dir = migrationsBefore('0008_vehicle_media');
    database = openDatabase(':memory:');
    applyMigrations(database, dir);
    // Rows as the schema of the time had them (raw SQL: today's schema has columns added since).
    const insertOld = (vin: string, images: string[]) =>
      database.$client
        .prepare(
          `insert into vehicles (make, model, year, price, mileage, fuel_type, transmission, color, description, category, images, vin)
           values ('Porsche', '911 GT3', 2022, 249900, 8200, 'Gasoline', 'DCT', 'Guards Red', 'Track-ready.', 'sports-cars', ?, ?) returning id`,
        )
        .get(JSON.stringify(images), vin) as { id: number };
    const a = insertOld('WP0AC2A99NS270001', ['/media/a.webp', '/media/b.webp']);
    const b = insertOld('WP0AC2A99NS270002', ['/media/a.webp']);

    applyMigrations(database, MIGRATIONS);
    expect(links(database)).toEqual([
      { url: '/media/a.webp', id: a.id },
      { url: '/media/a.webp', id: b.id },
      { url: '/media/b.webp', id: a.id },
    ]);
  });
});
