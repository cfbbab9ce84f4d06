import { z } from 'zod';

// zod 4 probes for eval (`new Function('')`) the first time it parses an object, to compile a faster parser.
// Our CSP forbids eval, so in the browser that probe is a reported policy violation: parse without it.
z.config({ jitless: true });
