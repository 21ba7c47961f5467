/**
 * What shell blocks in the docs may name: the npm packages the docs vouch for, the package-manager
 * commands they use, and the flags of those commands. Committed, so the check needs no network.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT } from './paths';

/**
 * Packages a guide tells readers to install or run that this site does not itself depend on: the
 * SDK, its peer dependency, the project generator of the Quickstart, the UI frameworks, the
 * webpack loader of the installation guide and glTF Transform's command line of the asset pipeline.
 */
export const DOCUMENTED_PACKAGES = [
  'vitrine',
  'three',
  'create-vite',
  'react',
  'vue',
  'ts-loader',
  'typescript',
  '@gltf-transform/cli',
];

let packages: Set<string> | undefined;

/** The documented packages plus every dependency of the site's own package.json. */
export function documentedPackages(): Set<string> {
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
export const BIN_PACKAGES: Record<string, string> = { tsc: 'typescript', docusaurus: '@docusaurus/core' };

interface PackageRunner {
  subcommands: string[];
  /** Alternative spellings, mapped to the subcommand they mean. */
  aliases: Record<string, string>;
}

export const PACKAGE_RUNNERS: Record<string, PackageRunner> = {
  npm: {
    subcommands: ['install', 'ci', 'create', 'run', 'start', 'test'],
    aliases: { i: 'install', add: 'install', init: 'create' },
  },
  pnpm: { subcommands: ['add', 'install', 'create', 'run'], aliases: { i: 'install' } },
  yarn: { subcommands: ['add', 'install', 'create', 'run'], aliases: {} },
};

/** The flags each command accepts, as documented by npm 11, pnpm 10, Yarn 4 and create-vite 8. */
export const KNOWN_FLAGS: Record<string, string[]> = {
  'npm install': [
    '-D',
    '--save-dev',
    '-E',
    '--save-exact',
    '-O',
    '--save-optional',
    '-P',
    '--save-prod',
    '--save-peer',
    '--no-save',
    '-g',
    '--global',
  ],
  'npm ci': ['--omit', '--include', '--ignore-scripts'],
  'npm create': ['-y', '--yes'],
  'npm run': ['-s', '--silent', '--if-present', '-w', '--workspace'],
  'pnpm add': ['-D', '--save-dev', '-E', '--save-exact', '-O', '--save-optional', '-g', '--global'],
  'pnpm install': ['--frozen-lockfile', '--prod'],
  'yarn add': ['-D', '--dev', '-E', '--exact', '-O', '--optional', '-P', '--peer'],
  'create-vite': [
    '-t',
    '--template',
    '--overwrite',
    '-i',
    '--immediate',
    '--interactive',
    '--no-interactive',
    '-h',
    '--help',
  ],
};
