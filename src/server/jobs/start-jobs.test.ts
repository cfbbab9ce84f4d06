import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { holderIsGone } from './start-jobs';

describe('holderIsGone', () => {
  it('is true for a process of this machine that no longer runs', () => {
    const ended = spawnSync(process.execPath, ['-e', '0']);
    expect(holderIsGone(`${os.hostname()}/${ended.pid}/abcd`)).toBe(true);
  });
  it('is false for a process that runs, this one included, and for another machine’s', () => {
    expect(holderIsGone(`${os.hostname()}/${process.ppid}/abcd`)).toBe(false);
    expect(holderIsGone(`${os.hostname()}/${process.pid}/abcd`)).toBe(false);
    const ended = spawnSync(process.execPath, ['-e', '0']);
    expect(holderIsGone(`another-host/${ended.pid}/abcd`)).toBe(false);
    expect(holderIsGone('not a holder')).toBe(false);
  });
});
