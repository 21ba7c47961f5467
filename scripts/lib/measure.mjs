// Measurements of a finished build, shared by scripts/measure-build.mjs (which prints them) and
// tests/built/budgets/runtime.mjs (which checks them against limits).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { firstLoad, listFiles, sitemapPaths, totalBytes } from './build-output.mjs';
import { NOT_FOUND_TYPE, PAGE_TYPES, pageTypeOf, representativePaths } from './page-types.mjs';
import { sizesOf, sizesOfFiles } from './sizes.mjs';

/**
 * @typedef {import('./sizes.mjs').Sizes} Sizes
 * @typedef {object} PageMeasurement
 * @property {string} type page type id
 * @property {string} label
 * @property {string} path the page measured
 * @property {string} htmlFile its HTML file, relative to the build folder
 * @property {Sizes} html its HTML file's sizes
 * @property {Sizes} js all JavaScript of the first visit
 * @property {Sizes} css all CSS of the first visit
 * @property {string[]} files the scripts and stylesheets of the first visit
 */

/**
 * @param {{ siteDir?: string, buildDir?: string }} [dirs]
 */
export async function measureBuild(dirs = {}) {
  const siteDir = dirs.siteDir ?? process.cwd();
  const buildDir = dirs.buildDir ?? join(siteDir, 'build');
  const paths = await sitemapPaths({ siteDir, buildDir });
  const picked = representativePaths(paths);

  /** @type {PageMeasurement[]} */
  const pages = [];
  const measure = async (/** @type {string} */ type, /** @type {string} */ label, /** @type {string} */ path) => {
    const load = await firstLoad(path, { siteDir, buildDir });
    pages.push({
      type,
      label,
      path,
      htmlFile: load.html,
      html: sizesOf(readFileSync(join(buildDir, load.html))),
      js: sizesOfFiles(buildDir, load.js),
      css: sizesOfFiles(buildDir, load.css),
      files: [...load.js, ...load.css],
    });
  };
  for (const type of PAGE_TYPES) {
    const path = picked.get(type.id);
    if (path) await measure(type.id, type.label, path);
  }
  await measure(NOT_FOUND_TYPE.id, NOT_FOUND_TYPE.label, '/404');

  // The largest API page: the generated reference is where HTML size grows without anyone noticing.
  const apiPaths = paths.filter((path) => pageTypeOf(path)?.id === 'api-class' || path.startsWith('/docs/api/'));
  let largestApiPage;
  for (const path of apiPaths) {
    const load = await firstLoad(path, { siteDir, buildDir });
    const bytes = readFileSync(join(buildDir, load.html));
    if (!largestApiPage || bytes.length > largestApiPage.html.raw) largestApiPage = { path, html: sizesOf(bytes) };
  }

  const files = listFiles(buildDir);
  let largestHtml = { file: '', bytes: 0 };
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const bytes = statSync(join(buildDir, file)).size;
    if (bytes > largestHtml.bytes) largestHtml = { file, bytes };
  }
  return {
    largestHtml,
    pages,
    largestApiPage,
    apiPageCount: apiPaths.length,
    sitemapPageCount: paths.length,
    total: { bytes: totalBytes(buildDir), files: files.length },
    jsTotal: sizesOfFiles(
      buildDir,
      files.filter((file) => file.endsWith('.js')),
    ),
  };
}

/**
 * @typedef {object} SideBySide
 * @property {string} path
 * @property {{ js: Sizes, css: Sizes }} ours
 * @property {{ js: Sizes, css: Sizes }} other
 */

/**
 * First-load JS and CSS of the same paths on our build and on another Docusaurus site's build
 * (the stock template), each read from its own .docusaurus folder the same way.
 * @param {string[]} paths
 * @param {string} otherSiteDir a site folder holding .docusaurus/ and build/ of one build
 * @param {{ siteDir?: string }} [dirs]
 * @returns {Promise<SideBySide[]>}
 */
export async function compareFirstLoad(paths, otherSiteDir, dirs = {}) {
  const sites = [dirs.siteDir ?? process.cwd(), otherSiteDir].map((siteDir) => ({
    siteDir,
    buildDir: join(siteDir, 'build'),
  }));
  const rows = [];
  for (const path of paths) {
    const [ours, other] = await Promise.all(
      sites.map(async (site) => {
        const load = await firstLoad(path, site);
        return { js: sizesOfFiles(site.buildDir, load.js), css: sizesOfFiles(site.buildDir, load.css) };
      }),
    );
    if (ours && other) rows.push({ path, ours, other });
  }
  return rows;
}
