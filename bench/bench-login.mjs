// `node bench/bench-login.mjs [samples]`: how long POST /api/auth/login takes
// to answer a right password, a wrong one, an unknown user and a throttled
// client, against the built site on a throwaway DATA_DIR. Every failure should
// take the same time; the right password should not wait for it.
// Build first (npm run build). Each kind is sampled in turn from its own
// loopback address (127.0.0.0/8), so throttling only hits the throttled kind.
import http from 'node:http';
import { startBenchServer } from './bench-server.mjs';

const samples = Number(process.argv[2] ?? 40);
const { base, stop } = await startBenchServer('bench-login', { SEED: 'none' });

function post(from, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const started = process.hrtime.bigint();
    const req = http.request(new URL('/api/auth/login', base), {
      method: 'POST',
      localAddress: from,
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: base },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const kinds = {
  'right password': { expect: 200, send: (i) => post(`127.1.${i % 250}.1`, { username: 'staff', password: 'test-staff-password-1' }) },
  'wrong password': { expect: 401, send: (i) => post(`127.2.${i % 250}.1`, { username: 'staff', password: `wrong-${i}` }) },
  'unknown user': { expect: 401, send: (i) => post(`127.3.${i % 250}.1`, { username: `nobody-${i}`, password: `wrong-${i}` }) },
  throttled: { expect: 429, send: () => post('127.4.0.1', { username: 'admin', password: 'burned' }) },
};
// Burn the throttled address first: five failures, then it is refused.
for (let i = 0; i < 6; i++) await post('127.4.0.1', { username: 'admin', password: `burn-${i}` });
// Warm up (the first hash also builds the unknown-user dummy hash).
for (const kind of Object.values(kinds)) await kind.send(999);

const times = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
for (let i = 0; i < samples; i++) {
  for (const [name, kind] of Object.entries(kinds)) {
    const { status, ms } = await kind.send(i);
    if (status !== kind.expect) console.warn(`${name}: expected ${kind.expect}, got ${status}`);
    times[name].push(ms);
  }
}
stop();

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(`POST /api/auth/login, ${samples} samples each (ms): median [p10 – p90] (min – max)`);
for (const [name, list] of Object.entries(times)) {
  const s = [...list].sort((a, b) => a - b);
  const f = (v) => v.toFixed(0).padStart(5);
  console.log(`${name.padEnd(16)} ${f(pct(s, 50))} [${f(pct(s, 10))} – ${f(pct(s, 90))}] (${f(s[0])} – ${f(s[s.length - 1])})`);
}
