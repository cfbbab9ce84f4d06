import { connectAppDatabase } from './database';

let booted = false;

/**
 * What the server process does once, before it answers a request: open DATA_DIR's database.
 * Called when the middleware module loads, which Astro does before it renders anything.
 */
export function bootServer(): void {
  if (booted) return;
  booted = true;
  connectAppDatabase();
}
