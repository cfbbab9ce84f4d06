import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook } from './signature';

describe('webhook signatures (Standard Webhooks)', () => {
  it('matches the specification’s example', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const signature = signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies its own signature and refuses a changed body, id or timestamp', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const header = `v1,bogus ${signWebhook(secret, 'msg_1', 1700000000, '{"a":1}')}`;
    expect(verifyWebhook(secret, 'msg_1', 1700000000, '{"a":1}', header)).toBe(true);
    expect(verifyWebhook(secret, 'msg_1', 1700000000, '{"a":2}', header)).toBe(false);
    expect(verifyWebhook(secret, 'msg_2', 1700000000, '{"a":1}', header)).toBe(false);
    expect(verifyWebhook(secret, 'msg_1', 1700000001, '{"a":1}', header)).toBe(false);
  });
});
