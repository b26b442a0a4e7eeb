import { z } from 'zod';

/**
 * The Content-Security-Policy allows no eval. zod 4 otherwise probes `new Function` when its first
 * object schema is built (the browser reports that as a policy violation even though zod catches
 * it) and compiles parsers with it. This module is main.tsx's first import, so it runs before any
 * schema of contracts is built.
 */
z.config({ jitless: true });
