import { backupDataDir, describeBackup, pruneBackups } from '#src/server/backup/online-backup';
import type { Config } from '#src/server/config';
import type { Job } from './scheduler';

/** The daily backup: at BACKUP_TIME (server local time) into DATA_DIR/backups/<stamp>/, keeping the newest BACKUP_KEEP. */
export function backupJob({ BACKUP_TIME, BACKUP_KEEP, dataDir, backupsDir }: Config): Job | undefined {
  if (!BACKUP_TIME) return undefined;
  return {
    name: 'backup',
    schedule: { dailyAt: BACKUP_TIME },
    async run() {
      const result = await backupDataDir({ dataDir, backupRoot: backupsDir });
      const pruned = pruneBackups(backupsDir, BACKUP_KEEP);
      return `Backup written to ${result.dir}: ${describeBackup(result)}${pruned.length ? `; removed ${pruned.length} older` : ''}`;
    },
  };
}
