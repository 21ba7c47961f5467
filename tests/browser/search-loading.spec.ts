import type { Locator, Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { holdRequests, noResults, openSearch, resultOptions, searchBox, searchFor } from './search-helpers';

/** Text only lunr's code contains. */
const LUNR_SIGNATURE = 'Version mismatch when loading serialised index';
/** Text only autocomplete-core contains. */
const AUTOCOMPLETE_SIGNATURE = 'The reducer action';

/**
 * Opens /docs/intro, holds back every script requested from then on (the search code, like a slow
 * network), and types a query in the search box, which opens.
 */
async function typeWhileSearchCodeIsHeld(page: Page, typed = 'versioning') {
  await gotoHydrated(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  const scripts = await holdRequests(page, /\/assets\/js\/.*\.js$/);
  const box = searchBox(page);
  await box.click();
  await page.keyboard.type(typed);
  await expect(box).toHaveValue(typed);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  return { box, scripts };
}

test.describe('search code loads on first intent, not with the page', () => {
  test('a docs page loads neither lunr, the search UI nor an index', async ({ page }) => {
    const scripts: string[] = [];
    const indexes: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (request.url().includes('search-index-')) indexes.push(request.url());
    });
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');

    // Our own scripts only: the test build's analytics tag is answered by the page's route stub,
    // which page.request does not go through.
    const ownScripts = scripts.filter((url) => new URL(url).origin === new URL(page.url()).origin);
    expect(ownScripts.length).toBeGreaterThan(0);
    for (const url of ownScripts) {
      const body = await (await page.request.get(url)).text();
      expect(body, `${url} must not carry lunr`).not.toContain(LUNR_SIGNATURE);
      expect(body, `${url} must not carry autocomplete`).not.toContain(AUTOCOMPLETE_SIGNATURE);
    }
    expect(indexes).toEqual([]);
    // The box is there and usable before any search code.
    await expect(searchBox(page)).toBeVisible();
    await expect(searchBox(page)).toBeEditable();
  });

  const intents: [string, (box: Locator) => Promise<void>][] = [
    ['hover', (box) => box.hover()],
    ['focus', (box) => box.focus()],
    ['touch', (box) => box.dispatchEvent('touchstart')],
  ];
  for (const [intent, act] of intents) {
    test(`${intent} loads the search code`, async ({ page }) => {
      await gotoHydrated(page, '/docs/intro');
      await page.waitForLoadState('networkidle');
      const searchCode = page.waitForResponse(
        async (response) =>
          response.request().resourceType() === 'script' && (await response.text()).includes(AUTOCOMPLETE_SIGNATURE),
      );
      await act(searchBox(page));
      await searchCode;
    });
  }

  for (const [name, keys] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} focuses the box and opens the panel`, async ({ page }) => {
      await gotoHydrated(page, '/docs/intro');
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press(keys);
      await expect(searchBox(page)).toBeFocused();
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(searchBox(page)).toHaveValue('');
      await page.keyboard.type('versioning');
      await expect(resultOptions(page).first()).toBeVisible();
    });
  }

  test('shortcuts leave other fields alone', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'Other field');
      document.querySelector('main')?.prepend(field);
    });
    const other = page.getByRole('textbox', { name: 'Other field' });
    await other.click();
    await page.keyboard.type('a/b');
    await page.keyboard.press('Control+k');
    await expect(other).toBeFocused();
    await expect(other).toHaveValue('a/b');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('`/` is an ordinary character inside the search box', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const box = await openSearch(page);
    await page.keyboard.type('a/b');
    await expect(box).toHaveValue('a/b');
  });

  test('what is typed before the code arrives is kept and searched', async ({ page }) => {
    const { box, scripts } = await typeWhileSearchCodeIsHeld(page, 'versi');
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await scripts.release();
    await page.keyboard.type('oning');
    await expect(box).toHaveValue('versioning');
    await expect(box).toBeFocused();
    await expect(resultOptions(page).first()).toContainText('Versioning');
  });

  test('the index is fetched once for concurrent and repeated queries', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index-')) fetched.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/docs/intro');
    const index = await holdRequests(page, /search-index-.*\.json$/);
    const box = await openSearch(page);
    await page.keyboard.type('vitr', { delay: 20 });
    await expect.poll(() => index.held.length).toBe(2);
    await index.release();
    await expect(resultOptions(page).first()).toBeVisible();
    await box.fill('versioning');
    await expect(resultOptions(page).first()).toContainText('Versioning');
    await page.keyboard.press('Escape');
    await box.click();
    await box.fill('requirements');
    await expect(resultOptions(page).first()).toBeVisible();
    expect(fetched.sort()).toEqual(['/search-index-default.json', '/search-index-docs-default-current.json']);
  });

  test('searches the indexes of the current page’s tags', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('search-index-')) fetched.push(new URL(request.url()).pathname);
    });
    // Every page searches the default tag (blog posts) and the docs tag of the docs version it shows,
    // or of the latest version outside the docs.
    await gotoHydrated(page, '/');
    await searchFor(page, 'versioning');
    expect(fetched.sort()).toEqual(['/search-index-default.json', '/search-index-docs-default-current.json']);
    await expect(resultOptions(page).first()).toHaveAttribute('href', /^\/docs\//);
  });

  const entries: [string, (page: Page, box: Locator) => Promise<void>][] = [
    ['a click', (_page, box) => box.click()],
    [
      'Tab',
      async (page, box) => {
        await box.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
      },
    ],
    ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
    ['/', (page) => page.keyboard.press('/')],
  ];
  for (const [entry, enter] of entries) {
    test(`entered by ${entry}, the box shows the wait for a slow index, then the results`, async ({ page }) => {
      await gotoHydrated(page, '/docs/intro');
      const index = await holdRequests(page, /search-index-.*\.json$/);
      const box = searchBox(page);
      await enter(page, box);
      await expect(box).toBeFocused();
      await page.keyboard.type('versioning');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('status')).toHaveText('Searching…');
      await index.release();
      await expect(resultOptions(page).first()).toContainText('Versioning');
      await expect(page.getByRole('status')).toHaveText('');
    });
  }

  test('while the search code loads, the open panel says so', async ({ page }) => {
    const { scripts } = await typeWhileSearchCodeIsHeld(page);
    await expect(page.getByRole('status')).toHaveText('Loading search…');
    await scripts.release();
    await expect(resultOptions(page).first()).toContainText('Versioning');
    await expect(page.getByRole('status')).toHaveText('');
  });

  test('the layer, the tips and the results are styled from the moment they show', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    // Their styles come in the search code's chunk: hold every stylesheet, like a slow network.
    const stylesheets = await holdRequests(page, /\/assets\/css\/.*\.css$/);
    // Each element's computed style at the first mutation that shows it (no waiting in between).
    await page.evaluate(() => {
      const seen: Record<string, string> = {};
      (window as unknown as { firstStyles: Record<string, string> }).firstStyles = seen;
      const record = () => {
        const cancel = document.querySelector('form[role="search"] button[title="Cancel"]');
        const layer = cancel?.closest('form')?.parentElement;
        if (layer) seen.layer ??= getComputedStyle(layer).position;
        const tips = document.querySelector('form[role="search"] ~ * dl');
        if (tips) seen.tips ??= getComputedStyle(tips).display;
        const option = document.querySelector('[role="option"]');
        if (option) seen.option ??= getComputedStyle(option).display;
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const box = searchBox(page);
    await box.click();
    await expect.poll(() => stylesheets.held.length).toBeGreaterThan(0);
    await stylesheets.release();
    await expect(page.getByText('title:viewer', { exact: true })).toBeVisible();
    await page.keyboard.type('versioning');
    await expect(resultOptions(page).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { firstStyles: Record<string, string> }).firstStyles),
    ).toEqual({ layer: 'fixed', tips: 'grid', option: 'flex' });
  });

  test('leaving the box before the search code arrives closes it for good', async ({ page }) => {
    const { box, scripts } = await typeWhileSearchCodeIsHeld(page);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const searchCode = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' && (await response.text()).includes(AUTOCOMPLETE_SIGNATURE),
    );
    await scripts.release();
    await searchCode;
    // The code has run (autocomplete-core names the input) without opening the layer.
    await expect(box).toHaveAttribute('id', /.+/);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(box).toHaveValue('versioning');
  });

  test('a slow index shows the stalled state, then the results', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    const index = await holdRequests(page, /search-index-.*\.json$/);
    await openSearch(page);
    await page.keyboard.type('versioning');
    await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toBeVisible();
    await index.release();
    await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toHaveCount(0);
    await expect(resultOptions(page).first()).toContainText('Versioning');
  });
});

test.describe('a failed index download gives no results and no error', () => {
  // The browser itself reports failed requests on the console; the search logs nothing.
  test.use({ expectedConsoleErrors: ['Failed to load resource'] });

  for (const failure of ['abort', '500'] as const) {
    test(`index request ${failure === 'abort' ? 'aborted' : 'answered 500'}`, async ({ page }) => {
      await gotoHydrated(page, '/docs/intro');
      await page.route(/search-index-.*\.json$/, (route) =>
        failure === 'abort' ? route.abort() : route.fulfill({ status: 500, body: 'Internal Server Error' }),
      );
      const box = await searchFor(page, 'versioning');
      await expect(noResults(page)).toBeVisible();
      await expect(resultOptions(page)).toHaveCount(0);

      // Once the network is back, opening the search again retries.
      await page.unroute(/search-index-.*\.json$/);
      await page.keyboard.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.click();
      await expect(resultOptions(page).first()).toContainText('Versioning');
    });
  }

  test('search code that cannot load leaves a working box with a clear message', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.waitForLoadState('networkidle');
    // Every script from now on is the search code.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type('versioning');
    await expect(box).toHaveValue('versioning');
    await expect(page.getByRole('status')).toHaveText(
      'Search could not be loaded. Check your connection and try again.',
    );
    await expect(page.getByRole('status')).toBeVisible();
    // Once the network is back, the next intent loads it.
    await page.unroute(/\/assets\/js\/.*\.js$/);
    await page.keyboard.press('Escape');
    await box.click();
    await expect(resultOptions(page).first()).toContainText('Versioning');
  });

  test('an index file that is not an index', async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
    await page.route(/search-index-.*\.json$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"documents": 5, "index": null' }),
    );
    await searchFor(page, 'versioning');
    await expect(noResults(page)).toBeVisible();
  });
});
