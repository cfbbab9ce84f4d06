import { describe, expect, it } from 'vitest';
import { paintFamily } from './paint';

describe('paintFamily', () => {
  it.each([
    ['Rosso Corsa', 'red'],
    ['Python Green', 'green'],
    ['Gentian Blue Metallic', 'blue'],
    ['Nero Daytona', 'black'],
    ['Bianco Avus', 'white'],
    ['GT Silver Metallic', 'silver'],
    ['Arancio Borealis', 'orange'],
    ['Giallo Modena', 'yellow'],
    ['Chalk', 'white'],
    ['Unheard-of Shade', 'neutral'],
    ['', 'neutral'],
  ] as const)('%s → %s', (name, family) => {
    expect(paintFamily(name)).toBe(family);
  });
});
