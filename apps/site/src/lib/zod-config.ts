import { config } from 'zod';

// The site's Content-Security-Policy has no 'unsafe-eval', so zod's compiled (eval) parsers can never run
// here; without this, zod's first object parse probes `Function('')` and the browser reports a CSP violation.
config({ jitless: true });
