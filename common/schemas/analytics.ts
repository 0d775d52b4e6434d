import { z } from '../zod.ts';

/** Longest path or referrer kept; anything longer is not a page of ours. */
const PAGEVIEW_URL_MAX = 2048;

/**
 * POST /api/analytics/pageview (spec §2.1: every route change records a page view). The
 * path is kept without its query or fragment, the referrer as its origin only.
 */
export const pageviewSchema = z.object({
  path: z
    .string({ message: 'Path is required' })
    .trim()
    .min(1, { message: 'Path is required' })
    .max(PAGEVIEW_URL_MAX, { message: 'Path is too long' })
    .refine((v) => v.startsWith('/') && !v.startsWith('//'), {
      message: 'Path must be a valid path starting with /',
    })
    .transform((v) => v.split(/[?#]/)[0]!),
  referrer: z
    .string()
    .max(PAGEVIEW_URL_MAX)
    .optional()
    .nullable()
    .transform((v) => {
      if (!v) return null;
      try {
        const url = new URL(v);
        return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
      } catch {
        return null;
      }
    }),
});

export type PageView = z.output<typeof pageviewSchema>;

/** Admin pages are not counted (spec §2.1: /admin paths, case-insensitive). */
export const isAdminPath = (path: string) => /^\/admin(\/|$)/i.test(path);
