import { sql } from 'drizzle-orm';
import type { Run } from './schema-version.ts';

/**
 * The tables of the site's schema (`public`) in an order that loads without breaking a
 * foreign key: every table after the tables it references.
 */
export async function tablesInLoadOrder(run: Run): Promise<string[]> {
  const tables = (
    await run(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => String(r.name));
  const references = await run(
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parents.get(String(child))?.add(String(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The stored (not generated) columns of a table, in their order. */
export async function storedColumns(run: Run, table: string): Promise<string[]> {
  const rows = await run(
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${`public."${table.replace(/"/g, '""')}"`}::regclass
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((r) => String(r.name));
}

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
