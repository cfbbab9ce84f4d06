import { connectDatabase, type Db } from '#src/db/client';
import { config } from './config';

/** Opens DATA_DIR's database for this process (the server's boot and every script call it first). */
export function connectAppDatabase(): Db {
  return connectDatabase(config().dbFile);
}
