// Serves the built site (dist/) on PORT: the HTTP server of src/server/serve/serve.mjs.
// `npm start` builds and prepares the database first; tests and benches start this directly.
await import('#src/server/serve/serve.mjs');
