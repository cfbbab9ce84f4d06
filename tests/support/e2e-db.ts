import path from 'node:path';
import Database from 'better-sqlite3';

/** Read-only access to the e2e server's database, to check what a flow stored. */
export function e2eDb(): Database.Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return new Database(path.join(dir, 'dealership.sqlite'), { readonly: true, fileMustExist: true });
}
