import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it.each([
    ['/employee/inventory', '/employee/inventory'],
    ['/employee/inquiries?status=new', '/employee/inquiries?status=new'],
    ['/employee', '/employee'],
  ])('keeps the portal path %s', (next, expected) => expect(safeNext(next)).toBe(expected));

  it.each([
    [null],
    [''],
    ['//evil.test/employee'],
    ['/\\evil.test'],
    ['https://evil.test/employee'],
    ['javascript:alert(1)'],
    ['/admin'],
    ['/employeeX'],
    ['/employee/login'],
    ['/employee/../admin'],
  ])('falls back to /employee for %j', (next) => expect(safeNext(next)).toBe('/employee'));

  it('works for the admin area', () => {
    expect(safeNext('/admin/inquiries', '/admin')).toBe('/admin/inquiries');
    expect(safeNext('/employee', '/admin')).toBe('/admin');
  });
});
