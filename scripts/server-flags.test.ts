import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

describe('the server runs with the same V8 flags everywhere', () => {
  it('npm start passes every flag the executable and the benchmarks use', () => {
    const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start;
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(start.split(/\s+/)).toContain(flag);
  });
});
