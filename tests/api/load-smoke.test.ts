import { afterAll, beforeAll, describe, it } from 'vitest';
import { LOAD_SERVER_ENV, expectLoadHolds } from '../load/load-scenario';
import { startTestServer, type TestServer } from '../support/server';

// The short form of tests/load/inquiries-load.test.ts (npm run test:load runs 30 s).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: LOAD_SERVER_ENV });
});
afterAll(() => server?.stop());

describe('inquiries under a short load', () => {
  it('answers 200 clients posting inquiries for 5 s, while others browse, without one error and stores every inquiry it accepted', async () => {
    await expectLoadHolds(server, { writers: 200, readers: 10, durationMs: 5_000 });
  }, 60_000);
});
