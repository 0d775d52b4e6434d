import { z } from 'zod';

/**
 * zod as every shared schema uses it. In the browser zod runs without its compiled
 * parsers: deciding whether it may compile one means trying `new Function`, which our
 * Content-Security-Policy refuses and reports as a violation on every page with a form.
 * The forms' schemas are small; the server, which parses every request, keeps them.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
