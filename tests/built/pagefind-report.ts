// Pagefind as a peer (run by scripts/bench-search.mjs): indexes the same build with Pagefind's
// default settings (root selector `main`), answers the relevance sets in Chromium with Pagefind's
// own search code, and prints the same figures as relevance-report.ts prints for ours.
//   npx vite-node tests/built/pagefind-report.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as pagefind from 'pagefind';
import sirv from 'sirv';

import { launchChromium } from '../../scripts/lib/chromium.mjs';
import { RELEVANCE_SETS } from './searchRelevance';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/** As many results per query as our search shows. */
const RESULTS = 8;

/** A result's address as a page path: no `.html`, no trailing slash or `index`. */
function pagePath(url: string): string {
  return (
    url
      .split('#')[0]!
      .replace(/\.html$/, '')
      .replace(/\/index$/, '')
      .replace(/(.)\/$/, '$1') || '/'
  );
}

async function writePagefindIndex(outputPath: string): Promise<void> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: BUILD_DIR });
  if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  console.log(`Pagefind indexed ${added.page_count} pages of ${BUILD_DIR}/`);
  await index.writeFiles({ outputPath: join(outputPath, 'pagefind') });
  await pagefind.close();
}

const root = mkdtempSync(join(tmpdir(), 'pagefind-peer-'));
try {
  await writePagefindIndex(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Pagefind peer</title>');
  const files = sirv(root);
  const server = createServer((request, response) => files(request, response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    // The search code runs in the page, as a site using Pagefind runs it. A string, not a function:
    // vite-node would rewrite the function's dynamic import into its own loader, absent in the page.
    const answer = (query: string) =>
      page.evaluate<string[]>(`(async () => {
        const engine = await import('${origin}/pagefind/pagefind.js');
        const found = await engine.search(${JSON.stringify(query)});
        const pages = await Promise.all(found.results.slice(0, ${RESULTS}).map((result) => result.data()));
        return pages.map((data) => data.url);
      })()`);
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    for (const { file, label, queries } of RELEVANCE_SETS) {
      const name = `${file} (${label})`;
      let first = 0;
      let top3 = 0;
      for (const { query, page: expected } of queries) {
        const rank = (await answer(query)).map(pagePath).indexOf(expected) + 1;
        if (rank === 1) first += 1;
        if (rank >= 1 && rank <= 3) top3 += 1;
      }
      console.log(
        `Pagefind on ${name}, ${queries.length} queries: expected page first ${percent(first / queries.length)}, in the top 3 ${percent(top3 / queries.length)}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
