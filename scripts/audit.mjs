// `npm audit --omit=dev --audit-level=high`, run by `npm test` under CI. A high
// or critical advisory in a production dependency fails the run. When the advisory service
// cannot be reached (some registries serve packages but not advisories), it says so plainly
// and the run goes on: no result is invented either way.
import { spawnSync } from 'node:child_process';
import { log, root } from './lib.mjs';

/** 'passed', 'failed' or 'unavailable', with what npm said. */
function auditProductionDependencies() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    return {
      outcome: 'unavailable',
      detail: (result.stderr || result.stdout).trim().slice(0, 300),
    };
  }
  if (!report.metadata) {
    const status = report.statusCode ?? report.error?.code ?? 'no answer';
    return { outcome: 'unavailable', detail: `the advisory request was answered ${status}` };
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const names = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => `${v.name} (${v.severity})`);
  return serious > 0
    ? { outcome: 'failed', detail: names.join(', ') }
    : { outcome: 'passed', detail: `${counts.total ?? 0} advisories, none high or critical` };
}

export function runAudit() {
  const { outcome, detail } = auditProductionDependencies();
  if (outcome === 'unavailable') {
    log(`npm audit: the advisory service could not be reached (${detail}); not checked.`);
  } else {
    log(`npm audit (production dependencies): ${outcome}: ${detail}`);
  }
  return outcome !== 'failed';
}
