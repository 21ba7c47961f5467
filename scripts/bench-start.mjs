// Measures `docusaurus start` to the first page, ours beside the stock Docusaurus classic template,
// in one run with the starts interleaved (so both see the same machine load). Ours starts twice per
// round: "cold", with TypeDoc's previous output forgotten (TypeDoc runs before the site loads, as
// every start did before the dev-only API plugin), and "warm", with sdk/ unchanged since the last
// run (TypeDoc skipped). Docusaurus's PerfLogger gives the breakdown: site load (config, plugins:
// TypeDoc is in "init plugins"), content loading, and the first compilation (Rspack, MDX).
//
// Usage: node scripts/bench-start.mjs [--runs N] [--port P] [--stock DIR]
// The stock template's build folder comes from /work/shared/tools/stock-template.sh (or --stock,
// the template's project folder); it is copied, never written to.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';

import { perfSeconds } from './lib/build-profile.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    port: { type: 'string', default: '4282' },
    stock: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
if (!Number.isInteger(port) || port < 1) throw new Error(`--port must be a port number, not ${values.port}`);

const siteDir = process.cwd();
const STAMP = path.join(siteDir, '.docusaurus', 'vitrine-live-api-reference', 'stamp.json');
const FIRST_PAGE = '/docs/intro';
const TIMEOUT_MS = 15 * 60_000;

function stockProjectDir() {
  if (values.stock) return path.resolve(values.stock);
  const build = execFileSync('/work/shared/tools/stock-template.sh', { encoding: 'utf8' }).trim();
  return path.dirname(build);
}

/**
 * A copy of the stock template without its build and generated files. Its node_modules is a folder
 * of links to the template's packages, so that the dev server's caches (node_modules/.cache) are
 * written into the copy, never into the template.
 */
function copyStock(source) {
  const copy = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-stock-'));
  for (const entry of readdirSync(source)) {
    if (['node_modules', 'build', '.docusaurus'].includes(entry)) continue;
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(path.join(source, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(source, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  return copy;
}

/** Steps of Docusaurus's timer, each up to its duration (read by perfSeconds). */
const PERF_STEPS = {
  'site load': /\[PERF\] CLI start > Load site/,
  'init plugins (TypeDoc)': /\[PERF\] CLI start > Load site > Load plugins > Init plugins/,
  'load content': /\[PERF\] CLI start > Load site > Load plugins > Load plugins content/,
};

async function pageAnswers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts `docusaurus start` in `dir`, waits for the first page, stops it; returns the timings. */
async function measureStart(dir) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    { cwd: dir, detached: true, env: { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0' } },
  );
  let output = '';
  let serverUpAt;
  const onData = (chunk) => {
    output += stripVTControlCharacters(chunk.toString());
    if (serverUpAt === undefined && /website is running at/.test(output)) serverUpAt = performance.now();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  try {
    while (!(await pageAnswers(`http://127.0.0.1:${port}${FIRST_PAGE}`))) {
      if (child.exitCode !== null) throw new Error(`docusaurus start exited (${child.exitCode}) in ${dir}:\n${output}`);
      if (performance.now() - started > TIMEOUT_MS)
        throw new Error(`no first page within ${TIMEOUT_MS / 1000} s in ${dir}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const firstPage = (performance.now() - started) / 1000;
    const timings = { 'first page': firstPage };
    for (const [step, pattern] of Object.entries(PERF_STEPS)) timings[step] = perfSeconds(output, pattern);
    if (serverUpAt !== undefined) timings['first compilation'] = (performance.now() - serverUpAt) / 1000;
    return timings;
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

const median = (list) => {
  const sorted = list.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const stockDir = copyStock(stockProjectDir());
const variants = {
  'stock template': { dir: stockDir, before: () => {} },
  'ours, cold (TypeDoc runs)': { dir: siteDir, before: () => rmSync(STAMP, { force: true }) },
  'ours, warm (sdk/ unchanged)': { dir: siteDir, before: () => {} },
};
const results = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
try {
  // Ours starts with warm bundler caches (node_modules/.cache); a first, unmeasured start gives the
  // stock copy the same.
  await measureStart(stockDir);
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, variant] of Object.entries(variants)) {
      variant.before();
      const timings = await measureStart(variant.dir);
      results[name].push(timings);
      console.log(`round ${round}, ${name}: first page ${timings['first page'].toFixed(1)} s`);
    }
  }
} finally {
  rmSync(stockDir, { recursive: true, force: true });
}

const columns = ['first page', 'site load', 'init plugins (TypeDoc)', 'load content', 'first compilation'];
const format = (value) => (value === undefined ? '-' : `${value.toFixed(1)} s`);
console.log(`\nmedian of ${runs} interleaved run(s), docusaurus start to ${FIRST_PAGE} answering:`);
console.log(['variant', ...columns].join(' | '));
for (const [name, list] of Object.entries(results)) {
  console.log([name, ...columns.map((column) => format(median(list.map((timings) => timings[column]))))].join(' | '));
}
