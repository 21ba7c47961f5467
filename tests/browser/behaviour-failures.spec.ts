import { test, expect, gotoHydrated } from './fixtures';
import { CRASH_FLAG, CRASH_MESSAGES, crashChunksContaining, failChunksContaining } from './chunks';
import { docsRoutes } from '../routes';

/**
 * What a visitor sees when things go wrong: a page whose code fails to download
 * shows the error with a Retry button (and a failed client-side navigation reloads the page
 * first), and a page that throws while rendering shows the crash screen with its cause chain.
 * The failures are made in the browser, on the built site: no test-only page exists.
 */

const INTRO = docsRoutes.find((route) => route.path === '/docs/intro');
if (!INTRO) throw new Error('tests/routes.ts has no /docs/intro row');
const INTRO_HEADING = String(INTRO.heading);

test.describe('a page chunk that fails to load', () => {
  test.use({
    expectedConsoleErrors: [
      // The refused downloads, and React's report that it rendered the error box instead of the HTML.
      'net::ERR_FAILED',
      'Loading chunk',
      /Hydration failed|onRecoverableError|hydrat/i,
    ],
  });

  test('shows the error text and a Retry button, and Retry shows the page once the network is back', async ({
    page,
  }) => {
    const outage = await failChunksContaining(page, INTRO_HEADING);
    await gotoHydrated(page, INTRO.path);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByText(/Loading chunk \S+ failed/)).toBeVisible();
    expect(outage.refused.length).toBeGreaterThan(0);

    outage.restore();
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
    await expect(retry).toHaveCount(0);
  });

  test('during a client-side navigation reloads the page, which then offers Retry', async ({ page }) => {
    await gotoHydrated(page, '/');
    const outage = await failChunksContaining(page, INTRO_HEADING);
    const reloaded = page.waitForEvent('load');
    await page.locator(`main a[href="${INTRO.path}"]`).first().click();
    await reloaded;
    await expect(page).toHaveURL(new RegExp(`${INTRO.path}$`));
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    outage.restore();
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
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
