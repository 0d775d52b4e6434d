// `npm test`: installs what is missing, then runs every test: lint, types, unit, API on
// PGlite and PostgreSQL, and browser tests against the production build.
// Arguments after `npm test --` go to vitest (and skip lint and types), for example
// `npm test -- --project unit`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  aptInstall,
  checkNode,
  ensureBuild,
  ensureDependencies,
  fail,
  isDebian,
  isRoot,
  log,
  root,
  run,
} from './lib.mjs';
import { runAudit } from './audit.mjs';
import { startPostgres } from './pg-cluster.mjs';

const vitestArgs = process.argv.slice(2);
const ci = process.env.CI === 'true' || process.env.CI === '1';

checkNode();
ensureDependencies();

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The system fonts the pages fall back to (SVG text, symbols outside the web font): the
// visual regression baselines were drawn with them (tests/e2e/visual.test.ts).
const browserFonts = ['fonts-liberation', 'fonts-dejavu-core', 'fonts-dejavu-extra'];
if (!existsSync(chromiumPath)) {
  log('Chromium is not installed; installing it with apt-get...');
  if (!aptInstall(['chromium', ...browserFonts]) || !existsSync(chromiumPath)) {
    fail(
      isRoot() && isDebian()
        ? 'Could not install chromium with apt-get: see the output above.'
        : `The browser tests need Chromium at ${chromiumPath}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
} else if (!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf')) {
  log(`Installing the fonts the screenshots were made with (${browserFonts.join(', ')})...`);
  aptInstall(browserFonts);
}

// The deployment test runs nginx in front of two app processes (docs/deployment/nginx.conf).
const nginxPaths = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
if (!nginxPaths.some((p) => existsSync(p))) {
  log('nginx is not installed; installing nginx-light with apt-get...');
  if (!aptInstall(['nginx-light']) || !nginxPaths.some((p) => existsSync(p))) {
    fail(
      isRoot() && isDebian()
        ? 'Could not install nginx-light with apt-get: see the output above.'
        : 'The deployment test needs nginx. Install it (Debian: sudo apt-get install nginx-light).',
    );
  }
}

let postgres;
const cleanup = () => postgres?.stop();
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && env.TEST_PG !== '0') {
  try {
    postgres = await startPostgres();
  } catch (error) {
    log(`Could not start PostgreSQL: ${error.message}`);
  }
  if (postgres) {
    env.TEST_DATABASE_URL = postgres.url;
    log(`PostgreSQL test cluster on ${postgres.url}`);
  } else if (ci) {
    fail(
      'CI needs PostgreSQL for the database tests: install postgresql or set TEST_DATABASE_URL.',
    );
  } else {
    log(
      'PostgreSQL is not available (install postgresql or set TEST_DATABASE_URL): database tests run on PGlite only.',
    );
  }
}

const step = (name, command, args) => {
  log(name);
  const code = run(command, args, { env });
  if (code !== 0) fail(`${name} failed.`);
};

if (vitestArgs.length === 0) {
  step('Lint (ESLint, Prettier)', 'npm', ['run', '--silent', 'lint']);
  step('Types (tsc)', 'npm', ['run', '--silent', 'typecheck']);
  if (ci && !runAudit()) fail('npm audit found a high or critical advisory: see above.');
}
ensureBuild();

mkdirSync(path.join(root, 'test-results'), { recursive: true });

/** One vitest run; answers its exit code and its counts from the JSON report. */
const vitest = (name, args) => {
  const resultFile = path.join(root, 'test-results', `${name}.json`);
  rmSync(resultFile, { force: true });
  const code = run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultFile}`,
      ...args,
    ],
    { env },
  );
  try {
    const report = JSON.parse(readFileSync(resultFile, 'utf8'));
    const failures = report.testResults.flatMap((file) => {
      const where = path.relative(root, file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => ({
          where,
          title: test.fullName,
          message: (test.failureMessages ?? []).join('\n'),
        }));
      // A file that failed outside its tests (an import error, a hook) has no failed test.
      return tests.length > 0 || file.status !== 'failed'
        ? tests
        : [{ where, title: '(the file itself)', message: file.message ?? '' }];
    });
    return {
      code,
      failures,
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTests ?? 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return { code: code || 1, passed: 0, failed: 0, skipped: 0, failures: [], missing: true };
  }
};

const runs = [];
if (vitestArgs.length > 0) {
  runs.push(vitest('vitest', vitestArgs));
} else {
  // The hard suite kills servers and fills the CPU for minutes: it runs on its own after
  // the others, so browser tests never share the two cores with it.
  log(
    `Tests: unit, API on PGlite${env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''}, browser (chromium)`,
  );
  const projects = ['unit', 'api', ...(env.TEST_DATABASE_URL ? ['api-pg'] : []), 'e2e'];
  runs.push(
    vitest(
      'vitest',
      projects.flatMap((project) => ['--project', project]),
    ),
  );
  log('Tests: reliability and security (hard)');
  runs.push(vitest('vitest-hard', ['--project', 'hard']));
}

const summary = runs.reduce(
  (total, one) => ({
    code: total.code || one.code,
    passed: total.passed + one.passed,
    failed: total.failed + one.failed,
    skipped: total.skipped + one.skipped,
    failures: [...total.failures, ...one.failures],
    missing: total.missing || one.missing,
  }),
  { code: 0, passed: 0, failed: 0, skipped: 0, failures: [], missing: false },
);
// The failures again at the very end, where a reader of a long log looks first.
if (summary.failures.length > 0) {
  process.stdout.write('\nFailed:\n');
  for (const failure of summary.failures) {
    const firstLines = failure.message.split('\n').slice(0, 6).join('\n    ');
    process.stdout.write(`  ${failure.where} > ${failure.title}\n    ${firstLines}\n`);
  }
}
process.stdout.write(
  `\n${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}\n`,
);
if (summary.code !== 0 || summary.missing || summary.failed > 0 || summary.passed === 0) {
  process.exit(summary.code || 1);
}
