import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, parseDuration, parseEnvironment, parseTimeOfDay, siteUrlForBuild } from './config';

describe('parseDuration', () => {
  it.each([
    ['30d', 30 * 86_400_000],
    ['7d', 7 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['15m', 15 * 60_000],
    ['90s', 90_000],
    [' 1.5 h ', 5_400_000],
  ])('reads %j', (text, ms) => expect(parseDuration(text)).toBe(ms));
  it.each(['', '7', 'd', '7 days', '-1d', '0d', '7w'])('refuses %j', (text) => expect(parseDuration(text)).toBeNull());
});

describe('parseTimeOfDay', () => {
  it.each([
    ['03:00', [3, 0, 0]],
    ['3:05', [3, 5, 0]],
    ['23:59:59', [23, 59, 59]],
    ['00:00', [0, 0, 0]],
  ])('reads %j', (text, time) => expect(parseTimeOfDay(text)).toEqual(time));
  it.each(['25:00', '24:00', '12:60', '12:00:60', '3am', '', '12'])('refuses %j', (text) => expect(parseTimeOfDay(text)).toBeNull());
});

describe('parseEnvironment: defaults', () => {
  const config = parseEnvironment({});
  it('serves on localhost:4321 from ./data in production, with secure cookies and HSTS', () => {
    expect(config).toMatchObject({ PORT: 4321, HOST: 'localhost', TRUST_PROXY: 0, production: true, secureCookies: true, hsts: true });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.dbFile).toBe(path.resolve('data', 'dealership.sqlite'));
    expect(config.tls).toBeUndefined();
  });
  it('backs up daily at 03:00 keeping 14, limits posts to 10 and failed sign-ins to 5, seeds demo data', () => {
    expect(config).toMatchObject({ BACKUP_TIME: [3, 0, 0], BACKUP_KEEP: 14, INQUIRY_RATE_LIMIT: 10, LOGIN_ADDRESS_LIMIT: 5, SEED: 'demo' });
    expect(config.sessionMaxAgeMs).toBe(30 * 86_400_000);
    expect(config.sessionIdleMs).toBe(7 * 86_400_000);
  });
  it('gives a request 30 s to arrive and a client 64 open connections', () => {
    expect(config).toMatchObject({ REQUEST_TIMEOUT: 30_000, MAX_CONNECTIONS_PER_CLIENT: 64 });
    expect(parseEnvironment({ REQUEST_TIMEOUT: '3s', MAX_CONNECTIONS_PER_CLIENT: '4' })).toMatchObject({
      REQUEST_TIMEOUT: 3_000,
      MAX_CONNECTIONS_PER_CLIENT: 4,
    });
  });
  it('takes an empty value as unset', () => {
    expect(parseEnvironment({ PORT: '', TRUST_PROXY: '', BACKUP_TIME: '' })).toMatchObject({
      PORT: 4321,
      TRUST_PROXY: 0,
      BACKUP_TIME: [3, 0, 0],
    });
  });
});

describe('parseEnvironment: values it reads', () => {
  it('reads ports, proxies, times and durations into numbers', () => {
    const config = parseEnvironment({
      PORT: '0',
      TRUST_PROXY: '2',
      BACKUP_TIME: '23:45:10',
      BACKUP_KEEP: '30',
      SESSION_IDLE_TIMEOUT: '8h',
    });
    expect(config).toMatchObject({ PORT: 0, TRUST_PROXY: 2, BACKUP_TIME: [23, 45, 10], BACKUP_KEEP: 30, sessionIdleMs: 8 * 3_600_000 });
    expect(parseEnvironment({ BACKUP_TIME: 'off' }).BACKUP_TIME).toBeNull();
    expect(parseEnvironment({ BACKUP_TIME: 'OFF' }).BACKUP_TIME).toBeNull();
  });
  it('derives secure cookies once: production unless SECURE_COOKIES says otherwise; HSTS with TLS too', () => {
    expect(parseEnvironment({ SECURE_COOKIES: 'false' })).toMatchObject({ secureCookies: false, hsts: false });
    expect(parseEnvironment({ NODE_ENV: 'development' })).toMatchObject({ production: false, secureCookies: false, hsts: false });
    expect(parseEnvironment({ NODE_ENV: 'development', SECURE_COOKIES: 'true' })).toMatchObject({ secureCookies: true });
    expect(parseEnvironment({ SECURE_COOKIES: 'false', TLS_CERT: 'c.pem', TLS_KEY: 'k.pem' })).toMatchObject({
      secureCookies: false,
      hsts: true,
      tls: { cert: 'c.pem', key: 'k.pem' },
    });
  });
});

describe('parseEnvironment: a bad value names the variable, what it accepts and what it got', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: expected a port number from 0 to 65535 (0: any free port), got "abc"'],
    [{ PORT: '70000' }, 'PORT: expected a port number from 0 to 65535 (0: any free port), got "70000"'],
    [{ PORT: '80.5' }, 'PORT: expected a port number'],
    [
      { TRUST_PROXY: 'abc' },
      'TRUST_PROXY: expected the number of reverse proxies in front of the server, a whole number from 0 to 10, got "abc"',
    ],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: expected the number of reverse proxies'],
    [{ BACKUP_TIME: '25:00' }, 'BACKUP_TIME: expected a time of day such as 03:00 (HH:MM, server local time) or "off", got "25:00"'],
    [{ BACKUP_TIME: '3am' }, 'BACKUP_TIME: expected a time of day'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP: expected a whole number from 1 to 10000, got "0"'],
    [{ INQUIRY_RATE_LIMIT: 'many' }, 'INQUIRY_RATE_LIMIT: expected a whole number from 1 to 1000000, got "many"'],
    [{ LOGIN_ADDRESS_LIMIT: '0' }, 'LOGIN_ADDRESS_LIMIT: expected a whole number from 1 to 1000000, got "0"'],
    [{ REQUEST_TIMEOUT: '30' }, 'REQUEST_TIMEOUT: expected a number and a unit (s, m, h or d), e.g. 7d or 12h, got "30"'],
    [{ MAX_CONNECTIONS_PER_CLIENT: '0' }, 'MAX_CONNECTIONS_PER_CLIENT: expected a whole number from 1 to 1000000, got "0"'],
    [{ SESSION_MAX_AGE: '30 days' }, 'SESSION_MAX_AGE: expected a number and a unit (s, m, h or d), e.g. 7d or 12h, got "30 days"'],
    [{ SECURE_COOKIES: 'yes' }, 'SECURE_COOKIES: expected "true" or "false", got "yes"'],
    [{ SEED: 'all' }, 'SEED: expected "demo" or "none", got "all"'],
    [{ SITE_URL: 'www.example.ca' }, 'SITE_URL: expected an http(s) address such as https://www.example.ca, got "www.example.ca"'],
    [
      { SMTP_URL: 'mail.example.com' },
      'SMTP_URL: expected a mail server address such as smtps://user:pass@mail.example.com:465, got "mail.example.com"',
    ],
    [{ HTTP_REDIRECT_PORT: '80' }, 'HTTP_REDIRECT_PORT: only with TLS_CERT and TLS_KEY'],
    [{ TLS_CERT: 'cert.pem' }, 'TLS_KEY: set it with TLS_CERT'],
    [{ TLS_KEY: 'key.pem' }, 'TLS_CERT: set it with TLS_KEY'],
  ])('%j', (env, message) => {
    expect(() => parseEnvironment(env)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment(env)).toThrow(message);
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      parseEnvironment({ PORT: 'abc', TRUST_PROXY: 'abc', BACKUP_TIME: '25:00' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid environment (see "Configuration" in README.md):',
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}BACKUP_TIME: /),
      expect.stringMatching(/^ {2}TRUST_PROXY: /),
    ]);
  });
});

describe('siteUrlForBuild', () => {
  it('reads SITE_URL alone, refusing a bad one', () => {
    expect(siteUrlForBuild({ SITE_URL: 'https://example.ca', PORT: 'abc' })).toBe('https://example.ca');
    expect(siteUrlForBuild({})).toBeUndefined();
    expect(() => siteUrlForBuild({ SITE_URL: 'example' })).toThrow(/SITE_URL: expected an http\(s\) address/);
  });
});
