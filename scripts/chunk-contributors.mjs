// Prints what the scripts of a page's first load are made of: for each file, its gzip size and its
// biggest modules, then the modules grouped by where they come from (an npm package, a generated
// .docusaurus file, a folder of the site). With --compare, the same grouping for a second site (the
// stock Docusaurus template) beside ours, sorted by what we carry beyond it.
//
//   BUNDLE_REPORT=$PWD/.docusaurus/bundle-report.json npm run build
//   node scripts/chunk-contributors.mjs [--top N] [--compare <siteDir>[:<report.json>]] [path …]
//
// Paths default to /docs/intro and /. The report is webpack-bundle-analyzer's JSON (written by
// plugins/bundle-report when BUNDLE_REPORT is set); a compared site needs one too, by default in its
// .docusaurus/bundle-report.json. Module sizes are each gzipped alone, so they rank contributors
// but sum to more than the file's own gzip size.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { firstLoad } from './lib/build-output.mjs';
import { formatKb, sizesOfFiles } from './lib/sizes.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '8' }, compare: { type: 'string' }, report: { type: 'string' } },
});
const top = Number(values.top);
const paths = positionals.length > 0 ? positionals : ['/docs/intro', '/'];

/**
 * @typedef {{ label: string, path?: string, parsedSize?: number, gzipSize?: number, groups?: ReportNode[] }} ReportNode
 * @typedef {{ file: string, gzip: number }} Module
 */

/** @param {string} siteDir @param {string} [reportFile] */
function readReport(siteDir, reportFile) {
  const file = reportFile ?? join(siteDir, '.docusaurus', 'bundle-report.json');
  if (!existsSync(file)) {
    console.error(
      `No bundle report at ${file}: build with BUNDLE_REPORT=${file} (see plugins/bundle-report), or pass --report.`,
    );
    process.exit(1);
  }
  /** @type {(ReportNode & { label: string })[]} */
  const chunks = JSON.parse(readFileSync(file, 'utf8'));
  return new Map(chunks.map((chunk) => [chunk.label, chunk]));
}

/**
 * The leaf modules of a chunk, named by their path with any folder up to node_modules removed
 * (so that two sites' copies of a package share a name).
 * @param {ReportNode} node
 * @returns {Module[]}
 */
function modulesOf(node) {
  if (!node.groups || node.groups.length === 0) {
    const path = (node.path ?? node.label)
      .replace(/^\.\//, '')
      .replace(/^.* \(concatenated\)\//, '')
      .replace(/^.*node_modules\//, 'node_modules/');
    return [{ file: path, gzip: node.gzipSize ?? 0 }];
  }
  return node.groups.flatMap(modulesOf);
}

/** Where a module comes from: its npm package, or its first two folders in the site. */
function originOf(/** @type {string} */ file) {
  const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1] ?? file;
  if (file.startsWith('.docusaurus/')) return file.replace(/ \+ \d+ modules$/, '');
  // A file the analyzer could not split into modules: the webpack runtime and its chunk map.
  if (file.startsWith('assets/js/runtime~')) return 'webpack runtime (chunk map)';
  return file.split('/').slice(0, 2).join('/');
}

/** @param {string} siteDir @param {Map<string, ReportNode>} report @param {string} path */
async function pageModules(siteDir, report, path) {
  const buildDir = join(siteDir, 'build');
  const load = await firstLoad(path, { siteDir, buildDir });
  const files = load.js.map((file) => {
    const chunk = report.get(file);
    return { file, gzip: sizesOfFiles(buildDir, [file]).gzip, modules: chunk ? modulesOf(chunk) : [] };
  });
  /** @type {Map<string, number>} */
  const origins = new Map();
  for (const { modules } of files) {
    for (const module of modules)
      origins.set(originOf(module.file), (origins.get(originOf(module.file)) ?? 0) + module.gzip);
  }
  return { files, origins, js: sizesOfFiles(buildDir, load.js).gzip, css: sizesOfFiles(buildDir, load.css).gzip };
}

const kb = (/** @type {number} */ bytes) => formatKb(bytes).padStart(9);

const ours = { siteDir: process.cwd(), report: readReport(process.cwd(), values.report) };
const [compareDir, compareReport] = values.compare?.split(':') ?? [];
const other = compareDir ? { siteDir: compareDir, report: readReport(compareDir, compareReport) } : undefined;

for (const path of paths) {
  const page = await pageModules(ours.siteDir, ours.report, path);
  console.log(`\n${path}: JS ${formatKb(page.js)} gzip in ${page.files.length} files, CSS ${formatKb(page.css)} gzip`);
  for (const file of [...page.files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${kb(file.gzip)}  ${file.file}`);
    for (const module of [...file.modules].sort((a, b) => b.gzip - a.gzip).slice(0, top)) {
      console.log(`${''.padStart(13)}${kb(module.gzip)}  ${module.file}`);
    }
  }
  if (!other) continue;
  const stock = await pageModules(other.siteDir, other.report, path);
  console.log(`\n${path} by origin, ours vs ${other.siteDir} (JS ${formatKb(stock.js)}, CSS ${formatKb(stock.css)}):`);
  const names = new Set([...page.origins.keys(), ...stock.origins.keys()]);
  const rows = [...names].map((name) => {
    const a = page.origins.get(name) ?? 0;
    const b = stock.origins.get(name) ?? 0;
    return { name, a, b, delta: a - b };
  });
  for (const row of rows.sort((x, y) => y.delta - x.delta).filter((row) => Math.abs(row.delta) >= 100)) {
    console.log(`${kb(row.a)} ${kb(row.b)} ${(row.delta >= 0 ? '+' : '') + formatKb(row.delta)}  ${row.name}`);
  }
}
