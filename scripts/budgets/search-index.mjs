// Search budgets: the docs search index, the lazily loaded search code, and a check that
// none of that code is in any page type's first load (scripts/lib/build-output.mjs `firstLoad`, the
// model tests/browser/first-load.spec.ts checks against Chromium).
//
// First-load JS of /docs/intro on the full docs, raw / gzip / brotli: 952,452 / 256,109 / 210,632 B
// with the plugin's search box (search UI and lunr in main.js), 809,624 / 221,402 / 182,997 B with ours.
//
// Measured on the full docs (guides + API reference, about 300 pages and 3,400 sections), 2026-11-22:
//   search-index-docs-default-current.json  2,049,558 B raw  376,507 B gzip  276,118 B brotli
//   search code (engine + autocomplete-core)   62,476 B raw   14,966 B gzip; lunr 29,132 B raw 8,320 B gzip
// Limits: +25% on the index (the docs still grow), +20% on the code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { firstLoad, sitemapPaths } from '../lib/build-output.mjs';
import { representativePaths } from '../lib/page-types.mjs';

const DOCS_INDEX = 'search-index-docs-default-current.json';
const LIMITS = {
  indexRaw: 2_500_000,
  indexGzip: 460_000,
  indexBrotli: 340_000,
  codeGzip: 18_000,
  lunrGzip: 10_000,
};

/** Text only these pieces of code contain. */
const SIGNATURES = {
  lunr: 'QueryParseError',
  autocomplete: 'The reducer action',
  engine: 'vitrine-search:query',
};

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const brotli = (buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** File names of the scripts a first visit to any page type loads (one page per type, and the 404 page). */
async function firstLoadScripts(buildDir) {
  const paths = [...representativePaths(await sitemapPaths({ buildDir })).values(), '/404'];
  const files = new Set();
  for (const path of paths) {
    for (const file of (await firstLoad(path, { buildDir })).js) files.add(file.split('/').pop());
  }
  return files;
}

export async function budgets(buildDir) {
  const rows = [];
  let index;
  try {
    index = readFileSync(join(buildDir, DOCS_INDEX));
  } catch {
    return [{ name: `${DOCS_INDEX} exists`, ok: false, detail: `no ${DOCS_INDEX} in ${buildDir}` }];
  }
  rows.push({ name: 'docs index raw', actual: index.length, limit: LIMITS.indexRaw });
  rows.push({ name: 'docs index gzip', actual: gzip(index), limit: LIMITS.indexGzip });
  rows.push({ name: 'docs index brotli', actual: brotli(index), limit: LIMITS.indexBrotli });

  const jsDir = join(buildDir, 'assets', 'js');
  const chunks = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, buffer: readFileSync(join(jsDir, file)) }));
  const withSignature = (signature) => chunks.filter(({ buffer }) => buffer.includes(signature));
  const searchCode = [...new Set([...withSignature(SIGNATURES.engine), ...withSignature(SIGNATURES.autocomplete)])];
  const lunrChunks = withSignature(SIGNATURES.lunr);
  rows.push({
    name: 'search code gzip (engine + autocomplete-core)',
    actual: searchCode.reduce((sum, { buffer }) => sum + gzip(buffer), 0),
    limit: LIMITS.codeGzip,
  });
  rows.push({
    name: 'lunr gzip',
    actual: lunrChunks.reduce((sum, { buffer }) => sum + gzip(buffer), 0),
    limit: LIMITS.lunrGzip,
  });

  const firstLoaded = await firstLoadScripts(buildDir);
  const eager = [...searchCode, ...lunrChunks].filter(({ file }) => firstLoaded.has(file)).map(({ file }) => file);
  const found = searchCode.length > 0 && lunrChunks.length > 0;
  rows.push({
    name: 'search code and lunr load on intent, not with the page',
    ok: found && eager.length === 0,
    detail: !found
      ? 'search code or lunr chunk not found in the build'
      : eager.length === 0
        ? `in lazy chunks only (${[...searchCode, ...lunrChunks].map(({ file }) => file).join(', ')})`
        : `in the first load: ${eager.join(', ')}`,
  });
  return rows;
}
