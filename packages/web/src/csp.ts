import { z } from 'zod';

// The server's Content-Security-Policy allows no eval. Zod compiles its object parsers with `new Function` unless
// told not to, and even its probe for that is reported as a violation: imported first, before any schema is built.
z.config({ jitless: true });
