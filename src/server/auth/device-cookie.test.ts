import { describe, expect, it } from 'vitest';
import { signDeviceToken, verifyDeviceToken } from './device-cookie';

const secret = Buffer.alloc(32, 7);
const token = { userId: 3, deviceId: 'AbCdEfGhIjKlMnOpQrStUv', expiresAt: Date.UTC(2030, 0, 1) };
const now = Date.UTC(2026, 10, 27);

describe('device cookie', () => {
  it('verifies a token it signed for the same account, before it expires', () => {
    const value = signDeviceToken(token, secret);
    expect(verifyDeviceToken(value, 3, secret, now)).toEqual(token);
  });

  it('refuses another account, an expired token, another secret and any edit', () => {
    const value = signDeviceToken(token, secret);
    expect(verifyDeviceToken(value, 4, secret, now)).toBeNull();
    expect(verifyDeviceToken(value, 3, secret, token.expiresAt + 1)).toBeNull();
    expect(verifyDeviceToken(value, 3, Buffer.alloc(32, 8), now)).toBeNull();
    const forged = value.replace(/^3\./, '4.');
    expect(verifyDeviceToken(forged, 4, secret, now)).toBeNull();
    const longer = value.replace(/\.(\d+)\./, (_, s: string) => `.${Number(s) + 1000}.`);
    expect(verifyDeviceToken(longer, 3, secret, now)).toBeNull();
    for (const junk of ['', 'x', `${value}x`, value.slice(0, -1), '3.a.1.b']) expect(verifyDeviceToken(junk, 3, secret, now)).toBeNull();
  });
});
