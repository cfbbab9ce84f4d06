import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writableDb } from '../support/fixtures';
import { ApiClient, startTestServer, type TestServer } from '../support/test-server';

const DAY = 86_400_000;

describe('staff sessions with the default lifetimes (30 days, 7 days idle)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.stop());

  const sessionRow = () =>
    server.sqlite().prepare('select id, expires_at, created_at from sessions order by created_at desc limit 1').get() as {
      id: string;
      expires_at: number;
      created_at: number;
    };

  // Expired sessions are deleted by the session-sweep job: tests/api/background-jobs.test.ts.

  it('ends a session 7 days after its last use at the latest', async () => {
    await new ApiClient(server.url).loginAs('employee');
    const row = sessionRow();
    expect(row.expires_at - row.created_at).toBeLessThanOrEqual(7 * DAY);
    expect(row.expires_at - row.created_at).toBeGreaterThan(7 * DAY - 60_000);
  });

  it('refuses a session 30 days after sign-in however recently it was used', async () => {
    const api = await new ApiClient(server.url).loginAs('employee');
    const { id } = sessionRow();
    const handle = writableDb(server);
    handle
      .prepare('update sessions set created_at = ?, expires_at = ? where id = ?')
      .run(Date.now() - 30 * DAY - 1000, Date.now() + 6 * DAY, id);
    handle.close();
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect(server.sqlite().prepare('select count(*) from sessions where id = ?').pluck().get(id)).toBe(0);
  });
});

describe('staff session lifetimes from the environment', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { SESSION_IDLE_TIMEOUT: '1h', SESSION_MAX_AGE: '3h' } });
  });
  afterAll(() => server?.stop());

  const row = (id?: string) =>
    server
      .sqlite()
      .prepare(`select id, expires_at, created_at from sessions ${id ? 'where id = ?' : 'order by created_at desc limit 1'}`)
      .get(...(id ? [id] : [])) as {
      id: string;
      expires_at: number;
      created_at: number;
    };
  const HOUR = 3_600_000;

  it('gives a new session the idle timeout, and pushes it on when the session is used', async () => {
    const api = await new ApiClient(server.url).loginAs('employee');
    const { id, expires_at, created_at } = row();
    expect(expires_at - created_at).toBe(HOUR);
    // As if last used 55 minutes ago: using it now renews it for another hour.
    const handle = writableDb(server);
    handle.prepare('update sessions set expires_at = ? where id = ?').run(Date.now() + 5 * 60_000, id);
    handle.close();
    expect((await api.get('/api/auth/me')).status).toBe(200);
    expect(row(id).expires_at).toBeGreaterThan(Date.now() + HOUR - 5 * 60_000);
  });

  it('never renews past the absolute lifetime', async () => {
    const api = await new ApiClient(server.url).loginAs('employee');
    const { id } = row();
    const handle = writableDb(server);
    // Signed in 2.5 hours ago and used 55 minutes ago: the renewal stops at 3 hours after sign-in.
    const signedIn = Date.now() - 2.5 * HOUR;
    handle.prepare('update sessions set created_at = ?, expires_at = ? where id = ?').run(signedIn, Date.now() + 5 * 60_000, id);
    handle.close();
    expect((await api.get('/api/auth/me')).status).toBe(200);
    expect(row(id).expires_at).toBe(signedIn + 3 * HOUR);
  });

  it('refuses a session unused for longer than the idle timeout', async () => {
    const api = await new ApiClient(server.url).loginAs('employee');
    const { id } = row();
    const handle = writableDb(server);
    handle.prepare('update sessions set expires_at = ? where id = ?').run(Date.now() - 1000, id);
    handle.close();
    expect((await api.get('/api/auth/me')).status).toBe(401);
  });
});
