// `npm run backup`: a consistent copy of the database and the media folder in
// BACKUP_DIR/<timestamp>/ (default DATA_DIR/backups/, where the server's daily
// backups go too), safe while the site runs. See src/server/backup/online-backup.ts.
import path from 'node:path';
import { backupDataDir, describeBackup } from '#src/server/backup/online-backup';
import { configOrExit } from '#src/server/config';
import { secureDataDir } from '#src/server/storage/data-dir';

const { dataDir, BACKUP_DIR } = configOrExit();
// Backups hold everything the database does: 700/600 like DATA_DIR, wherever BACKUP_DIR is.
secureDataDir(dataDir);
try {
  const result = await backupDataDir({ dataDir, backupRoot: BACKUP_DIR ? path.resolve(BACKUP_DIR) : undefined });
  console.log(describeBackup(result));
  console.log(`Backup written to ${result.dir}`);
} catch (error) {
  console.error(`Backup FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
