import { afterAll, beforeAll, describe, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { LOAD_SERVER_ENV, expectLoadHolds } from './load-scenario';

// `npm run test:load`. LOAD_SECONDS shortens or lengthens the run (default 30).
const seconds = Number(process.env.LOAD_SECONDS ?? 30);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: LOAD_SERVER_ENV });
});
afterAll(() => server?.stop());

describe('inquiries under load', () => {
  it(
    `answers 200 clients posting inquiries for ${seconds} s, while others browse, without one error and stores every inquiry it accepted`,
    async () => {
      await expectLoadHolds(server, { writers: 200, readers: 20, durationMs: seconds * 1000 });
    },
    (seconds + 120) * 1000,
  );
});
