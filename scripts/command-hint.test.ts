import { describe, expect, it } from 'vitest';
import { commandHint } from './command-hint';

describe('commandHint', () => {
  it('names the npm script in a checkout', () => {
    expect(commandHint('user', 'create --username NAME', {})).toBe('npm run user -- create --username NAME');
    expect(commandHint('backup', '', {})).toBe('npm run backup');
  });

  it('names the executable itself when run from it, never npm', () => {
    const env = { ATELIER_EXECUTABLE: './atelier-motor-gallery' };
    expect(commandHint('user', 'create --username NAME', env)).toBe('./atelier-motor-gallery user create --username NAME');
    expect(commandHint('restore', 'BACKUP', env)).toBe('./atelier-motor-gallery restore BACKUP');
  });
});
