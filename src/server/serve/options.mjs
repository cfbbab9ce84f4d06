// The server's own settings from the environment, checked once at start: a bad value stops the
// server with a message naming the variable, instead of a surprise on the first request.

/** @param {Record<string, string | undefined>} env */
export function serverOptions(env) {
  const errors = [];
  const port = integer(env, 'PORT', 4321, 0, 65535, errors);
  const host = env.HOST || 'localhost';
  const trustProxy = integer(env, 'TRUST_PROXY', 0, 0, 10, errors);
  const redirectPort = env.HTTP_REDIRECT_PORT ? integer(env, 'HTTP_REDIRECT_PORT', 0, 0, 65535, errors) : undefined;
  let tls;
  if (env.TLS_CERT || env.TLS_KEY) {
    if (!env.TLS_CERT) errors.push('TLS_CERT: set it with TLS_KEY (the certificate chain, PEM)');
    else if (!env.TLS_KEY) errors.push('TLS_KEY: set it with TLS_CERT (the private key, PEM)');
    else tls = { cert: env.TLS_CERT, key: env.TLS_KEY };
  }
  if (redirectPort !== undefined && !tls)
    errors.push('HTTP_REDIRECT_PORT: only with TLS_CERT and TLS_KEY (it redirects to the HTTPS port)');
  const production = (env.NODE_ENV ?? 'production') === 'production';
  const secureCookies = env.SECURE_COOKIES ? env.SECURE_COOKIES === 'true' : production;
  if (errors.length) throw new Error(`Invalid environment:\n${errors.map((e) => `  ${e}`).join('\n')}`);
  // HSTS only where the site is reached over https: directly with TLS, or through a proxy that says so.
  return { port, host, tls, redirectPort, trustProxy, hsts: Boolean(tls) || secureCookies };
}

function integer(env, name, fallback, min, max, errors) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}
