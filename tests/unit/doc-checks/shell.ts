/**
 * Checks the commands of ```bash / ```sh / ```shell blocks: each command is one the docs may ask a
 * reader to run, each package it installs or runs is one the docs vouch for, and each flag is one
 * its command accepts. The lists are committed below, so the check needs no network.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT } from '../../../plugins/code-samples/markdown';

/**
 * Packages a guide tells readers to install or run that this site does not itself depend on: the
 * SDK, its peer dependency, the project generator of the Quickstart, the UI frameworks, the
 * webpack set-up of the installation guide (webpack, its command line and dev server, the HTML
 * plugin, the TypeScript loader and compiler), glTF Transform's command line of the asset pipeline
 * and the Spector.js frame debugger of the debugging guide.
 */
const DOCUMENTED_PACKAGES = [
  'vitrine',
  'three',
  'create-vite',
  'react',
  'vue',
  'webpack',
  'webpack-cli',
  'webpack-dev-server',
  'html-webpack-plugin',
  'ts-loader',
  'typescript',
  '@gltf-transform/cli',
  'spectorjs',
];

let packages: Set<string> | undefined;

/** The documented packages plus every dependency of the site's own package.json. */
function documentedPackages(): Set<string> {
  if (!packages) {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    packages = new Set([
      ...DOCUMENTED_PACKAGES,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
  }
  return packages;
}

/** Commands `npx` runs from a package of another name. */
const BIN_PACKAGES: Record<string, string> = {
  tsc: 'typescript',
  docusaurus: '@docusaurus/core',
  playwright: '@playwright/test',
};

interface PackageRunner {
  subcommands: string[];
  /** Alternative spellings, mapped to the subcommand they mean. */
  aliases: Record<string, string>;
}

const PACKAGE_RUNNERS: Record<string, PackageRunner> = {
  npm: {
    subcommands: ['install', 'ci', 'create', 'run', 'start', 'test'],
    aliases: { i: 'install', add: 'install', init: 'create' },
  },
  pnpm: { subcommands: ['add', 'install', 'create', 'run'], aliases: { i: 'install' } },
  yarn: { subcommands: ['add', 'install', 'create', 'run'], aliases: {} },
};

/**
 * The flags each command accepts, as documented by npm 11, pnpm 10, Yarn 4 and create-vite 8, and
 * those the guides use of Playwright's `playwright test` and `playwright install` (from their `--help`).
 */
const KNOWN_FLAGS: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    'npm install': '-D --save-dev -E --save-exact -O --save-optional -P --save-prod --save-peer --no-save -g --global',
    'npm ci': '--omit --include --ignore-scripts',
    'npm create': '-y --yes',
    'npm run': '-s --silent --if-present -w --workspace',
    'pnpm add': '-D --save-dev -E --save-exact -O --save-optional -g --global',
    'pnpm install': '--frozen-lockfile --prod',
    'yarn add': '-D --dev -E --exact -O --optional -P --peer',
    'create-vite': '-t --template --overwrite -i --immediate --interactive --no-interactive -h --help',
    playwright: '-u --update-snapshots --repeat-each --with-deps',
  }).map(([command, flags]) => [command, flags.split(' ')]),
);

export interface ShellProblem {
  /** 0-based line inside the block. */
  line: number;
  message: string;
}

/** Commands a guide may show besides the package managers. */
const PLAIN_COMMANDS = new Set(['cd', 'mkdir', 'ls', 'cp', 'mv', 'echo', 'curl']);

/**
 * Native tools a guide tells readers to install themselves, with the flags the guides use (from each
 * tool's own help text).
 */
const NATIVE_TOOLS: Record<string, string[]> = {
  gltfpack: ['-i', '-o', '-cc', '-tc', '-kn', '-km', '-ke'],
};

/** `vitrine@0.11.0` → `vitrine`, `@scope/pkg@^1` → `@scope/pkg`. */
export function packageName(spec: string): string {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  return at === -1 ? spec : spec.slice(0, at);
}

/** `npm create vite@latest` runs the package `create-vite`; `npm create @scope/x` runs `@scope/create-x`. */
function createPackage(spec: string): string {
  const name = packageName(spec);
  if (!name.startsWith('@')) return `create-${name}`;
  const [scope, rest] = name.split('/');
  return rest ? `${scope}/create-${rest}` : `${scope}/create`;
}

/** Splits a command line into words, honouring single and double quotes. */
function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

function checkFlags(tool: string, args: string[], line: number, problems: ShellProblem[]): void {
  const allowed = KNOWN_FLAGS[tool];
  if (!allowed) return;
  for (const arg of args) {
    if (!arg.startsWith('-')) continue;
    const flag = arg.split('=')[0] ?? arg;
    if (!allowed.includes(flag)) problems.push({ line, message: `'${tool}' has no flag '${flag}'` });
  }
}

function checkPackages(specs: string[], line: number, problems: ShellProblem[], toName = packageName): void {
  for (const spec of specs) {
    const name = toName(spec);
    if (!documentedPackages().has(name))
      problems.push({
        line,
        message: `unknown npm package '${name}': not a dependency of the site nor a package the docs document`,
      });
  }
}

/** Checks one command (no `&&`, no `;`). */
function checkCommand(command: string, line: number, problems: ShellProblem[]): void {
  const [program = '', sub = '', ...rest] = words(command);
  if (program === 'npx') {
    const [spec = '', ...args] = [sub, ...rest];
    checkPackages([spec], line, problems, (bin) => BIN_PACKAGES[bin] ?? packageName(bin));
    checkFlags(packageName(spec), args, line, problems);
    return;
  }
  const runner = PACKAGE_RUNNERS[program];
  if (runner) {
    // Words after `--` belong to the package being created or run.
    const separator = rest.indexOf('--');
    const own = separator === -1 ? rest : rest.slice(0, separator);
    const passed = separator === -1 ? [] : rest.slice(separator + 1);
    const subcommand = runner.aliases[sub] ?? sub;
    if (!runner.subcommands.includes(subcommand)) {
      problems.push({ line, message: `'${program} ${sub}' is not a ${program} command the docs use` });
      return;
    }
    checkFlags(`${program} ${subcommand}`, own, line, problems);
    const positional = own.filter((arg) => !arg.startsWith('-'));
    if (subcommand === 'install' || subcommand === 'add') checkPackages(positional, line, problems);
    if (subcommand === 'create') {
      const [template = ''] = positional;
      checkPackages([template], line, problems, createPackage);
      checkFlags(createPackage(template), passed, line, problems);
    }
    return;
  }
  const nativeFlags = NATIVE_TOOLS[program];
  if (nativeFlags) {
    for (const flag of [sub, ...rest].filter((arg) => arg.startsWith('-'))) {
      if (!nativeFlags.includes(flag)) problems.push({ line, message: `'${program}' has no flag '${flag}'` });
    }
    return;
  }
  if (!PLAIN_COMMANDS.has(program)) problems.push({ line, message: `unknown command '${program}'` });
}

/** The block's command lines, a line ending in `\` joined with the next, each with the line it starts on. */
function commandLines(code: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let pending: { text: string; line: number } | undefined;
  code.split('\n').forEach((raw, line) => {
    const text = raw
      .replace(/^\s*\$\s+/, '')
      .replace(/(^|\s)#.*$/, '')
      .trim();
    const current = pending ? { text: `${pending.text} ${text}`, line: pending.line } : { text, line };
    pending = text.endsWith('\\') ? { ...current, text: current.text.slice(0, -1).trim() } : undefined;
    if (!pending && current.text) lines.push(current);
  });
  if (pending?.text) lines.push(pending);
  return lines;
}

/** Every problem of a shell block; comments, `$ ` prompts and `\` line continuations are allowed. */
export function checkShellBlock(code: string): ShellProblem[] {
  const problems: ShellProblem[] = [];
  for (const { text, line } of commandLines(code)) {
    for (const command of text.split(/&&|;|\|\|/)) {
      if (command.trim()) checkCommand(command.trim(), line, problems);
    }
  }
  return problems;
}
