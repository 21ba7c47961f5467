// Search code loads on intent: neither our search code, autocomplete-core nor lunr is in any page
// type's first load (scripts/lib/build-output.mjs `firstLoad`, the model tests/browser/first-load.spec.ts
// checks against Chromium). Their sizes, and the index's, are budgeted in .size-limit.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { firstLoad, sitemapPaths } from '../../../scripts/lib/build-output.mjs';
import { representativePaths } from '../../../scripts/lib/page-types.mjs';

/** Text only these pieces of code contain. */
const SIGNATURES = {
  lunr: 'QueryParseError',
  autocomplete: 'The reducer action',
  searchCode: 'vitrine-search:query',
};

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
  const jsDir = join(buildDir, 'assets', 'js');
  const chunks = readdirSync(jsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, buffer: readFileSync(join(jsDir, file)) }));
  const withSignature = (signature) => chunks.filter(({ buffer }) => buffer.includes(signature));
  const searchCode = [...new Set([...withSignature(SIGNATURES.searchCode), ...withSignature(SIGNATURES.autocomplete)])];
  const lunrChunks = withSignature(SIGNATURES.lunr);

  const firstLoaded = await firstLoadScripts(buildDir);
  const eager = [...searchCode, ...lunrChunks].filter(({ file }) => firstLoaded.has(file)).map(({ file }) => file);
  const found = searchCode.length > 0 && lunrChunks.length > 0;
  return [
    {
      name: 'search code and lunr load on intent, not with the page',
      ok: found && eager.length === 0,
      detail: !found
        ? 'search code or lunr chunk not found in the build'
        : eager.length === 0
          ? `in lazy chunks only (${[...searchCode, ...lunrChunks].map(({ file }) => file).join(', ')})`
          : `in the first load: ${eager.join(', ')}`,
    },
  ];
}
