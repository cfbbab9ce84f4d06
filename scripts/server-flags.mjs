/**
 * V8 flags the server runs with, wherever it runs: `npm start` (package.json), the single
 * executable (its SEA config's execArgv), the test server and the benchmarks.
 *
 * A larger young generation: a page render allocates a few hundred KB of short-lived strings and
 * buffers, so with V8's default semi-space the scavenger ran every few requests. Measured on
 * /inventory renders past the page cache (1,500 requests, two rounds each, machine under load):
 * 5.2–5.8 ms of CPU per request with 32 MB against 6.8–7.2 ms without, the main thread's share
 * 3.5–3.9 ms against 3.9–4.3 ms. The cost is at most 2 × 32 MB of reserved memory.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
