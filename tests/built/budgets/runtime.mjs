// Budgets on what a first visit downloads, per page type (file sizes of the build are in
// .size-limit.mjs). Figures come from scripts/lib/measure.mjs (the
// same code `node scripts/measure-build.mjs` prints, proven against Chromium by
// tests/browser/first-load.spec.ts). A page type with no page in the build fails its row; a type
// present without a limit of its own is held to DEFAULT_JS_GZIP.
//
// Measured on 2026-11-24 (gzip -9, kB = 1000 B), after Prism grammars moved to the pages using them,
// doc descriptions left the docs props and route CSS left the shared stylesheet. JS: home 188.5,
// API class 210.5, doc 211.7, blog post 206.5, tag 203.2, pricing 190.3, showcase 184.8, EULA 188.6,
// /realvwr 196.3, /editor 196.8, 404 180.9. CSS: doc and API class 17.2 (the stock template, built
// with future.v4 on the same machine: 15.2), others 13.4-17.0. JS limits: the figure plus about 5 %
// (room for the analytics client module of a build with GTAG_TRACKING_ID and a little growth),
// rounded up to 5 kB. The docs pages' CSS limit holds the goal of at most 2 kB over the stock
// template, with 0.3 kB to spare; other pages get 18 kB. Earlier figures (2026-11-22): home 224.4,
// doc 256.2, CSS 22.3 on every page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { referencedAssets } from '../../../scripts/lib/build-output.mjs';
import { measureBuild } from '../../../scripts/lib/measure.mjs';
import { PAGE_TYPES } from '../../../scripts/lib/page-types.mjs';

const KB = 1000;

/** First-load JavaScript, gzip, per page type id. */
const JS_GZIP = {
  home: 200 * KB,
  doc: 225 * KB,
  'api-class': 225 * KB,
  'blog-post': 220 * KB,
  tag: 215 * KB,
  pricing: 200 * KB,
  showcase: 195 * KB,
  eula: 200 * KB,
  viewer: 210 * KB,
  editor: 210 * KB,
  404: 195 * KB,
};
/** For a page type added to page-types.json without a limit of its own here. */
const DEFAULT_JS_GZIP = 225 * KB;
/** First-load CSS, gzip: the shared stylesheet plus the page's own (plugins/route-css). */
const CSS_GZIP = { doc: 17.5 * KB, 'api-class': 17.5 * KB };
const DEFAULT_CSS_GZIP = 18 * KB;

export async function budgets(buildDir) {
  const result = await measureBuild({ buildDir });
  const rows = [];
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
    // A page's own stylesheets must be in its HTML (scripts/link-route-css.mjs), or it paints unstyled.
    const linked = referencedAssets(readFileSync(join(buildDir, page.htmlFile), 'utf8')).stylesheets;
    const unlinked = page.files.filter(
      (file) => file.endsWith('.css') && !linked.some((href) => href.endsWith(`/${file}`)),
    );
    rows.push({
      name: `first-load CSS linked from the HTML, ${label}`,
      ok: unlinked.length === 0,
      detail: unlinked.length === 0 ? 'all' : `not linked: ${unlinked.join(', ')} (run scripts/link-route-css.mjs)`,
    });
  }
  return rows;
}
