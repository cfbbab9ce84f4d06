import { describe, expect, it } from 'vitest';
import { insecureSignInProblem } from './insecure-sign-in';

describe('insecureSignInProblem: a Secure session cookie a browser would drop', () => {
  it.each([
    ['http://192.168.1.20:4321/employee/login', true],
    ['http://dealer.lan/admin/login', true],
    ['https://dealer.example/employee/login', false],
    ['http://localhost:4321/employee/login', false],
    ['http://127.0.0.1:4321/employee/login', false],
    ['http://[::1]:4321/employee/login', false],
    ['http://portal.localhost/employee/login', false],
  ])('%s → %s', (address, refused) => {
    expect(insecureSignInProblem(new URL(address), true) !== null).toBe(refused);
  });

  it('never objects when cookies are not Secure (SECURE_COOKIES=false)', () => {
    expect(insecureSignInProblem(new URL('http://192.168.1.20:4321/employee/login'), false)).toBeNull();
  });

  it('says what is wrong and both fixes: the HTTPS address, or SECURE_COOKIES=false', () => {
    const message = insecureSignInProblem(new URL('http://192.168.1.20:4321/employee/login'), true)!;
    expect(message).toContain('needs HTTPS');
    expect(message).toContain('https://192.168.1.20/employee/login');
    expect(message).toContain('SECURE_COOKIES=false');
  });
});
