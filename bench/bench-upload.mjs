// `node bench/bench-upload.mjs [images] [megapixels]` (defaults 20 and 40):
// how fast public pages answer while a staff member uploads a batch of large
// photos in one request, against the built site on a throwaway DATA_DIR with
// the demo data. Samples a cached page (/) and a rendered one (/inventory with
// a new query each time) every 250 ms: first idle, then during the upload.
// Build first (npm run build). Figures are noisy on a shared machine.
import { startBenchServer } from './bench-server.mjs';
import sharp from 'sharp';

const count = Number(process.argv[2] ?? 20);
const megapixels = Number(process.argv[3] ?? 39.9);
const { base, stop } = await startBenchServer('bench-upload', { BACKUP_TIME: 'off' });

// A smooth photo-sized JPEG (a gradient blown up): the decoder still has every pixel to do.
const width = Math.floor(Math.sqrt(megapixels * 1e6 * 1.5));
const height = Math.floor((megapixels * 1e6) / width);
const tiny = await sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 40, g: 60, b: 90 } } })
  .composite([{ input: Buffer.from([200, 120, 40]), raw: { width: 1, height: 1, channels: 3 }, left: 1, top: 1 }])
  .png()
  .toBuffer();
const photo = await sharp(tiny).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
console.log(`${count} × ${((width * height) / 1e6).toFixed(1)} MP JPEG of ${(photo.length / 1024 / 1024).toFixed(2)} MB`);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ username: 'staff', password: 'test-staff-password-1' }),
});
const cookie = login.headers.getSetCookie()[0].split(';')[0];

let n = 0;
async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  return performance.now() - started;
}
async function sample(until) {
  const cached = [];
  const rendered = [];
  while (!until()) {
    cached.push(await timed(`${base}/`));
    rendered.push(await timed(`${base}/inventory?q=bench${n++}`));
    await new Promise((r) => setTimeout(r, 250));
  }
  return { cached, rendered };
}

const idleUntil = Date.now() + 8000;
const idle = await sample(() => Date.now() > idleUntil);

const form = new FormData();
for (let i = 0; i < count; i++) form.append('images', new File([photo], `photo-${i}.jpg`, { type: 'image/jpeg' }));
let done = false;
const uploadStarted = performance.now();
const upload = fetch(`${base}/api/upload/images`, { method: 'POST', headers: { origin: base, cookie }, body: form }).then(async (res) => {
  const body = await res.json();
  done = true;
  return { status: res.status, ms: performance.now() - uploadStarted, message: body.message };
});
const busy = await sample(() => done);
const result = await upload;
stop();

const pct = (list, p) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const line = (name, list) =>
  `${name.padEnd(34)} n=${String(list.length).padStart(3)}  median ${pct(list, 50).toFixed(0).padStart(5)} ms  p90 ${pct(list, 90).toFixed(0).padStart(5)} ms  max ${Math.max(
    ...list,
  )
    .toFixed(0)
    .padStart(5)} ms`;
console.log(`upload: ${result.status} in ${(result.ms / 1000).toFixed(1)} s${result.message ? ` (${result.message})` : ''}`);
console.log(line('idle: / (page cache)', idle.cached));
console.log(line('idle: /inventory?q=… (rendered)', idle.rendered));
console.log(line('uploading: / (page cache)', busy.cached));
console.log(line('uploading: /inventory?q=… (rendered)', busy.rendered));
