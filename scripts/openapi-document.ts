// `tsx scripts/openapi-document.ts FILE`: writes the API's OpenAPI document to FILE, as
// GET /api/openapi.json answers it, from the app built on an empty in-memory database
// without listening. `npm run lint` lints the file with spectral's OpenAPI rules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('Name the file to write: tsx scripts/openapi-document.ts FILE');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-openapi-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(48).toString('base64'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
    });
    const app = await buildApp({ config, database, web: false });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (answer.statusCode !== 200) {
        throw new Error(`GET /api/openapi.json answered ${answer.statusCode}`);
      }
      mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
      writeFileSync(target, `${JSON.stringify(answer.json(), null, 2)}\n`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
