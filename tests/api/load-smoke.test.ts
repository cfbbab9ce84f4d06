import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReadPaths } from '../load/inquiry-load';
import { LOAD_SERVER_ENV, expectLoadHolds } from '../load/load-scenario';
import { startTestServer, type TestServer } from '../support/test-server';

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

describe('the read paths of a load run', () => {
  it('are all kept when each answers 200', async () => {
    expect(await checkReadPaths(server.url, ['/', '/api/vehicles'])).toEqual(['/', '/api/vehicles']);
  });

  it('fail the run, naming each path and its status, when one does not answer 200 before the load starts', async () => {
    await expect(checkReadPaths(server.url, ['/', '/no-such-page', '/api/no-such-endpoint'])).rejects.toThrow(
      'Read paths of the load test must answer 200 before it starts: /no-such-page answered 404; /api/no-such-endpoint answered 404',
    );
  });
});
