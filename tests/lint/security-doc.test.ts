import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// SECURITY.md is for whoever runs the server: it must be reachable from the README, and every setting and
// source file it names must exist, so the page cannot drift into describing settings that are gone.
const root = path.resolve(import.meta.dirname, '../..');
const page = fs.readFileSync(path.join(root, 'SECURITY.md'), 'utf8');
const config = fs.readFileSync(path.join(root, 'src/server/config.ts'), 'utf8');
/** Read before the application's configuration (see README, "Read elsewhere, on purpose"). */
const READ_ELSEWHERE = new Set(['ATELIER_CACHE_DIR']);

describe('SECURITY.md', () => {
  it('is linked from the README', () => {
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('(SECURITY.md)');
  });

  it('names only settings the configuration schema has', () => {
    const settings = [...new Set([...page.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:=[^`]*)?`/g)].map((m) => m[1]))];
    expect(settings.length).toBeGreaterThan(5);
    expect(settings.filter((name) => !READ_ELSEWHERE.has(name) && !new RegExp(`\\b${name}:`).test(config))).toEqual([]);
  });

  it('names only source files that exist', () => {
    const files = [...new Set([...page.matchAll(/`((?:src|scripts|docs|bench)\/[^`\s]+)`/g)].map((m) => m[1]))];
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((file) => !fs.existsSync(path.join(root, file)))).toEqual([]);
  });
});
