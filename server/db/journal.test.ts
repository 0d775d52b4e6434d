import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const folder = new URL('../../drizzle/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: JournalEntry[];
};

/**
 * Drizzle's migrator applies a migration only when its `when` is later than the last one a
 * database has applied: an entry dated earlier than its predecessor would be skipped on
 * every existing database (while fresh test databases would run it and hide the fault).
 */
describe('drizzle/meta/_journal.json', () => {
  it('numbers the migrations in order, each dated after the one before', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0'))).toBe(true);
      if (index > 0) expect(entry.when).toBeGreaterThan(journal.entries[index - 1]!.when);
    });
  });

  it('has the SQL file of every entry', () => {
    for (const entry of journal.entries) {
      expect(existsSync(new URL(`${entry.tag}.sql`, folder)), entry.tag).toBe(true);
    }
  });
});
