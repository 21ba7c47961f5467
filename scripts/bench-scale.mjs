// How the site's cost grows with the SDK: builds a copy of the site whose API reference is 1x, 4x and
// 10x today's size (synthetic modules of documented declarations, written into the copy only) and
// prints build time, peak memory, first-load JavaScript of a docs page, the docs search index
// (brotli) and the largest page. With --pruning both, every size is built with and without the
// route-data pruning plugins, so the saving at each size can be read off.
// Figures, not a pass/fail gate; a 10x build takes minutes.
//
// Each build also prints its phases as Docusaurus's own timer reports them (DOCUSAURUS_PERF_LOGGER).
// With --profile DIR the build's main thread and its page-rendering threads write V8 CPU profiles
// there (node --cpu-prof); `node scripts/profile-owners.mjs FILE` says which plugin spent the time.
//
//   node scripts/bench-scale.mjs [--factors 1,4,10] [--pruning on|off|both] [--keep] [--json file] [--profile dir]
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { firstLoad, listFiles } from './lib/build-output.mjs';
import { phaseSeconds } from './lib/build-profile.mjs';

const { values: options } = parseArgs({
  options: {
    factors: { type: 'string', default: '1,4,10' },
    pruning: { type: 'string', default: 'both' },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
    profile: { type: 'string' },
  },
});
const FACTORS = options.factors.split(',').map(Number);
if (FACTORS.some((factor) => !Number.isInteger(factor) || factor < 1))
  throw new Error(`--factors must be whole numbers of 1 or more, got ${options.factors}`);
const PRUNING = { on: [true], off: [false], both: [true, false] }[options.pruning];
if (!PRUNING) throw new Error(`--pruning must be on, off or both, got ${options.pruning}`);

/**
 * The route-data pruning as docusaurus.config.ts registers it: a plugin of its own, and the docs
 * plugin extended to trim its data. "Without pruning" builds a copy whose config drops the first
 * and registers the stock docs plugin with the same options in place of the second.
 */
const PRUNING_EDITS = [
  { find: /^\s*leanRouteDataPlugin,\s*$/m, replace: '' },
  { find: "'./plugins/lean-docs-data/index.ts'", replace: "'@docusaurus/plugin-content-docs'" },
];

/** Declarations that get an API page of their own: classes, interfaces and enums of sdk/. */
function apiDeclarationCount() {
  let count = 0;
  for (const file of listFiles('sdk').filter((name) => name.endsWith('.ts'))) {
    count += (readFileSync(join('sdk', file), 'utf8').match(/^export (declare )?(class|interface|enum) /gm) ?? [])
      .length;
  }
  return count;
}

/** Declarations per synthetic module: 20 classes, 16 settings interfaces, 4 enums. */
const CLASSES_PER_MODULE = 20;
const INTERFACES_PER_MODULE = 16;
const ENUMS_PER_MODULE = 4;
const PAGES_PER_MODULE = CLASSES_PER_MODULE + INTERFACES_PER_MODULE + ENUMS_PER_MODULE;

/** One synthetic SDK module, documented as strictly as the real ones (TypeDoc fails on any gap). */
function syntheticModule(index) {
  const name = `Scale_${index}`;
  const prefix = `S${index}`;
  const parts = [`/**\n * Synthetic declarations for the scale benchmark.\n *\n * @module ${name}\n */\n`];
  for (let e = 0; e < ENUMS_PER_MODULE; e += 1) {
    parts.push(`/** Mode ${e} of module ${index}. */
export enum ${prefix}Mode${e} {
  /** The first value. */
  First = 'first',
  /** The second value. */
  Second = 'second',
  /** The third value. */
  Third = 'third',
}
`);
  }
  for (let i = 0; i < INTERFACES_PER_MODULE; i += 1) {
    parts.push(`/** Settings ${i} of module ${index}. */
export interface ${prefix}Settings${i} {
  /**
   * How strong the effect is, 0 to 1.
   *
   * @defaultValue 0.5
   */
  strength: number;
  /** Whether the effect is drawn. */
  enabled: boolean;
  /** The mode. */
  mode: ${prefix}Mode${i % ENUMS_PER_MODULE};
  /** A label for interfaces. */
  label?: string;
}
`);
  }
  for (let c = 0; c < CLASSES_PER_MODULE; c += 1) {
    const settings = `${prefix}Settings${c % INTERFACES_PER_MODULE}`;
    parts.push(`/**
 * Widget ${c} of module ${index}: draws a synthetic effect.
 *
 * @example
 * \`\`\`ts
 * const widget = new ${prefix}Widget${c}({ strength: 0.8 });
 * widget.apply(2);
 * \`\`\`
 */
export declare class ${prefix}Widget${c} {
  /**
   * @param settings - the starting settings.
   */
  constructor(settings?: Partial<${settings}>);
  /** The current settings. */
  readonly settings: ${settings};
  /** How many times the effect was applied. */
  readonly count: number;
  /**
   * Applies the effect a number of times.
   *
   * @param times - how many times.
   * @returns the new count.
   * @example
   * \`\`\`ts
   * new ${prefix}Widget${c}().apply(3);
   * \`\`\`
   */
  apply(times: number): number;
  /**
   * Changes some settings.
   *
   * @param settings - the settings to change.
   */
  setSettings(settings: Partial<${settings}>): void;
  /** Restores the starting settings. */
  reset(): void;
  /** Frees what the widget holds. */
  dispose(): void;
}
`);
  }
  return { name, source: parts.join('\n') };
}

/** A copy of the repository's tracked files with `factor` times today's API reference. */
function makeCopy(factor, pruning) {
  const copy = mkdtempSync(join(tmpdir(), `vitrine-scale-${factor}x-`));
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(file)) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(file, join(copy, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');

  const extraPages = (factor - 1) * apiDeclarationCount();
  const modules = Math.round(extraPages / PAGES_PER_MODULE);
  const entries = [];
  for (let index = 1; index <= modules; index += 1) {
    const { name, source } = syntheticModule(index);
    const file = `sdk/scale/module-${index}.ts`;
    mkdirSync(join(copy, 'sdk/scale'), { recursive: true });
    writeFileSync(join(copy, file), source);
    entries.push(`  ${name}: '${file}',`);
  }
  if (entries.length > 0) {
    const configFile = join(copy, 'src/constants/sdkModules.ts');
    const config = readFileSync(configFile, 'utf8');
    const marker = /(export const SDK_MODULES = \{[\s\S]*?)(\n\} as const;)/;
    if (!marker.test(config))
      throw new Error('src/constants/sdkModules.ts: SDK_MODULES not found; update bench-scale.mjs');
    writeFileSync(configFile, config.replace(marker, `$1\n${entries.join('\n')}$2`));
    // The API examples compile against what sdk/index.ts exports, as a reader imports from 'vitrine'.
    const indexFile = join(copy, 'sdk/index.ts');
    const reExports = Array.from({ length: modules }, (_, index) => `export * from './scale/module-${index + 1}';`);
    writeFileSync(indexFile, `${readFileSync(indexFile, 'utf8')}${reExports.join('\n')}\n`);
  }
  if (!pruning) {
    const siteConfigFile = join(copy, 'docusaurus.config.ts');
    let siteConfig = readFileSync(siteConfigFile, 'utf8');
    for (const { find, replace } of PRUNING_EDITS) {
      const found = typeof find === 'string' ? siteConfig.includes(find) : find.test(siteConfig);
      if (!found) throw new Error(`docusaurus.config.ts has no ${String(find)}; update bench-scale.mjs`);
      siteConfig = siteConfig.replace(find, replace);
    }
    writeFileSync(siteConfigFile, siteConfig);
  }
  return { copy, syntheticPages: modules * PAGES_PER_MODULE };
}

/** Builds the copy under /usr/bin/time; build time and phases in seconds, peak memory in MB. */
function build(copy, label) {
  const started = Date.now();
  const docusaurus = join(process.cwd(), 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  // --cpu-prof is refused in NODE_OPTIONS: it goes on the command line, with an absolute folder
  // (the build runs in the copy, which is deleted afterwards).
  const profiling = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile, label)}`] : [];
  const result = spawnSync('/usr/bin/time', ['-v', process.execPath, ...profiling, docusaurus, 'build'], {
    cwd: copy,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=8192', DOCUSAURUS_PERF_LOGGER: 'true' },
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(`build failed in ${copy}:\n${(result.stdout + result.stderr).split('\n').slice(-40).join('\n')}`);
  }
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN);
  return { seconds, peakMb: peakKb / 1024, phases: phaseSeconds(result.stdout + result.stderr) };
}

const gzipKb = (files, root) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(root, file)), { level: 9 }).length, 0) / 1024;

function measure(copy) {
  const buildDir = join(copy, 'build');
  const html = listFiles(buildDir).filter((file) => file.endsWith('.html'));
  let largest = { file: '', bytes: 0 };
  for (const file of html) {
    const bytes = statSync(join(buildDir, file)).size;
    if (bytes > largest.bytes) largest = { file, bytes };
  }
  const indexes = readdirSync(buildDir).filter((file) => /^search-index.*\.json$/.test(file));
  const searchBrotliKb =
    indexes.reduce((sum, file) => sum + brotliCompressSync(readFileSync(join(buildDir, file))).length, 0) / 1024;
  return { pages: html.length, largest, searchBrotliKb };
}

const rows = [];
for (const factor of FACTORS) {
  for (const pruning of PRUNING) {
    const { copy, syntheticPages } = makeCopy(factor, pruning);
    process.stderr.write(`${factor}x, pruning ${pruning ? 'on' : 'off'}: building in ${copy} …\n`);
    try {
      const { seconds, peakMb, phases } = build(copy, `${factor}x-pruning-${pruning ? 'on' : 'off'}`);
      const load = await firstLoad('/docs/intro', { siteDir: copy });
      const { pages, largest, searchBrotliKb } = measure(copy);
      rows.push({
        factor,
        pruning,
        syntheticPages,
        pages,
        seconds,
        phases,
        peakMb,
        docFirstLoadJsKb: gzipKb(load.js, join(copy, 'build')),
        searchBrotliKb,
        largestPage: largest.file,
        largestPageKb: largest.bytes / 1024,
      });
    } finally {
      if (!options.keep) rmSync(copy, { recursive: true, force: true });
    }
  }
}

console.log(
  '\nfactor  pruning  HTML files  build (s)  peak (MB)  docs page JS (kB gzip)  search (kB br)  largest page',
);
for (const row of rows) {
  console.log(
    `${`${row.factor}x`.padEnd(8)}${(row.pruning ? 'on' : 'off').padEnd(9)}${String(row.pages).padStart(10)}` +
      `${row.seconds.toFixed(0).padStart(11)}${row.peakMb.toFixed(0).padStart(11)}${row.docFirstLoadJsKb.toFixed(1).padStart(24)}` +
      `${row.searchBrotliKb.toFixed(0).padStart(16)}  ${row.largestPage} (${row.largestPageKb.toFixed(1)} kB)`,
  );
}
console.log('\nbuild phases (s), as Docusaurus times them: load site, bundle, render pages, postBuild');
for (const row of rows) {
  const { load, bundle, render, postBuild } = row.phases;
  const figure = (value) => (value === undefined ? '?' : value.toFixed(1)).padStart(10);
  console.log(
    `${`${row.factor}x`.padEnd(8)}${(row.pruning ? 'on' : 'off').padEnd(9)}${figure(load)}${figure(bundle)}${figure(render)}${figure(postBuild)}`,
  );
}
// Per route: each synthetic declaration is one route, served as two HTML files (the page and its
// `.html` redirect page), so HTML files would halve the figure.
const perThousandRoutes = (pruning) => {
  const set = rows.filter((row) => row.pruning === pruning).sort((a, b) => a.syntheticPages - b.syntheticPages);
  if (set.length < 2) return undefined;
  const [first, last] = [set[0], set[set.length - 1]];
  return ((last.docFirstLoadJsKb - first.docFirstLoadJsKb) / (last.syntheticPages - first.syntheticPages)) * 1000;
};
for (const pruning of PRUNING) {
  const slope = perThousandRoutes(pruning);
  if (slope !== undefined)
    console.log(`first-load JS per 1,000 routes, pruning ${pruning ? 'on' : 'off'}: ${slope.toFixed(1)} kB gzip`);
}
if (options.json) {
  mkdirSync(dirname(options.json), { recursive: true });
  writeFileSync(options.json, `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
}
