// Search-engine files of the build, for `noIndex: false`: robots.txt allows crawling and
// names the sitemap by its absolute address; sitemap.xml lists every indexable page exactly once,
// under the site's url and baseUrl, each with a built HTML file whose canonical link is that
// address; no page says noindex; redirect pages and the not-found page stay out of the sitemap.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { builtSiteConfig, htmlFileFor, listFiles, sitemapLocations, withoutBaseUrl } from './lib/build-output.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}

const { url, baseUrl, noIndex } = await builtSiteConfig({ buildDir: BUILD_DIR });
const siteRoot = new URL(baseUrl, url).href;
/** @type {string[]} */
const problems = [];
const read = (/** @type {string} */ file) => readFileSync(join(BUILD_DIR, file), 'utf8');
const isRedirectPage = (/** @type {string} */ html) => /<meta http-equiv="?refresh"?/i.test(html);
const hasNoIndex = (/** @type {string} */ html) => /<meta[^>]+name="?robots"?[^>]+content="?[^">]*noindex/i.test(html);

if (noIndex) problems.push('the site is built with noIndex: true; the site must be indexable');

// robots.txt
if (!existsSync(join(BUILD_DIR, 'robots.txt'))) problems.push('robots.txt is missing');
else {
  const robots = read('robots.txt');
  if (!/^User-agent: \*$/m.test(robots)) problems.push('robots.txt has no "User-agent: *" group');
  if (/^Disallow:\s*\/\s*$/m.test(robots)) problems.push('robots.txt disallows the whole site');
  const sitemapLine = `Sitemap: ${new URL('sitemap.xml', siteRoot).href}`;
  if (!robots.split('\n').includes(sitemapLine)) problems.push(`robots.txt lacks "${sitemapLine}"`);
}

// sitemap.xml
const locations = existsSync(join(BUILD_DIR, 'sitemap.xml')) ? sitemapLocations(read('sitemap.xml')) : [];
if (locations.length === 0) problems.push('sitemap.xml is missing or lists no page');
const listed = new Set();
for (const loc of locations) {
  if (listed.has(loc)) problems.push(`sitemap lists ${loc} twice`);
  listed.add(loc);
  if (!loc.startsWith(siteRoot)) {
    problems.push(`sitemap entry ${loc} is not under the site address ${siteRoot}`);
    continue;
  }
  const path = withoutBaseUrl(new URL(loc).pathname, baseUrl);
  let html;
  try {
    html = read(htmlFileFor(BUILD_DIR, path));
  } catch (error) {
    problems.push(`sitemap entry ${loc}: ${error instanceof Error ? error.message : error}`);
    continue;
  }
  if (hasNoIndex(html)) problems.push(`${loc} is in the sitemap but says noindex`);
  if (isRedirectPage(html)) problems.push(`${loc} is a redirect page, which does not belong in the sitemap`);
  const canonical = /<link[^>]+rel="?canonical"?[^>]+href="?([^"\s>]+)/i.exec(html)?.[1];
  if (canonical !== loc) problems.push(`${loc} has canonical link ${canonical ?? '(none)'}`);
}

// Every indexable page is listed.
for (const file of listFiles(BUILD_DIR).filter((name) => name.endsWith('.html'))) {
  const html = read(file);
  if (file === '404.html' || isRedirectPage(html) || hasNoIndex(html)) continue;
  const path = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
  const loc = new URL(path.replace(/^\//, ''), siteRoot).href;
  if (!listed.has(loc) && !listed.has(`${loc}/`))
    problems.push(`${file} is an indexable page missing from sitemap.xml`);
}

for (const problem of problems) console.error(`  ${problem}`);
console.log(`Indexing: robots.txt and ${locations.length} sitemap entries checked, ${problems.length} problems.`);
process.exit(problems.length === 0 ? 0 : 1);
