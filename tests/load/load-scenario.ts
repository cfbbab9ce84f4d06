import { expect } from 'vitest';
import type { TestServer } from '../support/test-server';
import { checkReadPaths, describeLoad, missingInquiries, runInquiryLoad, type LoadReport } from './inquiry-load';

/** The rate limit a load server runs with: one address (this test) sends every inquiry. */
// The writers are 200 clients from one address here: the per-client connection cap would stop them.
export const LOAD_SERVER_ENV = { INQUIRY_RATE_LIMIT: '1000000', MAX_CONNECTIONS_PER_CLIENT: '100000' };

/** Public reads the readers cycle through; each must answer 200 before the load starts. */
export async function readPathsFor(server: TestServer): Promise<string[]> {
  const vehicle = server.sqlite().prepare("select id from vehicles where status != 'sold' order by id limit 1").get() as
    { id: number } | undefined;
  const paths = [
    '/',
    '/inventory',
    '/inventory?category=sports-cars',
    vehicle ? `/inventory/${vehicle.id}` : '/inventory/1',
    '/api/vehicles',
    '/api/testimonials',
  ];
  return checkReadPaths(server.url, paths);
}

/**
 * Runs the load and checks the promises: no error answer to any post or read,
 * and every inquiry answered 201 is in the database, once.
 */
export async function expectLoadHolds(
  server: TestServer,
  options: { writers: number; readers: number; durationMs: number },
): Promise<LoadReport> {
  const readPaths = await readPathsFor(server);
  const tag = `load${Date.now().toString(36)}`;
  const report = await runInquiryLoad(server.url, { ...options, tag, readPaths });
  console.log(`[load] ${describeLoad(report)}; read paths ${readPaths.join(' ')}`);

  expect(report.samples, 'unexpected answers').toEqual([]);
  expect(Object.keys(report.postStatuses)).toEqual(['201']);
  expect(Object.keys(report.readStatuses).filter((s) => s !== '200')).toEqual([]);
  // Every writer had at least one answer, and every answer was a 201.
  expect(report.accepted.length).toBeGreaterThanOrEqual(options.writers);

  const stored = server.sqlite().prepare("select email from inquiries where email like ? || '-%'").pluck().all(tag) as string[];
  expect(missingInquiries(report.accepted, stored)).toEqual([]);
  expect(stored.length).toBe(report.accepted.length);
  return report;
}
