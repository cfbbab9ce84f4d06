import type { ParsedMail } from 'mailparser';
import type { SmtpCapture } from './smtp-capture';

/** A client that keeps every cookie it is given (the shopper's session and hint cookies, a staff session). */
export class CookieClient {
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...this.headers,
        ...(method === 'GET' ? {} : { origin: this.baseUrl }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (!value || attrs.some((a) => /max-age=0/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown) {
    return this.request('POST', path, body);
  }
}

/** The token of the newest sign-in link e-mailed to `email`. */
export async function signInToken(smtp: SmtpCapture, email: string, after = 0): Promise<string> {
  const mail: ParsedMail = await smtp.waitFor(
    (m) =>
      /sign-in link/i.test(m.subject ?? '') &&
      JSON.stringify(m.to).toLowerCase().includes(email.toLowerCase()) &&
      smtp.messages.indexOf(m) >= after,
  );
  const token = /#signin=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`No sign-in link in: ${mail.text}`);
  return token;
}

/** Signs a shopper in through an e-mailed link; returns their client. */
export async function signInShopper(baseUrl: string, smtp: SmtpCapture, email: string, headers: Record<string, string> = {}) {
  const client = new CookieClient(baseUrl, headers);
  const before = smtp.messages.length;
  const asked = await client.post('/api/shopper/sign-in/link', { email });
  if (asked.status !== 202) throw new Error(`link: ${asked.status} ${JSON.stringify(asked.body)}`);
  const token = await signInToken(smtp, email, before);
  const used = await client.post('/api/shopper/sign-in/verify', { token });
  if (used.status !== 200) throw new Error(`verify: ${used.status} ${JSON.stringify(used.body)}`);
  return client;
}

/** A header of a captured e-mail as sent (unfolded), e.g. List-Unsubscribe. */
export function mailHeader(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '');
}
