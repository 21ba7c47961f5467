// Lighthouse benchmark of the built site: one page of each page type (scripts/lib/page-types.json
// over build/sitemap.xml, plus the not-found page), mobile and desktop, several runs each; prints
// the median scores (performance, accessibility, best practices, SEO) and LCP, TBT and CLS.
// Figures, not a pass/fail gate: they depend on the machine. Goal: mobile performance
// 90 or more, the other three categories 100.
//
//   node scripts/bench-lighthouse.mjs [--runs 3] [--only home,doc] [--form mobile|desktop] [--latency 0]
//                                     [--json reports/lighthouse.json]
//
// --latency adds a delay in ms to every response, like the round trip to a real host (default 0).
// Lighthouse simulates a slow phone from the order of events it observed on this machine: when the
// first paint comes after the bundle has run (as it often does on a busy machine), the simulated
// LCP waits for the bundle too. Figures vary with the machine's load; the benchmark index printed
// at the end says how busy it was.
// Serves build/ itself on 127.0.0.1:BENCH_PORT (default 4180) with compression and the headers of
// build/_headers, and runs the system Chromium (CHROME_PATH, else as the browser tests find it)
// with the browser tests' flags, so no request leaves the machine. Build without GTAG_TRACKING_ID
// first: analytics cannot load offline, and its failed request would cost best-practices points.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';

import { CATEGORIES, median, runLighthouse } from './lib/lighthouse-run.mjs';
import { sitemapPaths } from './lib/build-output.mjs';
import { NOT_FOUND_TYPE, PAGE_TYPES, representativePaths } from './lib/page-types.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    form: { type: 'string' },
    json: { type: 'string' },
    latency: { type: 'string', default: '0' },
  },
});
const LATENCY_MS = Number(options.latency);
if (!Number.isFinite(LATENCY_MS) || LATENCY_MS < 0)
  throw new Error(`--latency must be milliseconds, got ${options.latency}`);
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number, got ${options.runs}`);
const FORMS = options.form ? [options.form] : ['mobile', 'desktop'];
for (const form of FORMS) {
  if (form !== 'mobile' && form !== 'desktop') throw new Error(`--form must be mobile or desktop, got ${form}`);
}
const PORT = Number(process.env.BENCH_PORT ?? 4180);

if (readFileSync('build/index.html', 'utf8').includes('googletagmanager.com/gtag/js')) {
  console.error('This build ships analytics (GTAG_TRACKING_ID was set): run `npm run build` without it first.');
  process.exit(1);
}

/** @type {{ id: string, label: string, path: string }[]} */
const targets = [];
const picked = representativePaths(await sitemapPaths());
for (const type of PAGE_TYPES) {
  const path = picked.get(type.id);
  if (path) targets.push({ id: type.id, label: type.label, path });
}
// Lighthouse refuses a document answered with status 404: measure the same page as /404.html.
targets.push({ id: NOT_FOUND_TYPE.id, label: NOT_FOUND_TYPE.label, path: '/404.html' });
const only = options.only?.split(',').map((id) => id.trim());
const selected = only ? targets.filter((target) => only.includes(target.id)) : targets;
if (selected.length === 0) throw new Error(`--only ${options.only} names no page type of this build`);

const runOnce = (url, form) => runLighthouse(url, form);

const server = await serveBuild({ port: PORT, latencyMs: LATENCY_MS });
/** @type {object[]} */
const rows = [];
try {
  console.log(
    `Lighthouse ${RUNS} run(s) per page type and form factor on ${server.origin}, ${LATENCY_MS} ms added per response` +
      ' (medians; LCP and TBT in ms)\n',
  );
  console.log(
    `${'page type'.padEnd(26)}${'form'.padEnd(9)}${'perf'.padStart(5)}${'a11y'.padStart(6)}${'bp'.padStart(5)}${'seo'.padStart(5)}${'LCP'.padStart(8)}${'TBT'.padStart(7)}${'CLS'.padStart(7)}  below 100 in any run`,
  );
  for (const target of selected) {
    for (const form of FORMS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(`${server.origin}${target.path}`, form));
      const row = {
        type: target.id,
        path: target.path,
        form,
        runs: RUNS,
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [category, median(runs.map((r) => r.scores[category]))]),
        ),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      };
      rows.push(row);
      console.log(
        `${target.label.padEnd(26)}${form.padEnd(9)}${String(Math.round(row.scores.performance)).padStart(5)}` +
          `${String(Math.round(row.scores.accessibility)).padStart(6)}${String(Math.round(row.scores['best-practices'])).padStart(5)}` +
          `${String(Math.round(row.scores.seo)).padStart(5)}${String(Math.round(row.lcp)).padStart(8)}` +
          `${String(Math.round(row.tbt)).padStart(7)}${row.cls.toFixed(3).padStart(7)}  ${row.failing.join(' ')}`,
      );
    }
  }
} finally {
  await server.close();
}
const indexes = rows.map((row) => row.benchmarkIndex);
console.log(
  `\nLighthouse benchmark index of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
    '(a typical desktop scores 1000–2000; lower means TBT and mobile performance read worse than on real hardware).',
);

if (options.json) {
  mkdirSync(dirname(options.json), { recursive: true });
  writeFileSync(options.json, `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`\nWrote ${options.json}`);
}
