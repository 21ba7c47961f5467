import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { ANNOUNCEMENT_ID } from '../../src/constants/site';

/**
 * State kept in the visitor's browser: the colour mode (local storage, synced across
 * tabs) and the announcement bar's dismissal (stored, and reset when the bar's id changes).
 */

test.use({ colorScheme: 'light' });

const colourToggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

/** Clicks the colour switch (system → light → dark → system) until the page shows `mode` as a choice. */
async function chooseColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  for (let clicks = 0; clicks < 3; clicks += 1) {
    if ((await page.locator('html').getAttribute('data-theme-choice')) === mode) return;
    await colourToggle(page).click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', mode);
}

/** Local storage keys the theme uses, found by prefix (the theme appends a per-site namespace). */
async function storageKey(page: Page, prefix: string): Promise<string> {
  const key = await page.evaluate((start) => Object.keys(localStorage).find((name) => name.startsWith(start)), prefix);
  if (!key) throw new Error(`no local storage key starting with ${prefix}`);
  return key;
}

test.describe('colour mode', () => {
  test('a chosen mode is stored and survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/');
    expect(await theme(page)).toBe('light');
    await chooseColourMode(page, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(async (key) => localStorage.getItem(key), await storageKey(page, 'theme'))).toBe('dark');

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(colourToggle(page)).toHaveAccessibleName(/currently dark mode/);
  });

  test('a change in one tab shows in another tab of the same browser', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const otherTab = await context.newPage();
    await gotoHydrated(otherTab, '/docs/intro');
    expect(await theme(otherTab)).toBe('light');

    await page.bringToFront();
    await chooseColourMode(page, 'dark');
    await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'dark');
    await chooseColourMode(page, 'light');
    await expect(otherTab.locator('html')).toHaveAttribute('data-theme', 'light');
    await otherTab.close();
  });

  test('without a choice the page follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('stays closed after a reload once dismissed, and shows again for a new announcement', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', { name: 'Close' }).click();
    await expect(bar(page)).toBeHidden();

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await expect(bar(page)).toBeHidden();

    // The visitor dismissed an earlier announcement: the stored id differs from the site's current one.
    const idKey = await storageKey(page, 'docusaurus.announcement.id');
    expect(await page.evaluate((key) => localStorage.getItem(key), idKey)).toBe(ANNOUNCEMENT_ID);
    await page.evaluate((key) => localStorage.setItem(key, 'an-earlier-announcement'), idKey);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), idKey)).toBe(ANNOUNCEMENT_ID);
    const dismissKey = await storageKey(page, 'docusaurus.announcement.dismiss');
    expect(await page.evaluate((key) => localStorage.getItem(key), dismissKey)).toBe('false');
  });
});
