/**
 * Every page links exactly the stylesheets a first visit loads (plugins/route-css): the entry's,
 * and those of the chunks of every route the client matches for the page, as Docusaurus's client
 * manifest and route files tell them (scripts/lib/build-output.mjs `firstLoad`, the same answer
 * tests/browser/first-load.spec.ts checks against Chromium). A missing link paints the page
 * unstyled until its scripts run; an extra one downloads CSS the page does not use. This is the
 * check of route-css's assumption that Docusaurus imports each route module by the path in its
 * route config: when that stops, route-css links nothing (or fails the build).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { firstLoad, htmlFileFor, referencedAssets, sitemapPaths } from '../../scripts/lib/build-output.mjs';

const BUILD_DIR = 'build';

it('every page links the stylesheets of its first load, and no others', async () => {
  const paths = [...(await sitemapPaths()), '/404'];
  const problems: string[] = [];
  let withOwnStylesheets = 0;
  for (const path of paths) {
    const html = readFileSync(join(BUILD_DIR, htmlFileFor(BUILD_DIR, path)), 'utf8');
    const linked = referencedAssets(html).stylesheets.map((href) => href.replace(/^\/+/, ''));
    const needed = (await firstLoad(path)).css;
    const missing = needed.filter((file) => !linked.includes(file));
    const extra = linked.filter((file) => !needed.includes(file));
    if (missing.length > 0) problems.push(`${path}: not linked ${missing.join(', ')}`);
    if (extra.length > 0) problems.push(`${path}: linked but not loaded ${extra.join(', ')}`);
    if (linked.length > 1) withOwnStylesheets += 1;
  }
  expect(problems).toEqual([]);
  // Most pages have CSS modules of their own; none would mean the check above compared nothing.
  expect(withOwnStylesheets, 'pages with stylesheets beyond the entry').toBeGreaterThan(300);
});
