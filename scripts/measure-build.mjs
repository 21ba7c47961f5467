// Prints what a first visit to each page type of the built site downloads: JavaScript and CSS
// (raw, gzip -9, brotli -q 11; each file compressed on its own, as each is its own download), the
// page's HTML, the chunks it loads, the largest API page's HTML and the total build output.
//
//   node scripts/measure-build.mjs            table
//   node scripts/measure-build.mjs --files    table plus the files each page type loads
//   node scripts/measure-build.mjs --json     the figures as JSON
//   node scripts/measure-build.mjs --compare <siteDir> [path …]
//                                             first-load JS and CSS (gzip) of the paths (default
//                                             /docs/intro and /) beside another Docusaurus site's
//                                             build, with ratios: <siteDir> holds its .docusaurus/
//                                             and build/, e.g. the stock template that
//                                             /work/shared/tools/stock-template.sh builds
//
// Run after `npm run build`. Page types come from scripts/lib/page-types.json over build/sitemap.xml.
import { existsSync } from 'node:fs';

import { compareFirstLoad, measureBuild } from './lib/measure.mjs';
import { formatKb } from './lib/sizes.mjs';

if (!existsSync('build/sitemap.xml')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const compareAt = process.argv.indexOf('--compare');
if (compareAt !== -1) {
  const otherSite = process.argv[compareAt + 1];
  if (!otherSite || !existsSync(`${otherSite}/build`) || !existsSync(`${otherSite}/.docusaurus`)) {
    console.error('--compare needs a site folder with build/ and .docusaurus/ from one build.');
    process.exit(1);
  }
  const paths = process.argv.slice(compareAt + 2);
  const rows = await compareFirstLoad(paths.length > 0 ? paths : ['/docs/intro', '/'], otherSite);
  console.log(`First-load gzip: this site vs ${otherSite}\n`);
  console.log(
    `${'path'.padEnd(16)} ${'JS'.padStart(21)} ${'ratio'.padStart(6)}   ${'CSS'.padStart(21)} ${'over'.padStart(8)}`,
  );
  for (const { path, ours, other } of rows) {
    const js = `${formatKb(ours.js.gzip)} / ${formatKb(other.js.gzip)}`;
    const css = `${formatKb(ours.css.gzip)} / ${formatKb(other.css.gzip)}`;
    const ratio = `${(ours.js.gzip / other.js.gzip).toFixed(2)}x`;
    console.log(
      `${path.padEnd(16)} ${js.padStart(21)} ${ratio.padStart(6)}   ${css.padStart(21)} ${formatKb(ours.css.gzip - other.css.gzip).padStart(8)}`,
    );
  }
  process.exit(0);
}

const result = await measureBuild();

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}

const triple = (/** @type {import('./lib/sizes.mjs').Sizes} */ sizes) =>
  `${formatKb(sizes.raw).padStart(9)} ${formatKb(sizes.gzip).padStart(9)} ${formatKb(sizes.brotli).padStart(9)}`;

console.log('First visit, per page type (raw / gzip / brotli):\n');
console.log(
  `${'page type'.padEnd(24)} ${'path'.padEnd(34)} ${'JS'.padStart(29)}   ${'CSS'.padStart(29)}   ${'HTML'.padStart(29)}  files`,
);
for (const page of result.pages) {
  console.log(
    `${page.label.padEnd(24)} ${page.path.padEnd(34)} ${triple(page.js)}   ${triple(page.css)}   ${triple(page.html)}  ${page.files.length}`,
  );
  if (process.argv.includes('--files')) for (const file of page.files) console.log(`${''.padEnd(26)}${file}`);
}
console.log('');
if (result.largestApiPage) {
  console.log(`Largest API page HTML: ${result.largestApiPage.path}  ${triple(result.largestApiPage.html)}`);
}
console.log(`API pages in the sitemap: ${result.apiPageCount}`);
console.log(`Largest HTML file: ${result.largestHtml.file}  ${formatKb(result.largestHtml.bytes)} raw`);
console.log(`Pages in the sitemap: ${result.sitemapPageCount}`);
console.log(`All JavaScript in the build: ${triple(result.jsTotal)}`);
console.log(`Build output: ${formatKb(result.total.bytes)} in ${result.total.files} files`);
