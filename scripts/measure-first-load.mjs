// Measures the JavaScript a page downloads on its first load, before any interaction: opens the page in
// Chromium against the production build, waits for hydration and an idle network, and sums every script
// response (raw bytes from the build, gzip and brotli computed here at maximum level). It also says
// whether the search engine (lunr, autocomplete) was among them.
//
//   node scripts/measure-first-load.mjs [/docs/intro] [more paths…]
//
// Issue 6 (search loaded on intent), /docs/intro on the full docs, raw / gzip / brotli bytes:
//   plugin's search box (search UI and lunr in main.js)  952,452 / 256,109 / 210,632
//   our search box (its code loads on first intent)       809,624 / 221,402 / 182,997
// (Intro-only site before the guides and API reference: 697,095 / 216,316 → 553,759 / 181,206.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { launchChromium } from './lib/chromium.mjs';
import { serveBuild } from './lib/static-server.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/docs/intro'];

/** Text that only the search engine's code contains. */
const SEARCH_SIGNATURES = [/QueryParseError/, /aa-Panel|autocomplete-core|aa-DetachedSearchButton/];

function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await serveBuild({ buildDir: BUILD_DIR });
const browser = await launchChromium();
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === server.url) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');

    const total = { raw: 0, gzip: 0, brotli: 0 };
    const searchChunks = [];
    for (const script of [...scripts].sort()) {
      const buffer = readFileSync(join(BUILD_DIR, script));
      const size = sizes(buffer);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
      const text = buffer.toString('utf8');
      if (SEARCH_SIGNATURES.some((signature) => signature.test(text))) searchChunks.push(script);
      console.log(`  ${script.padEnd(48)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(10)} gzip`);
    }
    console.log(
      `${path}: ${scripts.size} scripts, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.brotli)} brotli` +
        ` (${total.raw} / ${total.gzip} / ${total.brotli} B)`,
    );
    console.log(
      searchChunks.length > 0
        ? `  search engine code in the first load: ${searchChunks.join(', ')}`
        : '  search engine code in the first load: none',
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
