import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { NOT_FOUND, PAGE_TYPE_LIST, firstLoad, namedChunkScript, representativePath } from '../buildOutput';
import { routes } from '../routes';

/**
 * The byte budgets (tests/built/budgets/runtime.mjs) and scripts/measure-build.mjs compute from the build
 * files which scripts and stylesheets a first visit loads. This proves that static answer right:
 * it must equal what Chromium downloads before the page is hydrated, for one page of each type.
 */

const routePaths = routes.map((route) => route.path);

async function expectStaticAnswerMatches(page: Page, visitPath: string, buildPath: string): Promise<void> {
  const siteOrigin = new URL(test.info().project.use.baseURL ?? '').origin;
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const kind = request.resourceType();
    if (url.origin === siteOrigin && (kind === 'script' || kind === 'stylesheet')) {
      loaded.add(url.pathname.replace(/^\//, ''));
    }
  });
  await gotoHydrated(page, visitPath);
  const expected = await firstLoad(buildPath);
  const expectedFiles = [...expected.js, ...expected.css].sort();
  // The 3D pages import their engine (and three.js) as the viewer mounts, and the editor imports
  // Prism for its live files, which can race the hydration flag. Those chunks are lazy by design:
  // only they may appear beyond the static answer.
  const onMount = [...loaded].filter((file) => !expectedFiles.includes(file) && isImportedOnMount(file));
  const seenBeforeHydration = [...loaded].filter((file) => !onMount.includes(file)).sort();
  expect(seenBeforeHydration).toEqual(expectedFiles);
}

const ON_MOUNT_SCRIPTS = namedChunkScript(
  'ring-viewer-engine',
  'ring-viewer-worker',
  'ring-viewer-worker-engine',
  'runtime-prism',
);

/**
 * The viewer's engine (its worker, or the on-page fallback) and the three.js chunk it pulls in, or
 * the site Prism (src/components/RuntimeCodeBlock) and its core, found by `data-manual`, the
 * attribute the core reads.
 */
function isImportedOnMount(file: string): boolean {
  if (ON_MOUNT_SCRIPTS.test(`/${file}`)) return true;
  const path = join('build', file);
  if (!existsSync(path)) return false;
  const text = readFileSync(path, 'utf8');
  return text.includes('__THREE__') || text.includes('data-manual');
}

for (const type of PAGE_TYPE_LIST) {
  test(`${type.label}: scripts and stylesheets of the first visit`, async ({ page }) => {
    const path = await representativePath(routePaths, type);
    await expectStaticAnswerMatches(page, path, path);
  });
}

test.describe(() => {
  test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });
  test(`${NOT_FOUND.label}: scripts and stylesheets of the first visit`, async ({ page }) => {
    await expectStaticAnswerMatches(page, NOT_FOUND.samplePath, '/404');
  });
});
