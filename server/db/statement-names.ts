import { createHash } from 'node:crypto';

/**
 * The statements server/db/named-statement.ts runs as named prepared statements: their names
 * by text. Drizzle's PGlite driver drops a statement's name, so the embedded database's
 * client (client.ts, namedQueries) looks the text up here.
 */
const names = new Map<string, string>();

/**
 * The name of the statement of `text`, recorded as one of executeNamed's: a hash of the
 * text, so texts that differ get names that differ. Hashed once per text.
 */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Whether `text` is one of executeNamed's statements. */
export const isNamedStatement = (text: string) => names.has(text);
