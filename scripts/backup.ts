// `npm run backup`: a consistent copy of the database and the media folder in
// BACKUP_DIR/<timestamp>/ (default DATA_DIR/backups/, where the server's daily
// backups go too), safe while the site runs. See src/server/backup/online-backup.mjs.
import path from 'node:path';
import { backupDataDir, dataDirOf, describeBackup } from '#src/server/backup/online-backup.mjs';

const dataDir = dataDirOf();
try {
  const result = await backupDataDir({ dataDir, backupRoot: process.env.BACKUP_DIR ? path.resolve(process.env.BACKUP_DIR) : undefined });
  console.log(describeBackup(result));
  console.log(`Backup written to ${result.dir}`);
} catch (error) {
  console.error(`Backup FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
