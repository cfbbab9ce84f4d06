import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writableDb } from '../support/fixtures';
import { ApiClient } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

const DAY = 86_400_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

  it('deletes expired sessions on its own, without anyone presenting them', async () => {
    const handle = writableDb(server);
    const staffId = (handle.prepare("select id from users where username = 'staff'").get() as { id: number }).id;
    const insert = handle.prepare('insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)');
    insert.run('a'.repeat(64), staffId, Date.now() - 1000, Date.now() - 8 * DAY);
    insert.run('b'.repeat(64), staffId, Date.now() + DAY, Date.now() - 31 * DAY);
    handle.close();
    const api = await new ApiClient(server.url).loginAs('employee');
    expect((await api.get('/api/auth/me')).status).toBe(200);
    const left = server.sqlite().prepare('select id from sessions where id in (?, ?)').all('a'.repeat(64), 'b'.repeat(64));
    expect(left).toEqual([]);
  });

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
    server = await startTestServer({ seed: false, env: { SESSION_IDLE_TIMEOUT: '2s', SESSION_MAX_AGE: '5s' } });
  });
  afterAll(() => server?.stop());

  it('keeps a used session, ends an idle one', async () => {
    const used = await new ApiClient(server.url).loginAs('employee');
    const idle = await new ApiClient(server.url).loginAs('admin');
    for (let i = 0; i < 3; i++) {
      await sleep(1000);
      expect((await used.get('/api/auth/me')).status).toBe(200);
    }
    expect((await idle.get('/api/auth/me')).status).toBe(401);
  });

  it('ends a session at its absolute lifetime even while it is used', async () => {
    const api = await new ApiClient(server.url).loginAs('employee');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      await sleep(1000);
      statuses.push((await api.get('/api/auth/me')).status);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(-1)).toEqual([401]);
  });
});
