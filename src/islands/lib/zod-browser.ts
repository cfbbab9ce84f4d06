import { z } from 'zod';

// zod 4 probes for eval (`new Function('')`) when the first object schema is built, to compile a faster parser.
// Our CSP forbids eval, so in the browser that probe is a reported policy violation: parse without it.
// The setting must come before any schema module is evaluated: an island file that imports a schema from
// src/lib/validation imports this module first (ES modules run in import order).
z.config({ jitless: true });
