// Lighthouse mobile, this site beside the stock Docusaurus template, in one interleaved run: every
// run measures each page of both sites in turn, so both see the same machine load. Pages: one of each
// page type of ours, plus the heaviest guide and the largest API page (by HTML size), and the stock
// template's home, intro, code-heavy Markdown page and blog post. Prints medians: performance score,
// LCP, TBT, main-thread time and its two largest kinds (script evaluation, style and layout).
// Figures, not a pass/fail gate; run it on a quiet machine (check `ps` for leftover browsers).
//
// --cpu calibrated measures the host's benchmark index first (three Lighthouse runs of the stock
// home) and slows the CPU by our reading of Lighthouse's throttling guide for that index
// (calibratedCpuMultiplier), so a slow host emulates about the phone the preset means on the host
// it assumes, not a slower one; --cpu 2.5 sets the multiplier; the default is the preset's 4x.
//
//   /work/shared/tools/stock-template.sh   # builds the template, prints its build folder
//   npm run build && node scripts/bench-side-by-side.mjs --stock /tmp/anchor-template-3.10.2/build [--runs 3]
//                                                        [--only home,doc,heaviest-guide] [--json file]
//                                                        [--cpu calibrated|N]
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

import { htmlFileFor, sitemapPaths } from './lib/build-output.mjs';
import { calibratedCpuMultiplier, median, runLighthouse } from './lib/lighthouse-run.mjs';
import { PAGE_TYPES, pageTypeOf, representativePaths } from './lib/page-types.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const { values: options } = parseArgs({
  options: {
    stock: { type: 'string' },
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    json: { type: 'string' },
    cpu: { type: 'string' },
  },
});
if (!options.stock || !existsSync(`${options.stock}/index.html`))
  throw new Error('--stock must name the stock template build folder (/work/shared/tools/stock-template.sh prints it)');
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number, got ${options.runs}`);

/** The path among `paths` whose HTML file in `buildDir` is largest. */
function largest(paths, buildDir) {
  let best;
  for (const path of paths) {
    const size = statSync(join(buildDir, htmlFileFor(buildDir, path))).size;
    if (!best || size > best.size) best = { path, size };
  }
  return best?.path;
}

const ours = await sitemapPaths();
/** @type {{ site: 'ours' | 'stock', id: string, path: string }[]} */
const targets = [];
const picked = representativePaths(ours);
for (const type of PAGE_TYPES) {
  const path = picked.get(type.id);
  if (path) targets.push({ site: 'ours', id: type.id, path });
}
const guides = ours.filter((path) => pageTypeOf(path)?.id === 'doc');
const apiPages = ours.filter((path) => pageTypeOf(path)?.id === 'api-class');
targets.push({ site: 'ours', id: 'heaviest-guide', path: largest(guides, 'build') });
targets.push({ site: 'ours', id: 'largest-api-page', path: largest(apiPages, 'build') });
for (const [id, path] of [
  ['home', '/'],
  ['doc', '/docs/intro'],
  ['heaviest-guide', '/docs/tutorial-basics/markdown-features'],
  ['blog-post', '/blog/welcome'],
]) {
  if (
    ['index.html', `${path.slice(1)}/index.html`, `${path.slice(1)}.html`].some((file) =>
      existsSync(join(options.stock, file)),
    )
  )
    targets.push({ site: 'stock', id, path });
}
const only = options.only?.split(',').map((id) => id.trim());
const selected = only ? targets.filter((target) => only.includes(target.id)) : targets;
if (selected.length === 0) throw new Error(`--only ${options.only} names no page`);

const servers = { ours: await serveBuild({ port: 0 }), stock: await serveBuild({ root: options.stock, port: 0 }) };

/** The CPU slowdown to run with: the preset's (undefined), a given one, or calibrated to this host. */
async function cpuSlowdown() {
  if (options.cpu === undefined) return { multiplier: undefined, hostIndex: undefined };
  if (options.cpu !== 'calibrated') {
    const multiplier = Number(options.cpu);
    if (!(multiplier >= 1)) throw new Error(`--cpu must be "calibrated" or a number of at least 1, got ${options.cpu}`);
    return { multiplier, hostIndex: undefined };
  }
  const indexes = [];
  for (let run = 0; run < 3; run += 1)
    indexes.push((await runLighthouse(`${servers.stock.origin}/`, 'mobile', ['performance'])).benchmarkIndex);
  const hostIndex = median(indexes);
  return { multiplier: calibratedCpuMultiplier(hostIndex), hostIndex };
}
const cpu = await cpuSlowdown();
if (cpu.hostIndex !== undefined)
  process.stderr.write(`host benchmark index ${Math.round(cpu.hostIndex)}: CPU slowdown ${cpu.multiplier}x\n`);
/** @type {Map<typeof selected[number], Awaited<ReturnType<typeof runLighthouse>>[]>} */
const results = new Map(selected.map((target) => [target, []]));
try {
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of selected) {
      results.get(target)?.push(
        await runLighthouse(`${servers[target.site].origin}${target.path}`, 'mobile', ['performance'], {
          cpuSlowdownMultiplier: cpu.multiplier,
        }),
      );
      process.stderr.write('.');
    }
  }
} finally {
  await Promise.all(Object.values(servers).map((server) => server.close()));
}
process.stderr.write('\n');

const rows = selected.map((target) => {
  const runs = results.get(target) ?? [];
  const of = (/** @type {(run: typeof runs[number]) => number} */ pick) => Math.round(median(runs.map(pick)));
  return {
    ...target,
    performance: of((run) => run.scores.performance ?? NaN),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    mainThread: of((run) => run.mainThread),
    script: of((run) => run.breakdown.scriptEvaluation ?? 0),
    layout: of((run) => run.breakdown.styleLayout ?? 0),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
});
const multipliers = [...new Set([...results.values()].flat().map((run) => run.cpuSlowdownMultiplier))];
console.log(
  `Lighthouse mobile, median of ${RUNS} interleaved run(s), CPU slowdown ${multipliers.join(', ')}x` +
    `${cpu.hostIndex === undefined ? '' : ` (calibrated from the host's benchmark index ${Math.round(cpu.hostIndex)})`}; times in ms\n`,
);
console.log(
  `${'site'.padEnd(6)}${'page'.padEnd(18)}${'path'.padEnd(46)}${'perf'.padStart(5)}${'LCP'.padStart(7)}${'TBT'.padStart(7)}` +
    `${'main'.padStart(7)}${'script'.padStart(8)}${'layout'.padStart(8)}`,
);
for (const row of rows) {
  console.log(
    `${row.site.padEnd(6)}${row.id.padEnd(18)}${row.path.slice(0, 45).padEnd(46)}${String(row.performance).padStart(5)}` +
      `${String(row.lcp).padStart(7)}${String(row.tbt).padStart(7)}${String(row.mainThread).padStart(7)}` +
      `${String(row.script).padStart(8)}${String(row.layout).padStart(8)}`,
  );
}
const indexes = rows.map((row) => row.benchmarkIndex);
console.log(
  `\nLighthouse benchmark index: ${Math.min(...indexes)}–${Math.max(...indexes)} (higher is a faster, quieter machine)`,
);
if (options.json) {
  mkdirSync(dirname(options.json), { recursive: true });
  writeFileSync(
    options.json,
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cpuSlowdown: multipliers, hostIndex: cpu.hostIndex, rows }, null, 2)}\n`,
  );
}
