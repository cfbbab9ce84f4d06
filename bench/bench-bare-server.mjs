// The honest limit for `npm run bench`: a bare Node HTTP server that answers every request with one
// recorded response (the same status, headers and already-compressed bytes the site sent), from memory.
// Usage: node bench/bench-bare-server.mjs <response.json> <port>
//   response.json: { status, headers: [[name, value], ...], bodyBase64 }
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
const body = Buffer.from(recorded.bodyBase64, 'base64');
const headers = {};
for (const [name, value] of recorded.headers) {
  if (['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue;
  headers[name] = name in headers ? [].concat(headers[name], value) : value;
}
headers['content-length'] = String(body.length);

const server = http.createServer((_req, res) => {
  res.writeHead(recorded.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log(`Bare server on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
