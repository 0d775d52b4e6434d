import type { SQL } from 'drizzle-orm';

/**
 * A write of one domain that runs inside another domain's statement, so that a change and
 * what follows from it commit together in one round trip (docs/decisions/039): a booking
 * and the mails and chat link it causes. The owning repository writes the statement
 * `with <its own CTEs>, <each joined write's CTEs> select <its columns>, <their columns>`.
 *
 * Each domain's repository writes its own SQL; services pass the writes along without
 * reading them, and the repository of the statement only places them.
 */
interface JoinedWrite {
  /** Common table expressions (`name as (insert ... returning ...)`), in order. */
  ctes: SQL[];
  /** Columns of the statement's answer (`(select ...) as name`). */
  columns: SQL[];
  /** Reads the statement's one answer row, once it has committed. */
  read?(answer: Record<string, unknown>): void;
}

/**
 * A joined write, made for one statement: `when` is the SQL condition under which it takes
 * effect (the statement's own change was made); `prefix` keeps its CTE and column names
 * apart from the others'.
 */
export type JoinedWriteOf = (when: SQL, prefix: string) => JoinedWrite;
