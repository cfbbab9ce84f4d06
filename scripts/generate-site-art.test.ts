import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('the site-art build step', () => {
  it('fails when the artwork module cannot be loaded, instead of drawing stand-in art', () => {
    // A module-resolution hook makes the artwork module unloadable, as a broken or missing module would be.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-art-'));
    const hooks = path.join(dir, 'hooks.mjs');
    fs.writeFileSync(
      hooks,
      `export async function resolve(specifier, context, next) {
        if (specifier.includes('demo/artwork')) throw new Error('artwork module unavailable (test)');
        return next(specifier, context);
      }\n`,
    );
    const register = path.join(dir, 'register.mjs');
    fs.writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
    try {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--import', pathToFileURL(register).href, 'scripts/generate-site-art.ts'],
        {
          cwd: root,
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('artwork module unavailable (test)');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
