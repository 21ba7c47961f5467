import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { docsRoutes } from '../routes';

/**
 * Analytics: a page-view event on each client-side route change, IP anonymising off.
 * Analytics ships only when the build had GTAG_TRACKING_ID set; `npm test` builds with a dummy id
 * (scripts/test-all.mjs); on a build without it this test fails.
 * The fixtures answer gtag.js with an empty script: the events stay in window.dataLayer.
 */

const INTRO = docsRoutes.find((route) => route.path === '/docs/intro');
if (!INTRO) throw new Error('tests/routes.ts has no /docs/intro row');

const buildHasAnalytics = readFileSync('build/index.html', 'utf8').includes('https://www.googletagmanager.com/gtag/js');

/** The gtag() calls recorded so far, as plain arrays. */
async function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );
}

test('each client-side route change sends one page view with the new path', async ({ page }) => {
  if (!buildHasAnalytics) {
    throw new Error('This build has no analytics: build with GTAG_TRACKING_ID=G-TEST (as `npm test` does).');
  }

  await gotoHydrated(page, '/');
  const initial = await gtagCalls(page);
  const config = initial.find((call) => call[0] === 'config');
  expect(config?.[1], 'gtag is configured with the tracking id').toMatch(/^G-/);
  expect(config?.[2], 'IP anonymising is off').not.toHaveProperty('anonymize_ip');
  expect(initial.filter((call) => call[1] === 'page_view')).toHaveLength(0);

  await page.locator(`main a[href="${INTRO.path}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
  await expect.poll(() => gtagCalls(page)).toContainEqual(['set', 'page_path', INTRO.path]);

  await page.locator('nav.navbar').getByRole('link', { name: 'Home', exact: true }).click();
  await expect.poll(() => gtagCalls(page)).toContainEqual(['set', 'page_path', '/']);
  const pageViews = (await gtagCalls(page)).filter((call) => call[0] === 'event' && call[1] === 'page_view');
  expect(pageViews).toHaveLength(2);
});
