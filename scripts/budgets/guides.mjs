// Budgets of the hand-written guides (docs/ except the generated API reference): the gzipped HTML
// of the heaviest guide page, and of all guide pages together. Highlighted code is most of their
// weight: every Prism token is a <span>.
//
// Measured on the 28 guide pages of 2026-11-22: heaviest /docs/installation 16,249 B gzip
// (172,288 B raw); all pages 298,797 B gzip. Limits leave about 20 % for growth.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PAGE_LIMIT = 20_000;
const TOTAL_LIMIT = 360_000;

/** Every index.html under build/docs, leaving out the API reference and redirect stubs. */
function guidePages(dir) {
  const pages = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'api') pages.push(...guidePages(path));
    } else if (name === 'index.html') {
      pages.push(path);
    }
  }
  return pages;
}

export async function budgets(buildDir) {
  const sizes = guidePages(join(buildDir, 'docs'))
    .map((path) => ({ path, bytes: gzipSync(readFileSync(path)).length }))
    // A redirect page (the docs root) is a few hundred bytes and no guide.
    .filter(({ bytes }) => bytes > 1_000);
  if (sizes.length === 0) {
    return [{ name: 'guide pages', ok: false, detail: `no guide pages under ${join(buildDir, 'docs')}` }];
  }
  const heaviest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  return [
    {
      name: `heaviest guide page gzip (${heaviest.path.slice(buildDir.length)})`,
      actual: heaviest.bytes,
      limit: PAGE_LIMIT,
    },
    { name: `all ${sizes.length} guide pages gzip`, actual: total, limit: TOTAL_LIMIT },
  ];
}
