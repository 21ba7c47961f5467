import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated, waitForHydration } from './fixtures';
import {
  type ChunkOutage,
  CRASH_FLAG,
  CRASH_MESSAGES,
  crashChunksContaining,
  failChunksContaining,
  failRouteChunks,
} from './chunks';
import { docsRoutes } from '../routes';

/**
 * What a visitor sees when things go wrong: a page whose code fails to download on first load
 * keeps its server HTML under one error box with a Retry button, however many of its chunks failed
 * (and a failed client-side navigation reloads the page
 * first), and a page that throws while rendering shows the crash screen with its cause chain.
 * The failures are made in the browser, on the built site: no test-only page exists.
 */

const INTRO = docsRoutes.find((route) => route.path === '/docs/intro');
if (!INTRO) throw new Error('tests/routes.ts has no /docs/intro row');
const INTRO_HEADING = String(INTRO.heading);

test.describe('a page chunk that fails to load', () => {
  test.use({
    // Only the refused downloads: the page is not hydrated until it loads again, so React has nothing to report.
    expectedConsoleErrors: ['net::ERR_FAILED'],
  });

  /** The page as the server wrote it, inside the site frame, under one error box. */
  async function expectServerPageWithOneErrorBox(page: Page) {
    const box = page.getByRole('alert').filter({ hasText: /Loading chunk \S+ failed/ });
    await expect(box).toHaveCount(1);
    await expect(box.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO_HEADING);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    return box;
  }

  for (const [label, makeOutage] of [
    ['the content chunk', (page) => failChunksContaining(page, INTRO_HEADING)],
    ['every route chunk', (page) => failRouteChunks(page, INTRO.path)],
  ] as const satisfies readonly (readonly [string, (page: Page) => Promise<ChunkOutage>])[]) {
    test(`when ${label} fails: one error box with Retry in the site frame, and one Retry brings the page back`, async ({
      page,
    }) => {
      const outage = await makeOutage(page);
      await page.goto(INTRO.path);
      const box = await expectServerPageWithOneErrorBox(page);
      expect(outage.refused.length).toBeGreaterThan(0);

      outage.restore();
      await box.getByRole('button', { name: 'Retry' }).click();
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
      await expect(page.getByRole('alert').filter({ hasText: /Loading chunk/ })).toHaveCount(0);
    });
  }

  test.describe(() => {
    // The navigation's own failed preload is reported as it happens, before the reload.
    // (A RegExp second would read as Playwright's [value, options] form.)
    test.use({ expectedConsoleErrors: [/Loading chunk \S+ failed/, 'net::ERR_FAILED'] });

    test('during a client-side navigation reloads the page, which then offers Retry', async ({ page }) => {
      await gotoHydrated(page, '/');
      const outage = await failChunksContaining(page, INTRO_HEADING);
      const reloaded = page.waitForEvent('load');
      await page.locator(`main a[href="${INTRO.path}"]`).first().click();
      await reloaded;
      await expect(page).toHaveURL(new RegExp(`${INTRO.path}$`));
      const box = await expectServerPageWithOneErrorBox(page);

      outage.restore();
      await box.getByRole('button', { name: 'Retry' }).click();
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
    });
  });
});

test.describe('a page that crashes while rendering', () => {
  test.use({
    // React reports the error its error boundary caught.
    expectedConsoleErrors: [CRASH_MESSAGES.error, CRASH_MESSAGES.cause, /error boundary|above error/i],
  });

  test('shows "This page crashed." with Try again and the cause chain; Try again recovers', async ({ page }) => {
    await page.addInitScript((flag) => {
      (window as unknown as Record<string, boolean>)[flag] = true;
    }, CRASH_FLAG);
    const changed = await crashChunksContaining(page, INTRO_HEADING);
    await gotoHydrated(page, '/');
    await page.locator(`main a[href="${INTRO.path}"]`).first().click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    expect(changed.length, 'chunks served with a crashing component').toBeGreaterThan(0);
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();
    const message = page.locator('main').getByText(CRASH_MESSAGES.error);
    await expect(message).toContainText(`Cause:\n${CRASH_MESSAGES.cause}`, { useInnerText: true });
    // The site around the page stays usable.
    await expect(page.locator('nav.navbar')).toBeVisible();

    await page.evaluate((flag) => {
      (window as unknown as Record<string, boolean>)[flag] = false;
    }, CRASH_FLAG);
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
  });
});
