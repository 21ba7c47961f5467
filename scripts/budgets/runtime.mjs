// Budgets on what a first visit downloads, per page type, on the largest API page's HTML, on the
// largest HTML file and on the whole build output. Figures come from scripts/lib/measure.mjs (the
// same code `node scripts/measure-build.mjs` prints, proven against Chromium by
// tests/browser/first-load.spec.ts). A page type with no page in the build yet gives a passing row
// that says so; a type present without a limit of its own is held to DEFAULT_JS_GZIP.
//
// Measured on 2026-11-22 (gzip -9, kB = 1000 B). Platform branch: home JS 207.5, doc 216.5,
// 404 204.2, CSS 19.8 on every page. Other branches' builds, measured read-only before merging:
// guides + API reference: home 224.4, doc 256.2, API class 254.8, 404 217.0, largest API page
// HTML 114.0 kB raw / 12.7 gzip, build 20.6 MB; pages: blog post 215.3, tag 212.0, pricing 199.0,
// showcase 193.5, EULA 197.4, CSS 22.3; viewer: /realvwr 201.4, /editor 201.8 (HTML 178.1 kB raw),
// CSS 22.2. Limits: the largest known figure plus about 10 %, rounded up to 5 kB.
import { measureBuild } from '../lib/measure.mjs';
import { PAGE_TYPES } from '../lib/page-types.mjs';

const KB = 1000;

/** First-load JavaScript, gzip, per page type id. */
const JS_GZIP = {
  home: 250 * KB,
  doc: 285 * KB,
  'api-class': 285 * KB,
  'blog-post': 240 * KB,
  tag: 235 * KB,
  pricing: 220 * KB,
  showcase: 215 * KB,
  eula: 220 * KB,
  viewer: 225 * KB,
  editor: 225 * KB,
  404: 240 * KB,
};
/** For a page type added to page-types.json without a limit of its own here. */
const DEFAULT_JS_GZIP = 285 * KB;
/** First-load CSS, gzip: the site ships one stylesheet, so one limit for every page type. */
const CSS_GZIP = 25 * KB;
/** The largest page of the generated API reference. */
const API_PAGE_HTML = { raw: 130 * KB, gzip: 15 * KB };
/** Any single HTML file (the editor page, with its inline configurator markup, is the largest). */
const LARGEST_HTML_RAW = 200 * KB;
/**
 * Everything in build/ (the API reference is most of it). 23.1 MB before the Markdown copies of
 * plugins/llms, which add 2.9 MB (budgeted on their own in markdown.mjs): 26.0 MB, plus about 10 %.
 */
const BUILD_TOTAL = 29_000 * KB;

export async function budgets(buildDir) {
  const result = await measureBuild({ buildDir });
  const rows = [];
  const labels = new Map([...PAGE_TYPES.map((type) => [type.id, type.label]), ['404', 'not-found page']]);
  for (const [id, label] of labels) {
    const page = result.pages.find((measured) => measured.type === id);
    if (!page) {
      rows.push({ name: `first-load JS and CSS, ${label}`, ok: true, detail: 'no page of this type in the build yet' });
      continue;
    }
    rows.push({
      name: `first-load JS gzip, ${label} (${page.path})`,
      actual: page.js.gzip,
      limit: JS_GZIP[/** @type {keyof typeof JS_GZIP} */ (id)] ?? DEFAULT_JS_GZIP,
    });
    rows.push({ name: `first-load CSS gzip, ${label}`, actual: page.css.gzip, limit: CSS_GZIP });
  }
  if (result.largestApiPage) {
    rows.push({
      name: `largest API page HTML raw (${result.largestApiPage.path})`,
      actual: result.largestApiPage.html.raw,
      limit: API_PAGE_HTML.raw,
    });
    rows.push({
      name: 'largest API page HTML gzip',
      actual: result.largestApiPage.html.gzip,
      limit: API_PAGE_HTML.gzip,
    });
  } else {
    rows.push({ name: 'largest API page HTML', ok: true, detail: 'no API page in the build yet' });
  }
  rows.push({
    name: `largest HTML file raw (${result.largestHtml.file})`,
    actual: result.largestHtml.bytes,
    limit: LARGEST_HTML_RAW,
  });
  rows.push({ name: 'build output total', actual: result.total.bytes, limit: BUILD_TOTAL });
  return rows;
}
