/**
 * Drives `docusaurus start` on a copy of the site (node_modules linked): an edit to a doc comment in
 * sdk/ reaches docs/api with no other page rewritten, a TypeDoc warning is reported as a compilation
 * error while the server keeps answering, and the server answers the search index files with the
 * last build's. Slow (a dev server start and several TypeDoc runs): it waits on conditions, never
 * on fixed delays.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import lunr from 'lunr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = Number(process.env.DEV_SERVER_TEST_PORT ?? 4281);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SITE_ENTRIES = [
  'blog',
  'config',
  'docs',
  'i18n',
  'plugins',
  'sdk',
  'src',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
];
const EDITED_SOURCE = 'sdk/plugins/rendering.ts';
const EDITED_PAGE = 'docs/api/enums/Plugins.ToneMapping.md';
const COMMENT = 'Exposure only, then clip.';
const MINUTES = 60_000;

let siteDir: string;
let server: ChildProcess | undefined;
let output = '';

/** Resolves with `check()`'s value once it is truthy; polls, and gives up after `timeout` ms. */
async function waitFor<T>(what: string, check: () => T | Promise<T>, timeout = 4 * MINUTES): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}. Dev server output:\n${output}`);
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`The dev server exited (${server.exitCode}) while waiting for ${what}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function answers(route: string): Promise<Response | undefined> {
  try {
    const response = await fetch(`${ORIGIN}${route}`);
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
}

function readPage(file: string): string {
  return readFileSync(path.join(siteDir, file), 'utf8');
}

function editSource(from: string, to: string): void {
  const file = path.join(siteDir, EDITED_SOURCE);
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/** The modification time of every generated page. */
function pageTimes(): Map<string, number> {
  const apiDir = path.join(siteDir, 'docs/api');
  const files = readdirSync(apiDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(apiDir, file), statSync(file).mtimeMs];
    }),
  );
}

/** A search index file as the search plugin writes it, with one document. */
function fixtureIndex(): string {
  const documents = [
    { id: 1, pageTitle: 'Fixture', sectionTitle: 'Fixture', sectionRoute: '/docs/intro', type: 'docs' },
  ];
  const index = lunr(function () {
    this.ref('id');
    this.field('title');
    this.field('content');
    this.add({ id: 1, title: 'Fixture', content: 'last build fixture' });
  });
  return JSON.stringify({ documents, index });
}

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'vitrine-dev-server-'));
  for (const entry of SITE_ENTRIES) cpSync(entry, path.join(siteDir, entry), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  mkdirSync(path.join(siteDir, 'build'));
  writeFileSync(path.join(siteDir, 'build/search-index-default.json'), fixtureIndex());

  server = spawn(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'start',
      '--port',
      String(PORT),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    { cwd: siteDir, detached: true, env: { ...process.env, NODE_ENV: 'development', FORCE_COLOR: '0' } },
  );
  const collect = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  await waitFor('the first compilation', () => /compiled successfully/.test(output), 8 * MINUTES);
  // TypeDoc's watch mode starts after the first compilation.
  await waitFor('TypeDoc watch mode', () => /\[api reference\] watching sdk\//.test(output));
}, 10 * MINUTES);

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (siteDir) rmSync(siteDir, { recursive: true, force: true });
});

describe('docusaurus start', () => {
  it(
    'regenerates only the API page whose doc comment changed',
    async () => {
      expect(existsSync(path.join(siteDir, EDITED_PAGE))).toBe(true);
      const before = pageTimes();
      editSource(COMMENT, `${COMMENT} Live edit marker.`);
      await waitFor('the edit in docs/api', () => readPage(EDITED_PAGE).includes('Live edit marker.'));
      const after = pageTimes();
      const rewritten = [...after].filter(([file, time]) => before.get(file) !== time).map(([file]) => file);
      expect(rewritten).toEqual([path.relative('docs/api', EDITED_PAGE)]);
      expect([...after.keys()]).toEqual([...before.keys()]);
    },
    5 * MINUTES,
  );

  it(
    'reports a TypeDoc warning as a compilation error and keeps serving',
    async () => {
      const seen = output.length;
      editSource('Live edit marker.', 'See {@link NoSuchSymbol}.');
      await waitFor('the warning in the compilation', () =>
        /TypeDoc \(API reference from sdk\/\):.*NoSuchSymbol(.|\n)*compiled with \d+ errors?/.test(output.slice(seen)),
      );
      expect(await answers('/docs/intro')).toBeDefined();

      const fixed = output.length;
      editSource('See {@link NoSuchSymbol}.', '');
      await waitFor('a clean compilation', () => /compiled successfully/.test(output.slice(fixed)));
    },
    5 * MINUTES,
  );

  it(
    'answers the search index files with the last build',
    async () => {
      const response = await waitFor('the search index', () => answers('/search-index-default.json'));
      expect(await response.text()).toBe(readFileSync(path.join(siteDir, 'build/search-index-default.json'), 'utf8'));
      expect(response.headers.get('last-modified')).toBe(
        statSync(path.join(siteDir, 'build/search-index-default.json')).mtime.toUTCString(),
      );
    },
    MINUTES,
  );
});
