// Part of `npm run build`: writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each built
// script and style in dist/client/_astro, so the server (src/server/http/assets.ts) sends them
// compressed as hard as they can be without compressing them on any request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressAsset } from '#src/server/http/assets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'dist/client/_astro');
const names = fs.readdirSync(dir).filter((name) => /\.(js|css)$/.test(name));
const started = Date.now();
let raw = 0;
let br = 0;
// A few at a time: brotli 11 is slow, and the build machine is shared.
for (let i = 0; i < names.length; i += 4) {
  await Promise.all(
    names.slice(i, i + 4).map(async (name) => {
      const file = path.join(dir, name);
      const body = await fs.promises.readFile(file);
      const compressed = await compressAsset(body);
      await fs.promises.writeFile(`${file}.br`, compressed.br);
      await fs.promises.writeFile(`${file}.gz`, compressed.gzip);
      raw += body.byteLength;
      br += compressed.br.byteLength;
    }),
  );
}
console.log(
  `precompressed ${names.length} scripts and styles: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli (${Date.now() - started} ms)`,
);
