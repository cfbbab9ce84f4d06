import { describe, expect, it } from 'vitest';
import { isCarfaxCanadaUrl } from './carfax';

describe('isCarfaxCanadaUrl', () => {
  it.each([
    'https://vhr.carfax.ca/?id=ABC123',
    'https://www.carfax.ca/vehicle-history-reports',
    'https://carfax.ca/report/1',
    'https://VHR.CARFAX.CA/?id=x',
    'https://vhr.carfax.ca./?id=x',
  ])('accepts a report link on CARFAX Canada: %s', (url) => {
    expect(isCarfaxCanadaUrl(url)).toBe(true);
  });

  it.each([
    ['a lookalike subdomain of another site', 'https://carfax.ca.evil.com/report'],
    ['a name ending like the domain', 'https://evilcarfax.ca/report'],
    ['credentials pointing elsewhere', 'https://carfax.ca@evil.com/report'],
    ['user info on the real host', 'https://user:pw@vhr.carfax.ca/'],
    ['CARFAX US, not Canada', 'https://www.carfax.com/vehicle/123'],
    ['plain http', 'http://vhr.carfax.ca/?id=1'],
    ['javascript:', 'javascript:alert(1)//carfax.ca'],
    ['a path naming the domain', 'https://evil.com/carfax.ca'],
    ['a port', 'https://vhr.carfax.ca:8443/'],
    ['not a URL', 'vhr.carfax.ca/?id=1'],
  ])('refuses %s', (_why, url) => {
    expect(isCarfaxCanadaUrl(url)).toBe(false);
  });
});
