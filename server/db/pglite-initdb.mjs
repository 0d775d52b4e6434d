// Creates an embedded database in the folder given as the only argument, then exits.
// PGlite's first start (initdb) grows its WebAssembly memory to about 900 MB, which a
// process never gives back; run in a child, the server then opens a ready folder and
// stays near a third of that (docs/decisions/021).
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: node pglite-initdb.mjs <data directory>\n');
  process.exit(2);
}
const client = await PGlite.create(dataDir);
await client.close();
