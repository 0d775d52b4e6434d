/**
 * Lighthouse 12.8 on Debian's chromium, mobile and desktop, against the production server
 * (server/main.ts over $BUILD_DIR, started like the browser tests start it). For `/`,
 * `/Services`, `/blog` and one post: the four category scores, LCP, TBT, CLS, the bytes of
 * JavaScript loaded before interaction, and any request that left our origin.
 *
 * Run: node --import tsx bench/lighthouse.ts [--json] [--runs N]
 * `--json` prints one JSON line (for bench/run.mjs) instead of the table. Each page is
 * measured `--runs N` times (3 unless told) and the median run (by Performance score, then
 * LCP) is kept: Lighthouse's own advice, as one run's score moves with the machine's load
 * (one page of four drew LCP 1.55 s in one run and 0.78-0.92 s in the next three).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { startServer } from '../tests/setup/server-process.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What every page must reach in Lighthouse. */
const BUDGET_MOBILE_PERFORMANCE = 100;
const BUDGET_LCP_MS = 1500;
const BUDGET_HOME_JS_BYTES = 90 * 1024;

const args = process.argv.slice(2);
const json = args.includes('--json');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 3;
// --only mobile|desktop and --page /path narrow a run while investigating.
const optionValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlyForm = optionValue('--only');
const onlyPage = optionValue('--page');
/** --save DIR keeps every full Lighthouse report as JSON. */
const saveDir = optionValue('--save');

type FormFactor = 'mobile' | 'desktop';

export interface PageFigures {
  page: string;
  formFactor: FormFactor;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Transfer size (compressed, as sent) of the script requests made before the page was
   * hydrated (the `hydrated` user timing mark of app/components/route-effects.tsx): what
   * the page needs before it is interactive. Chunks fetched on demand afterwards (the chat
   * core, carousels) are in `allJsBytes`.
   */
  jsBytes: number;
  jsRequests: number;
  /** The part of `jsBytes` requested before the load event (ADR 021: none, since hydration waits for it). */
  jsBeforeLoadBytes: number;
  allJsBytes: number;
  /** Requests to any origin other than the server's. */
  external: string[];
  lcpElement: string;
}

interface NetworkItem {
  url: string;
  networkRequestTime?: number;
  resourceType?: string;
  transferSize?: number;
}

function figures(lhr: Result, page: string, formFactor: FormFactor, origin: string): PageFigures {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const items = ((audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const allScripts = items.filter((item) => item.resourceType === 'Script');
  const metrics = (audit('metrics')?.details as { items?: { observedLoad?: number }[] })
    ?.items?.[0];
  const loadAt = metrics?.observedLoad ?? Number.POSITIVE_INFINITY;
  const marks = (
    audit('user-timings')?.details as { items?: { name?: string; startTime?: number }[] }
  )?.items;
  const hydratedAt =
    marks?.find((mark) => mark.name === 'hydrated')?.startTime ?? Number.POSITIVE_INFINITY;
  const scripts = allScripts.filter((item) => (item.networkRequestTime ?? 0) <= hydratedAt);
  const beforeLoad = allScripts.filter((item) => (item.networkRequestTime ?? 0) <= loadAt);
  const external = items
    .map((item) => item.url)
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  const lcpItems = (
    audit('largest-contentful-paint-element')?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items;
  const lcpElement = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '';
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageFigures['scores'];
  return {
    page,
    formFactor,
    scores,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    jsBeforeLoadBytes: beforeLoad.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    allJsBytes: allScripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    external,
    lcpElement: lcpElement.slice(0, 80),
  };
}

async function measure(url: string, port: number, formFactor: FormFactor): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  // A trace now and then comes back without its navigation start (NO_NAVSTART) on a busy
  // machine; Lighthouse's own advice is to run again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt >= 3) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
  }
}

const median = (list: PageFigures[]) =>
  [...list].sort((a, b) => b.scores.performance - a.scores.performance || a.lcpMs - b.lcpMs)[
    Math.floor((list.length - 1) / 2)
  ]!;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const server = await startServer({ LOG_LEVEL: 'error' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const list = (await (await fetch(`${server.baseURL}/api/blogs?page=1&limit=1`)).json()) as {
      data?: { _id: string }[];
    };
    const postId = list.data?.[0]?._id;
    if (!postId) throw new Error('No published blog post to measure (is the demo seed on?)');
    const pages = onlyPage ? [onlyPage] : ['/', '/Services', '/blog', `/blog/${postId}`];
    const results: PageFigures[] = [];
    const forms = (['mobile', 'desktop'] as const).filter((f) => !onlyForm || f === onlyForm);
    for (const formFactor of forms) {
      for (const page of pages) {
        const samples: PageFigures[] = [];
        for (let run = 0; run < runs; run++) {
          const lhr = await measure(`${server.baseURL}${page}`, chrome.port, formFactor);
          samples.push(figures(lhr, page, formFactor, server.baseURL));
          if (saveDir) {
            const name = `${formFactor}${page.replaceAll('/', '_') || '_'}-${run}.json`;
            writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
          }
        }
        const kept = median(samples);
        results.push(kept);
        if (!json) {
          console.error(
            `${formFactor} ${page}: performance ${kept.scores.performance}, LCP ${kept.lcpMs} ms, TBT ${kept.tbtMs} ms, CLS ${kept.cls}, LCP element ${kept.lcpElement}`,
          );
        }
      }
    }

    const mobile = results.filter((r) => r.formFactor === 'mobile');
    const home = mobile.find((r) => r.page === '/');
    const budgets = [
      {
        budget: `Lighthouse mobile Performance ${BUDGET_MOBILE_PERFORMANCE} on all four pages`,
        measured: mobile.map((r) => `${r.page} ${r.scores.performance}`).join(', '),
        met: mobile.every((r) => r.scores.performance >= BUDGET_MOBILE_PERFORMANCE),
      },
      {
        budget: `Lighthouse mobile LCP <= ${BUDGET_LCP_MS / 1000} s on all four pages`,
        measured: mobile.map((r) => `${r.page} ${(r.lcpMs / 1000).toFixed(2)} s`).join(', '),
        met: mobile.every((r) => r.lcpMs <= BUDGET_LCP_MS),
      },
      {
        budget: `initial JavaScript on / <= ${BUDGET_HOME_JS_BYTES / 1024} KB gzip`,
        measured: home
          ? `${kb(home.jsBytes)} before hydration (${kb(home.jsBeforeLoadBytes)} before the load event)`
          : 'not measured',
        met: home !== undefined && home.jsBytes <= BUDGET_HOME_JS_BYTES,
      },
      {
        budget: 'nothing fetched from another origin',
        measured: `${results.reduce((n, r) => n + r.external.length, 0)} external requests`,
        met: results.every((r) => r.external.length === 0),
      },
    ];

    if (json) {
      console.log(JSON.stringify({ benchmark: 'lighthouse', runs, results, budgets }));
      return;
    }
    const rows = results.map((r) => ({
      form: r.formFactor,
      page: r.page.startsWith('/blog/') ? '/blog/{id}' : r.page,
      perf: r.scores.performance,
      a11y: r.scores.accessibility,
      bp: r.scores['best-practices'],
      seo: r.scores.seo,
      'LCP s': (r.lcpMs / 1000).toFixed(2),
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'initial JS': `${kb(r.jsBytes)} / ${r.jsRequests} files`,
      'before load': kb(r.jsBeforeLoadBytes),
      'all JS': kb(r.allJsBytes),
    }));
    console.table(rows);
    for (const r of results.filter((x) => x.external.length > 0)) {
      console.log(`${r.formFactor} ${r.page} fetched from outside: ${r.external.join(', ')}`);
    }
    for (const b of budgets) {
      console.log(`${b.met ? 'met    ' : 'not met'}  ${b.budget}: ${b.measured}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
