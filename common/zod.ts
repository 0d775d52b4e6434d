import { z } from 'zod';

/**
 * zod as every shared schema uses it. In the browser zod runs without its compiled
 * parsers: deciding whether it may compile one means trying `new Function`, which our
 * Content-Security-Policy refuses and reports as a violation on every page with a form.
 * The forms' schemas are small; the server, which parses every request, keeps them.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };

/**
 * The first message per field of a failed parse, keyed by the field's path ('a.b'); an
 * issue about the whole value is keyed '_'. The server answers these as `fields`, the
 * forms show them beside their inputs.
 */
export function fieldErrors<K extends string = string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string extends K ? Record<string, string> : Partial<Record<K, string>> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields as string extends K ? Record<string, string> : Partial<Record<K, string>>;
}
