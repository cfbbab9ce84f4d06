import { TEST_ACCOUNTS, type TestRole } from './accounts';

/** A tiny HTTP client for API tests that keeps the session cookie like a browser would. */
export class ApiClient {
  cookie = '';

  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: any; headers: Headers }> {
    // Browsers send Origin on every POST/PUT/DELETE; Astro's origin check relies on it.
    const init: RequestInit = {
      method,
      headers: method === 'GET' ? { ...headers } : { origin: this.baseUrl, ...headers },
      redirect: 'manual',
    };
    if (body !== undefined) {
      init.body = typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
      if (!(body instanceof FormData) && !('content-type' in lower(headers)))
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    const res = await fetch(this.baseUrl + path, init);
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(';');
      const [name, value] = pair.split('=');
      if (/session$/.test(name)) this.cookie = value ? `${name}=${value}` : '';
    }
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, body, headers);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  async loginAs(role: TestRole): Promise<this> {
    const account = TEST_ACCOUNTS[role];
    const res = await this.post('/api/auth/login', { username: account.username, password: account.password });
    if (role !== 'customer' && res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return this;
  }
}

function lower(h: Record<string, string>) {
  return Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
}
