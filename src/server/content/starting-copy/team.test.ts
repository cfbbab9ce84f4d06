import { describe, expect, it } from 'vitest';
import { TEAM } from './team';

describe('TEAM', () => {
  it('has the four fixed staff entries', () => {
    expect(TEAM.length).toBe(4);
    for (const m of TEAM) {
      expect(m.name.trim().length).toBeGreaterThan(0);
      expect(m.position.trim().length).toBeGreaterThan(0);
      expect(m.bio.trim().length).toBeGreaterThan(40);
    }
    expect(TEAM[0].bio).toContain('2013');
  });
});
