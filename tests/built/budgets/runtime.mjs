// Budgets on what a first visit downloads, per page type (file sizes of the build are in
// .size-limit.mjs). Figures come from scripts/lib/measure.mjs (the
// same code `node scripts/measure-build.mjs` prints, proven against Chromium by
// tests/browser/first-load.spec.ts). A page type with no page in the build fails its row; a type
// present without a limit of its own is held to DEFAULT_JS_GZIP.
//
// The docs page and home are held to the stock template's first load times 1.15 (this site has
// ~300 routes more, whose route data every page carries); the stock Docusaurus 3.10.2 classic
// TypeScript template with future.v4 (Rspack), built on the same machine: docs page 176.1, home
// 171.3 kB gzip (`node scripts/measure-build.mjs --compare /tmp/anchor-template-3.10.2`). Other
// page types: their figure plus 1.5 to 3 %, rounded up to 1 kB.
//
// Measured on 2026-11-25 (gzip -9, kB = 1000 B), with Docusaurus's own chunk names and file names
// and the sidebar's doc ids back: JS: home 171.3, API class 180.7, doc 182.3, blog post 179.9, tag
// 176.3, pricing 173.0, showcase 156.1, EULA 160.0, /realvwr 181.6, /editor 181.6, 404 152.4.
// (Before, with one- or two-letter route chunk names, chunk files named by id and `docId: true`
// in the sidebar: home 165.3, doc 175.0.) CSS: doc and API class 16.6 (stock 15.2, the goal at
// most 2 kB over it), home 14.8, blog post 15.3, tag 15.4, pricing 15.2, showcase 14.1, EULA 14.1,
// /realvwr 16.6, /editor 16.8, 404 13.0; limits about 0.5 kB over the figure, at most 17.7.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { measureBuild } from '../../../scripts/lib/measure.mjs';
import { PAGE_TYPES } from '../../../scripts/lib/page-types.mjs';

const KB = 1000;

/** First-load JavaScript, gzip, per page type id. */
const STOCK_TEMPLATE_JS_GZIP = { doc: 176.1 * KB, home: 171.3 * KB };
const OVER_STOCK = 1.15;
const JS_GZIP = {
  home: STOCK_TEMPLATE_JS_GZIP.home * OVER_STOCK,
  doc: STOCK_TEMPLATE_JS_GZIP.doc * OVER_STOCK,
  'api-class': 187 * KB,
  'blog-post': 186 * KB,
  tag: 182 * KB,
  // The page's sample is highlighted when the site is built since 2026-11-27: 164.7, and the viewer 178.6.
  pricing: 167 * KB,
  showcase: 161 * KB,
  eula: 165 * KB,
  viewer: 181 * KB,
  // 188.0 on 2026-11-26 with the studio choices and the viewer set-up file in the page's own code;
  // 179.1 on 2026-11-27 once its live files download Prism after the page is interactive.
  editor: 182 * KB,
  404: 158 * KB,
};
/** For a page type added to page-types.json without a limit of its own here. */
const DEFAULT_JS_GZIP = 188 * KB;
/** First-load CSS, gzip: the shared stylesheet plus the page's own (plugins/route-css). */
// Doc and API class CSS 17.3 once CSS module classes kept Docusaurus's own names (2026-11-25).
// The editor 17.7 on 2026-11-26, after the viewer's frame overlays and its minimal mode; /realvwr
// 17.7 the same day with the turntable clip's progress bar.
const CSS_GZIP = { doc: 17.8 * KB, 'api-class': 17.8 * KB, viewer: 18.1 * KB, editor: 18.2 * KB };
const DEFAULT_CSS_GZIP = 17.7 * KB;

/**
 * No page's first load carries Prism: Markdown code is highlighted when the site is built
 * (plugins/code-tokens/index.ts), the site pages' samples included (Markdown partials beside their
 * components), and code a page writes at run time downloads Prism after the page is interactive
 * (src/components/RuntimeCodeBlock). `data-manual` is the attribute Prism's core reads at startup,
 * in no other module.
 */
const PRISM_CORE_MARKER = 'data-manual';
/**
 * Module paths of the route registry, which the client copy drops (plugins/lean-route-data). A
 * registry entry's path is an array element after its loader (`[()=>…,"@site/…",…]`); the site
 * config in the same script names modules too, as property values (`blogArchiveComponent:"@site/…"`).
 */
const REGISTRY_MODULE_PATH = /,"@(?:site|generated)\//;

export async function budgets(buildDir) {
  const result = await measureBuild({ buildDir });
  const rows = [];
  const entry = readdirSync(join(buildDir, 'assets', 'js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  const entryPaths = entry
    ? readFileSync(join(buildDir, 'assets', 'js', entry), 'utf8').match(REGISTRY_MODULE_PATH)
    : null;
  rows.push({
    name: 'no module paths of the route registry in the entry script',
    ok: entry !== undefined && entryPaths === null,
    detail: entry
      ? `${entry} names ${entryPaths?.[0]}…: the registry's client copy keeps its paths`
      : 'no entry script',
  });
  const labels = new Map([...PAGE_TYPES.map((type) => [type.id, type.label]), ['404', 'not-found page']]);
  for (const [id, label] of labels) {
    const page = result.pages.find((measured) => measured.type === id);
    if (!page) {
      rows.push({ name: `first-load JS and CSS, ${label}`, ok: false, detail: 'the build has no page of this type' });
      continue;
    }
    rows.push({
      name: `first-load JS gzip, ${label} (${page.path})`,
      actual: page.js.gzip,
      limit: JS_GZIP[/** @type {keyof typeof JS_GZIP} */ (id)] ?? DEFAULT_JS_GZIP,
    });
    rows.push({
      name: `first-load CSS gzip, ${label}`,
      actual: page.css.gzip,
      limit: CSS_GZIP[/** @type {keyof typeof CSS_GZIP} */ (id)] ?? DEFAULT_CSS_GZIP,
    });
    const scripts = page.files.filter((file) => file.endsWith('.js'));
    const text = (/** @type {string} */ file) => readFileSync(join(buildDir, file), 'utf8');
    const withPrism = scripts.filter((file) => text(file).includes(PRISM_CORE_MARKER));
    rows.push({
      name: `no Prism in the first load, ${label}`,
      ok: withPrism.length === 0,
      detail: `Prism's core is in ${withPrism.join(', ')}: a module imports src/prism/prism statically`,
    });
  }
  return rows;
}
