import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path';

describe('isApiPath', () => {
  it.each(['/api', '/api/', '/api/vehicles', '/api?x=1', '/api/vehicles?page=2', '/api#a'])('%s is the API', (path) => {
    expect(isApiPath(path)).toBe(true);
  });
  it.each(['/', '/apis', '/api-reference', '/apiary/x', '/inventory?q=/api/', ''])('%s is not', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});
