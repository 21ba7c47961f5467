// Search benchmark in Chromium against the production build (run `npm run build` first).
//
//   node scripts/bench-search.mjs [--runs 5] [--cpu-throttle 4] [--page /docs/intro] [--port 0]
//
// Reports, from the User Timing entries the search code records:
// - index load: fetch + JSON parse + lunr.Index.load per search-index-{tag}.json, on a cold cache;
// - time to first results: from the first keystroke in a fresh page to the first result on screen
//   (search code, lunr and the indexes all loading on that keystroke);
// - per-keystroke query time: parse + lunr + ranking for every prefix of realistic queries typed
//   one character at a time, median and p95.
// --cpu-throttle N slows the CPU N times (Chrome DevTools' emulation), for a phone-like figure.
// Then relevance: the share of each query set (tests/search-queries.ts, and the two written from the
// outside, tests/search-queries-outside.ts and tests/search-queries-holdout.ts; listed in
// tests/built/searchRelevance.ts) with the expected page first and in the top 3, over the same build
// (tests/built/relevance-report.ts), and the same for Pagefind as a peer (tests/built/pagefind-report.ts).
import { spawnSync } from 'node:child_process';

import { launchChromium } from './lib/chromium.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const INDEX_LOAD_MEASURE = 'vitrine-search:index-load';
const QUERY_MEASURE = 'vitrine-search:query';

/** Queries users type: API names whole and partial, task phrases, and the query syntax. */
const QUERIES = [
  'viewerapp',
  'ViewerApp.load',
  'addPlugin',
  'load a glb',
  'change metal colour',
  'licence key',
  'diamond refraction',
  'camera controls',
  'ground shadow',
  'variation configurator',
  'export gltf',
  'tonemap',
  'title:viewer',
  '+diamond -ring',
  'viewr~1',
  'plugin^10',
];

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

const runs = Number(option('runs', '5'));
const cpuThrottle = Number(option('cpu-throttle', '1'));
const pagePath = option('page', '/docs/intro');
/** 0 lets the system choose a free port. */
const port = Number(option('port', '0'));

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

async function newPage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (cpuThrottle > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  return { context, page };
}

const measures = (page, name) =>
  page.evaluate(
    (measureName) =>
      performance.getEntriesByName(measureName).map((entry) => ({ detail: entry.detail, duration: entry.duration })),
    name,
  );

const server = await serveBuild({ root: process.env.BUILD_DIR ?? 'build', port });
const browser = await launchChromium();
try {
  const indexLoads = new Map();
  const firstResults = [];
  const keystrokes = [];

  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await newPage(browser, `${server.origin}${pagePath}`);
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    const start = Date.now();
    await box.click();
    await page.keyboard.type('v');
    await page.getByRole('option').first().waitFor();
    firstResults.push(Date.now() - start);
    for (const { detail, duration } of await measures(page, INDEX_LOAD_MEASURE)) {
      indexLoads.set(detail, [...(indexLoads.get(detail) ?? []), duration]);
    }

    await page.evaluate((name) => performance.clearMeasures(name), QUERY_MEASURE);
    for (const query of QUERIES) {
      await box.fill('');
      await box.pressSequentially(query);
      await page.getByRole('option').first().or(page.getByText('No results found.')).waitFor();
    }
    keystrokes.push(...(await measures(page, QUERY_MEASURE)).map(({ duration }) => duration));
    await context.close();
  }

  console.log(
    `Search benchmark: ${pagePath}, ${runs} cold runs${cpuThrottle > 1 ? `, CPU throttled ${cpuThrottle}x` : ''}`,
  );
  for (const [tag, durations] of indexLoads) {
    console.log(
      `  index load ${tag.padEnd(24)} median ${ms(percentile(durations, 50))}  p95 ${ms(percentile(durations, 95))}`,
    );
  }
  console.log(
    `  time to first results         median ${ms(percentile(firstResults, 50))}  p95 ${ms(percentile(firstResults, 95))}`,
  );
  console.log(
    `  per-keystroke query (${keystrokes.length} samples) median ${ms(percentile(keystrokes, 50))}  p95 ${ms(percentile(keystrokes, 95))}  max ${ms(Math.max(...keystrokes))}`,
  );
} finally {
  await browser.close();
  await server.close();
}

// Relevance of ours, then of Pagefind (default settings, root selector `main`) on the same build
// and the same two query sets.
for (const report of ['tests/built/relevance-report.ts', 'tests/built/pagefind-report.ts']) {
  const run = spawnSync('npx', ['vite-node', report], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? 'build' },
  });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}
