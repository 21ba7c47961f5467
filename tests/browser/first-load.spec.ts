import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { NOT_FOUND, PAGE_TYPE_LIST, firstLoad, representativePaths } from '../buildOutput';
import { routes } from '../routes';

/**
 * The byte budgets (scripts/budgets/pages.mjs) and scripts/measure-build.mjs compute from the build
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
  const seenBeforeHydration = [...loaded].sort();
  const expected = await firstLoad(buildPath);
  expect(seenBeforeHydration).toEqual([...expected.js, ...expected.css].sort());
}

for (const type of PAGE_TYPE_LIST) {
  test(`${type.label}: scripts and stylesheets of the first visit`, async ({ page }) => {
    const path = (await representativePaths(routePaths)).get(type.id);
    test.skip(!path, `tests/routes.ts has no ${type.label} yet.`);
    if (path) await expectStaticAnswerMatches(page, path, path);
  });
}

test.describe(() => {
  test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });
  test(`${NOT_FOUND.label}: scripts and stylesheets of the first visit`, async ({ page }) => {
    await expectStaticAnswerMatches(page, NOT_FOUND.samplePath, '/404');
  });
});
