// The executable's commands, run from the unpacked application folder:
//   atelier-motor-gallery                  migrate, seed an empty database with demo data, serve (as npm start)
//   atelier-motor-gallery serve            the same
//   atelier-motor-gallery user create …    as npm run user -- create …
//   atelier-motor-gallery backup           as npm run backup
//   atelier-motor-gallery restore FILE     as npm run restore -- FILE
// DATA_DIR, PORT, HOST and the rest of the README's configuration apply as they do to npm start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
process.env.MIGRATIONS_DIR ??= path.join(root, 'migrations');
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
process.env.NODE_ENV ??= 'production';
// The scripts' hints name this executable as it was typed ('./atelier-motor-gallery'), not npm (scripts/command-hint.ts).
process.env.ATELIER_EXECUTABLE ??= process.argv0.includes(path.sep) ? process.argv0 : path.basename(process.execPath);
// The demo artwork is rendered once per machine, next to the unpacked versions, never in the working directory.
if (process.env.ATELIER_CACHE_DIR) process.env.DEMO_MEDIA_CACHE ??= path.join(process.env.ATELIER_CACHE_DIR, 'demo-media');

const COMMANDS = { user: 'cli/user.mjs', backup: 'cli/backup.mjs', restore: 'cli/restore.mjs' };
const [command = 'serve', ...rest] = process.argv.slice(2);
const run = (file) => import(pathToFileURL(path.join(root, file)).href);

if (command === 'serve') {
  await run('cli/prepare.mjs');
  await run('scripts/serve.mjs');
} else if (command in COMMANDS && fs.existsSync(path.join(root, COMMANDS[command]))) {
  // The scripts read their arguments from process.argv as `node script.mjs …` would pass them.
  process.argv = [process.argv[0], path.join(root, COMMANDS[command]), ...rest];
  await run(COMMANDS[command]);
} else if (command === '--help' || command === 'help') {
  console.log(
    'Usage: atelier-motor-gallery [serve | user create --username NAME --password PW --role admin|employee | backup | restore FILE]',
  );
} else {
  console.error(`Unknown command "${command}". Try: atelier-motor-gallery help`);
  process.exit(2);
}
