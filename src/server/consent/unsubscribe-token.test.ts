import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRecipientToken, signUnsubscribeToken, verifyRecipientToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = randomBytes(32);

describe('unsubscribe tokens', () => {
  it('verify to the address they were made for, lower-cased', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken('Ana.Silva@Example.com', secret), secret)).toBe('ana.silva@example.com');
  });

  it('made with another secret are refused', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken('a@example.com', randomBytes(32)), secret)).toBeNull();
  });

  it('with the address swapped for another are refused', () => {
    const [prefix, , sig] = signUnsubscribeToken('a@example.com', secret).split('.');
    const forged = `${prefix}.${Buffer.from('b@example.com').toString('base64url')}.${sig}`;
    expect(verifyUnsubscribeToken(forged, secret)).toBeNull();
  });

  it('with any one character of the signature changed are refused', () => {
    const token = signUnsubscribeToken('a@example.com', secret);
    const sigStart = token.lastIndexOf('.') + 1;
    for (let i = sigStart; i < token.length; i++) {
      const swapped = token[i] === 'A' ? 'B' : 'A';
      expect(verifyUnsubscribeToken(token.slice(0, i) + swapped + token.slice(i + 1), secret)).toBeNull();
    }
  });

  it('another spelling of the same signature bytes is refused (the last character has two spare bits)', () => {
    const token = signUnsubscribeToken('a@example.com', secret);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    const respelled = token.slice(0, -1) + alphabet[last ^ 1];
    expect(Buffer.from(respelled.split('.')[2], 'base64url')).toEqual(Buffer.from(token.split('.')[2], 'base64url'));
    expect(verifyUnsubscribeToken(respelled, secret)).toBeNull();
  });

  it.each([
    '',
    'u1',
    'u1..',
    'u2.YUBleGFtcGxlLmNvbQ.x',
    'not a token',
    'u1.YUBleGFtcGxlLmNvbQ.' + 'A'.repeat(43) + '.extra',
    'x'.repeat(5000),
  ])('malformed %j is refused', (token) => {
    expect(verifyUnsubscribeToken(token, secret)).toBeNull();
  });
});

describe('recipient tokens (u2: no address inside)', () => {
  const id = randomBytes(16).toString('base64url');

  it('verify to the recipient id they were made for, and carry no address', () => {
    const token = signRecipientToken(id, secret);
    expect(token).toMatch(/^u2\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyRecipientToken(token, secret)).toBe(id);
    expect(verifyUnsubscribeToken(token, secret)).toBeNull();
  });

  it('made with another secret, or with another id under the same signature, are refused', () => {
    expect(verifyRecipientToken(signRecipientToken(id, randomBytes(32)), secret)).toBeNull();
    const [prefix, , sig] = signRecipientToken(id, secret).split('.');
    expect(verifyRecipientToken(`${prefix}.${randomBytes(16).toString('base64url')}.${sig}`, secret)).toBeNull();
  });

  it('a legacy token is not read as a recipient token', () => {
    expect(verifyRecipientToken(signUnsubscribeToken('a@example.com', secret), secret)).toBeNull();
  });
});
