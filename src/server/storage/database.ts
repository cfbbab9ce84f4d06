import { connectDatabase, type Db } from '#src/db/client';
import { applyMigrations } from '#src/db/migrate';
import { config } from '#src/server/config';
import { secureDataDir } from './data-dir';

/** Opens DATA_DIR's database for this process (the server's boot and every script call it first). */
export function connectAppDatabase(): Db {
  secureDataDir(config().dataDir);
  return connectDatabase(config().dbFile);
}

/** Applies the migrations to this process's database (from MIGRATIONS_DIR in the executable). */
export function migrateAppDatabase(database: Db): void {
  applyMigrations(database, config().MIGRATIONS_DIR);
}
