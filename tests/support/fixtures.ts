// Vehicle, garage register and image fixtures for API tests.
import Database from 'better-sqlite3';
import zlib from 'node:zlib';
import path from 'node:path';
import sharp from 'sharp';
import { withVinCheckDigit } from '#src/lib/vin';
import { ANSWERED_DISCLOSURES } from './disclosures';
import type { ApiClient, TestServer } from './test-server';

let serial = 0;

/** A VIN no other fixture in this process uses (valid shape and check digit). */
export function uniqueVin(): string {
  serial += 1;
  const tail = String(process.pid % 100_000).padStart(5, '0') + String(serial).padStart(3, '0');
  return withVinCheckDigit(`WP0AC2A90N${tail.slice(-7)}`);
}

/** A complete, valid vehicle body for POST/PUT /api/vehicles. */
export function vehicleBody(overrides: Record<string, unknown> = {}) {
  return {
    make: 'Porsche',
    model: '911 GT3',
    year: 2022,
    price: 249_900,
    mileage: 8_200,
    fuelType: 'Gasoline',
    transmission: 'DCT',
    color: 'Guards Red',
    description: 'Track-ready, one owner, full service history.',
    category: 'sports-cars',
    condition: 'Excellent',
    status: 'available',
    isFeatured: false,
    features: ['Carbon ceramic brakes', 'Front axle lift'],
    images: ['/media/example.webp'],
    vin: uniqueVin(),
    disclosures: ANSWERED_DISCLOSURES,
    ...overrides,
  };
}

/** A complete, valid garage register entry for the vehicle with this VIN. */
export function registerBody(vin: string, overrides: Record<string, unknown> = {}) {
  return {
    make: 'Porsche',
    modelStyle: '911 GT3 Coupe',
    colour: 'Guards Red',
    dateIntoStock: '2025/01/15',
    vinSerialNo: vin,
    purchasedFromName: 'Atelier Motor Gallery',
    purchasedFromAddress: '100 Gallery Way, Vaughan, ON',
    purposeType: 'Resale',
    dateOutOfStock: '2025/03/04',
    soldToName: 'Jordan Buyer',
    soldToAddress: '1 King St W, Toronto, ON',
    plateNo: 'abc123',
    odometerReading: 8_300,
    ...overrides,
  };
}

/** Rows of a table, for "nothing changed" assertions. */
export function tableRows(server: TestServer, table: string): unknown[] {
  return server.sqlite().prepare(`select * from ${table} order by rowid`).all();
}

export function countOf(server: TestServer, table: string, where = '1=1', ...params: unknown[]): number {
  return (
    server
      .sqlite()
      .prepare(`select count(*) as n from ${table} where ${where}`)
      .get(...params) as { n: number }
  ).n;
}

/** A writable handle on the server's database, for arranging states the API cannot make (e.g. a failing trigger). */
export function writableDb(server: TestServer): Database.Database {
  const handle = new Database(path.join(server.dataDir, 'dealership.sqlite'));
  handle.pragma('busy_timeout = 5000');
  return handle;
}

/** A small real image of the given format, made with sharp. */
export async function imageBytes(format: 'jpeg' | 'png' | 'webp', size = { width: 64, height: 48 }): Promise<Buffer> {
  const img = sharp({ create: { width: size.width, height: size.height, channels: 3, background: { r: 176, g: 141, b: 87 } } });
  return img.toFormat(format).toBuffer();
}

/**
 * A valid PNG of width x height black pixels: a few hundred KB that decode to
 * hundreds of MB (a decompression bomb), for the pixel-limit check.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A File for FormData uploads. */
export function fileOf(bytes: Uint8Array<ArrayBuffer>, name: string, type = 'application/octet-stream'): File {
  return new File([bytes], name, { type });
}

/** DELETE through the shared client (which now sends Origin like a browser); kept for tests that import it. */
export function deleteAs(api: ApiClient, path: string) {
  return api.delete(path);
}
