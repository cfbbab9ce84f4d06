import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, keyMayCall, normalizeScopes } from './scopes';

describe('API key scopes', () => {
  it('lets a key call an operation only with the scope it names', () => {
    expect(keyMayCall(['inventory:read'], 'inventory:read')).toBe(true);
    expect(keyMayCall(['inventory:read'], 'inventory:write')).toBe(false);
    expect(keyMayCall(['leads:read', 'leads:write'], 'leads:write')).toBe(true);
  });

  it('keeps operations without a scope closed to every key', () => {
    expect(keyMayCall(['inventory:read', 'inventory:write', 'leads:read', 'leads:write', 'appointments:read'], undefined)).toBe(false);
  });

  it('puts scopes in one order without repeats or unknown names', () => {
    expect(normalizeScopes(['leads:read', 'inventory:read', 'leads:read', 'admin:all'])).toEqual(['inventory:read', 'leads:read']);
  });

  it('recognises the issued shape of a secret', () => {
    expect(API_KEY_PATTERN.test(`amg_key_${'a'.repeat(43)}`)).toBe(true);
    expect(API_KEY_PATTERN.test(`amg_key_${'a'.repeat(42)}`)).toBe(false);
    expect(API_KEY_PATTERN.test(`whsec_${'a'.repeat(43)}`)).toBe(false);
  });
});
