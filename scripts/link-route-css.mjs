// Links each page's own stylesheets from its HTML, after `docusaurus build` (`npm run build` runs it).
// plugins/route-css keeps a route's CSS modules out of the one stylesheet every page loads; the
// client loads them with the route's chunks on navigation, but Docusaurus writes only the entry's
// stylesheet into the HTML, so without this a first visit would paint unstyled until its scripts ran.
// Which files a page needs comes from firstLoad, the same answer the budgets and browser tests use.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { builtSiteConfig, firstLoad, htmlFileFor, referencedAssets, sitemapPaths } from './lib/build-output.mjs';

const buildDir = 'build';
const { baseUrl } = await builtSiteConfig();
// The sitemap lists every page but the not-found one.
const paths = [...(await sitemapPaths()), '/404'];
let linkedPages = 0;
for (const path of paths) {
  const file = join(buildDir, htmlFileFor(buildDir, path));
  const html = readFileSync(file, 'utf8');
  const linked = referencedAssets(html).stylesheets;
  const missing = (await firstLoad(path)).css.map((css) => `${baseUrl}${css}`).filter((href) => !linked.includes(href));
  const lastStylesheet = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/g)].at(-1);
  if (missing.length === 0) continue;
  if (!lastStylesheet) throw new Error(`${file} links no stylesheet: cannot place the route's CSS after the entry's.`);
  // After the entry's stylesheet, in the order the client adds them on navigation.
  const at = lastStylesheet.index + lastStylesheet[0].length;
  writeFileSync(
    file,
    html.slice(0, at) + missing.map((href) => `<link rel=stylesheet href=${href}>`).join('') + html.slice(at),
  );
  linkedPages += 1;
}
console.log(`Route stylesheets: linked from ${linkedPages} of ${paths.length} pages.`);
