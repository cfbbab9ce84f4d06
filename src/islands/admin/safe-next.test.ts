import { describe, expect, it } from 'vitest';
import { safeAdminNext } from './safe-next';

describe('safeAdminNext', () => {
  it.each([
    ['/admin/inventory', '/admin/inventory'],
    ['/admin/inquiries?status=new', '/admin/inquiries?status=new'],
    ['/admin', '/admin'],
    ['/admin#stats', '/admin#stats'],
  ])('keeps the admin path %s', (input, expected) => {
    expect(safeAdminNext(input)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a public page', '/inventory'],
    ['a look-alike prefix', '/administrator'],
    ['a backslash trick', '/admin\\..\\evil'],
    ['the login page itself', '/admin/login?next=/admin'],
    ['a control character', '/admin/\nx'],
  ])('falls back to /admin for %s', (_, input) => {
    expect(safeAdminNext(input)).toBe('/admin');
  });
});
