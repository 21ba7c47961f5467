// Captures what the quickstart's `npm create vite@… -- --template …` installs, from the npm
// registry, into plugins/platform-facts/vite-capture.json: the create-vite version the spec resolves
// to, the Vite range of the named template, the newest Vite in that range, and the engines.node of
// both. The guides print the Node.js version from that file (<NodeVersion />).
//
//   node scripts/capture-toolchain.mjs           write the file
//   node scripts/capture-toolchain.mjs --check   exit 1 if the Node.js requirement it holds is no longer true
//
// The command is read from the quickstart itself, so pinning it (`vite@9`) or changing the template
// and capturing again is all it takes; tests/unit/platform-facts.test.ts fails until both agree.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GUIDE = 'docs/quickstart.mdx';
const OUTPUT = 'plugins/platform-facts/vite-capture.json';

function npm(args) {
  return execFileSync('npm', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

/** `npm view <spec> <fields> --json` for one version: a range may match several, the newest counts. */
function view(spec, fields) {
  const answer = JSON.parse(npm(['view', spec, ...fields, '--json']));
  return Array.isArray(answer) ? answer.at(-1) : answer;
}

function readCommand() {
  const guide = readFileSync(GUIDE, 'utf8');
  const match = /^npm create vite@(\S+) \S+ -- --template (\S+)(?: --[\w-]+)*$/m.exec(guide);
  if (!match) throw new Error(`${GUIDE} has no "npm create vite@<spec> <name> -- --template <template>" line`);
  return { command: match[0], spec: match[1], template: match[2] };
}

/** The template's package.json, from the create-vite tarball. */
function templatePackage(version, template) {
  const dir = mkdtempSync(join(tmpdir(), 'create-vite-'));
  try {
    const [{ filename }] = JSON.parse(npm(['pack', `create-vite@${version}`, '--json', '--pack-destination', dir]));
    const path = `package/template-${template}/package.json`;
    execFileSync('tar', ['-xzf', join(dir, filename), '-C', dir, path]);
    return JSON.parse(readFileSync(join(dir, path), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function capture() {
  const { command, spec, template } = readCommand();
  const createVite = view(`create-vite@${spec}`, ['version', 'engines']);
  const range = templatePackage(createVite.version, template).devDependencies?.vite;
  if (!range) throw new Error(`create-vite ${createVite.version}'s template-${template} has no vite devDependency`);
  const vite = view(`vite@${range}`, ['version', 'engines']);
  return {
    source: { file: GUIDE, command },
    createVite: { spec, version: createVite.version, node: createVite.engines?.node ?? '' },
    template: { name: template, vite: range },
    vite: { version: vite.version, node: vite.engines?.node ?? '' },
    captured: new Date().toISOString().slice(0, 10),
  };
}

const fresh = capture();
if (process.argv.includes('--check')) {
  // Only what the guides print can be wrong: newer patch releases of the same range are not news.
  const committed = JSON.parse(readFileSync(OUTPUT, 'utf8'));
  const nodeOf = (entry) => `create-vite ${entry.createVite.node}, Vite ${entry.vite.node}`;
  if (nodeOf(committed) !== nodeOf(fresh) || committed.source.command !== fresh.source.command) {
    console.error(`${OUTPUT} (captured ${committed.captured}) no longer matches the registry and ${GUIDE}:`);
    console.error(`  committed: ${committed.source.command}: ${nodeOf(committed)}`);
    console.error(`  today:     ${fresh.source.command}: ${nodeOf(fresh)}`);
    console.error('Run `node scripts/capture-toolchain.mjs`: the guides then print the new Node.js version.');
    process.exit(1);
  }
  console.log(
    `${OUTPUT} still holds the Node.js requirement: ${nodeOf(fresh)} (captured create-vite ${committed.createVite.version} and Vite ` +
      `${committed.vite.version}; the registry now has ${fresh.createVite.version} and ${fresh.vite.version}).`,
  );
} else {
  writeFileSync(OUTPUT, `${JSON.stringify(fresh, null, 2)}\n`);
  console.log(
    `wrote ${OUTPUT}: create-vite ${fresh.createVite.version}, Vite ${fresh.vite.version}, Node ${fresh.vite.node}`,
  );
}
