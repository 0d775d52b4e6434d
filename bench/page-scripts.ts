/**
 * The JavaScript before interaction of every public page, without Lighthouse: the production
 * server over $BUILD_DIR (started as bench/lighthouse.ts starts it), Debian's chromium opening
 * each page as a phone with nobody touching it, and the gzip transfer bytes of every script
 * it requested up to its `hydrated` mark (tests/setup/page-scripts.ts). Budgets: 100 KB on
 * every public page, so a phone on a slow network can use any page soon after it loads, and
 * ADR 018's 90 KB on `/`.
 *
 * Run: BUILD_DIR=build node --import tsx bench/page-scripts.ts [--json] [--page /path] [--files]
 * `--json` prints the one JSON line of rows bench/run.mjs reads; `--files` lists each
 * page's scripts, largest first.
 */
import { chromium } from 'playwright-core';
import { startServer } from '../tests/setup/server-process.ts';
import { budgetFor, kb, measurePage, publicPages } from '../tests/setup/page-scripts.ts';
import { report, type BenchRow } from './lib.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const listFiles = args.includes('--files');
const pageArg = args.indexOf('--page');
const onlyPage = pageArg >= 0 ? args[pageArg + 1] : undefined;

/** A stored post or token differs per run; the table names the page, not the value. */
const pageName = (path: string) =>
  path
    .replace(/^\/blog\/.+/, '/blog/{id}')
    .replace(/^\/appointment\/.+/, '/appointment/{token}')
    .replace(/^\/newsletter\/(confirm|unsubscribe)\/.+/, '/newsletter/$1/{token}');

async function main() {
  const server = await startServer({ LOG_LEVEL: 'error', SEED_DEMO: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const rows: BenchRow[] = [];
  try {
    const pages = onlyPage ? [onlyPage] : await publicPages(server.baseURL);
    for (const path of pages) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext({ reducedMotion: 'no-preference' });
      try {
        const measured = await measurePage(context, server.baseURL, path);
        const budget = budgetFor(path);
        rows.push({
          group: 'JS before interaction (gzip)',
          name: pageName(path),
          figure: `${kb(measured.bytes)} in ${measured.files.length} files`,
          budget: `≤ ${budget / 1024} KB`,
          met: measured.bytes <= budget,
        });
        if (!json) {
          console.log(
            `${measured.bytes <= budget ? 'met    ' : 'not met'}  ${pageName(path).padEnd(36)} ${kb(measured.bytes).padStart(9)} in ${measured.files.length} files (budget ${budget / 1024} KB)`,
          );
          if (listFiles) {
            for (const file of measured.files)
              console.log(`           ${kb(file.bytes).padStart(9)}  ${file.path}`);
          }
        }
      } catch (error) {
        rows.push({
          group: 'JS before interaction (gzip)',
          name: pageName(path),
          figure: `not measured: ${(error as Error).message.split('\n')[0]}`,
          budget: `≤ ${budgetFor(path) / 1024} KB`,
          met: false,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (json) report(rows);
}

await main();
