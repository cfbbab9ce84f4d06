import { describe, expect, it } from 'vitest';
import { backupSettings, nextRunAt } from './schedule.mjs';

describe('backupSettings', () => {
  it('defaults to 03:00 and 14 backups', () => {
    expect(backupSettings({})).toEqual({ time: [3, 0, 0], keep: 14 });
  });
  it('reads a time with seconds, and off', () => {
    expect(backupSettings({ BACKUP_TIME: '23:45:10', BACKUP_KEEP: '30' })).toEqual({ time: [23, 45, 10], keep: 30 });
    expect(backupSettings({ BACKUP_TIME: 'off' }).time).toBeNull();
  });
  it.each([
    [{ BACKUP_TIME: '25:00' }, /BACKUP_TIME/],
    [{ BACKUP_TIME: '3am' }, /BACKUP_TIME/],
    [{ BACKUP_KEEP: '0' }, /BACKUP_KEEP/],
    [{ BACKUP_KEEP: 'many' }, /BACKUP_KEEP/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => backupSettings(env)).toThrow(message);
  });
});

describe('nextRunAt', () => {
  it('is later today when the time has not come, else tomorrow (local time)', () => {
    const now = new Date(2026, 10, 24, 2, 30, 0);
    expect(nextRunAt(now, [3, 0, 0])).toEqual(new Date(2026, 10, 24, 3, 0, 0));
    expect(nextRunAt(new Date(2026, 10, 24, 3, 0, 0), [3, 0, 0])).toEqual(new Date(2026, 10, 25, 3, 0, 0));
    expect(nextRunAt(new Date(2026, 11, 31, 23, 0, 0), [3, 0, 0])).toEqual(new Date(2027, 0, 1, 3, 0, 0));
  });
});
