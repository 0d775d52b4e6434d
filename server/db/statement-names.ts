import { createHash } from 'node:crypto';

/**
 * The statements server/db/named-statement.ts runs as named prepared statements, by text.
 * Drizzle's PGlite driver drops a statement's name, so the embedded database's client
 * (client.ts, namedQueries) looks the text up here.
 */
const namedTexts = new Set<string>();

/** Records `text` as one of executeNamed's statements. */
export const markNamed = (text: string) => void namedTexts.add(text);

/** Whether `text` is one of executeNamed's statements. */
export const isNamedStatement = (text: string) => namedTexts.has(text);

/** The name of the statement of `text`: a hash of it, so texts that differ get names that differ. */
export const statementName = (text: string) =>
  `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
