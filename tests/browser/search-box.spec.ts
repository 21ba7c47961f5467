import AxeBuilder from '@axe-core/playwright';

import { test, expect, gotoHydrated } from './fixtures';
import {
  noResults,
  openSearch,
  resultOptions,
  resultTitles,
  searchBox,
  searchFor,
  waitForAnswer,
} from './search-helpers';

test.describe('the search box', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
  });

  test('placeholder, limits and input attributes', async ({ page }) => {
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Search...');
    await expect(box).toHaveAttribute('maxlength', '512');
    await expect(box).toHaveAttribute('spellcheck', 'false');
    await expect(box).toHaveAttribute('autocomplete', 'off');
    await expect(box).toHaveAttribute('autocapitalize', 'off');
    await openSearch(page);
    await page.keyboard.insertText('x'.repeat(600));
    await expect(box).toHaveValue('x'.repeat(512));
  });

  test('Submit, Clear and Cancel buttons', async ({ page }) => {
    const box = await openSearch(page);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveAttribute('title', 'Submit');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveAttribute('title', 'Cancel');
    await expect(page.getByRole('button', { name: 'Clear' })).toBeHidden();
    await page.keyboard.type('versioning');
    const clear = page.getByRole('button', { name: 'Clear' });
    await expect(clear).toHaveAttribute('title', 'Clear');
    await clear.click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await page.keyboard.type('versioning');
    await expect(resultOptions(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(resultOptions(page)).toHaveCount(0);
    await expect(box).toHaveValue('versioning');
  });

  test('the empty panel explains the query syntax', async ({ page }) => {
    await openSearch(page);
    for (const example of ['title:viewer', '+diamond -ring', 'viewr~1', 'plugin^10']) {
      await expect(page.getByText(example, { exact: true })).toBeVisible();
    }
  });

  test('Escape closes the open panel, then clears the query', async ({ page }) => {
    const box = await searchFor(page, 'versioning');
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('versioning');
    await expect(resultOptions(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('Tab closes the panel', async ({ page }) => {
    const box = await searchFor(page, 'versioning');
    await page.keyboard.press('Tab');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(resultOptions(page)).toHaveCount(0);
  });

  test('a click outside closes the panel', async ({ page }) => {
    const box = await searchFor(page, 'versioning');
    await page.mouse.click(5, 400);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(resultOptions(page)).toHaveCount(0);
  });

  test('arrow keys move the active result; the first is active by default', async ({ page }) => {
    const box = await searchFor(page, 'vitrine');
    const options = resultOptions(page);
    await expect.poll(() => options.count()).toBeGreaterThan(2);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('Enter opens the active result and closes the panel', async ({ page }) => {
    const box = await searchFor(page, 'versioning');
    const first = resultOptions(page).first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/docs\/intro#versioning$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/intro#versioning$/);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on a result opens it', async ({ page }) => {
    await searchFor(page, 'versioning');
    await page.locator('[role="option"][href="/docs/intro#versioning"]').click();
    await expect(page).toHaveURL(/\/docs\/intro#versioning$/);
  });

  test('the opened page marks the searched words', async ({ page }) => {
    await searchFor(page, 'refraction');
    await page.keyboard.press('Enter');
    // Marked by stem, so "refraction" also marks "refractive".
    await expect(page.locator('article mark').first()).toHaveText(/refract/i);
  });

  for (const [keys, kind] of [
    ['Control+Enter', 'a new tab'],
    ['Meta+Enter', 'a new tab'],
    ['Shift+Enter', 'a new window'],
  ] as const) {
    test(`${keys} opens the active result in ${kind}`, async ({ page, context }) => {
      await searchFor(page, 'versioning');
      const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press(keys)]);
      await opened.waitForLoadState();
      expect(opened.url()).toMatch(/\/docs\/intro#versioning$/);
      await expect(page).toHaveURL(/\/docs\/intro$/);
      await opened.close();
    });
  }

  test('"No results found." is announced, and no option is named active', async ({ page }) => {
    const box = await searchFor(page, 'zqxjkvb');
    await expect(page.getByRole('status')).toHaveText('No results found.');
    await expect(resultOptions(page)).toHaveCount(0);
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    // With results, the active option is named.
    await searchFor(page, 'versioning');
    const firstId = await resultOptions(page).first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
    await expect(page.getByRole('status')).toHaveText('');
  });

  test('each result shows its kind, its title without TypeDoc markers, and its breadcrumb', async ({ page }) => {
    await searchFor(page, 'ViewerApp');
    const first = resultOptions(page).first();
    await expect(first.getByTestId('search-result-kind')).toHaveText('Class');
    expect((await resultTitles(page))[0]).toBe('ViewerApp');
    await expect(first.getByTestId('search-result-breadcrumb')).toHaveText('API reference › Core API › Classes');

    await searchFor(page, 'camera');
    await expect(resultOptions(page).first().getByTestId('search-result-kind')).toHaveText('Guide');
    expect((await resultTitles(page)).filter((title) => /\?$|^Class: /.test(title))).toEqual([]);

    // Members of one name are one result that says how many others there are.
    await searchFor(page, 'dispose()');
    const dispose = resultOptions(page).filter({
      has: page.getByTestId('search-result-title').getByText('dispose()', { exact: true }),
    });
    await expect(dispose).toHaveCount(1);
    await expect(dispose).toContainText(/and \d+ more of this name/);
  });

  test('the open panel passes axe', async ({ page }) => {
    await searchFor(page, 'vitrine');
    // The version label is another area's (its visible "v0.11.0" is missing from its name).
    const { violations } = await new AxeBuilder({ page })
      .include('.navbar')
      .exclude('a[aria-label^="SDK version"]')
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('query syntax in the box (the syntax itself: tests/built/search-syntax.test.ts)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/docs/intro');
  });

  test('a query lunr cannot parse shows its message and the results for its usable words', async ({ page }) => {
    await searchFor(page, 'viewr~x');
    await expect(page.getByTestId('search-hint')).toHaveText(
      'edit distance must be numeric: showing results for viewr',
    );
    await expect(resultOptions(page).first()).toBeVisible();
    // A query that parses has no hint.
    await searchFor(page, 'viewr~1');
    await expect(resultOptions(page).first()).toBeVisible();
    await expect(page.getByTestId('search-hint')).toHaveCount(0);
  });

  for (const query of ['title:', 'foo:bar', '~', '^x', '+', '-', ':', 'title:~2^', '"unclosed', '*']) {
    test(`malformed ${JSON.stringify(query)} answers without breaking the box`, async ({ page }) => {
      const box = await searchFor(page, query);
      await expect(box).toHaveValue(query);
      // The box still works afterwards.
      await box.fill('versioning');
      await expect(resultOptions(page).first()).toContainText('Versioning');
    });
  }

  test('512 characters of symbols', async ({ page }) => {
    const symbols = '!@#$%^&*()[]{}<>?/\\|~`+-=:;\'",.';
    const query = Array.from({ length: 512 }, (_, i) => symbols[i % symbols.length]).join('');
    const box = await searchFor(page, query);
    await expect(noResults(page)).toBeVisible();
    await expect(box).toHaveValue(query);
    await box.fill('versioning');
    await waitForAnswer(page);
    await expect(resultOptions(page).first()).toContainText('Versioning');
  });
});
