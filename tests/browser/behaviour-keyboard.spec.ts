import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { NOT_FOUND, PAGE_TYPE_LIST, representativePaths } from '../buildOutput';
import { routes } from '../routes';

/**
 * Keyboard-only use (issue 8): every page type can be walked with Tab from the skip link to the
 * last footer link and around again (no trap), each stop is visible, not hidden under the fixed
 * navbar (WCAG 2.4.11) and shows a focus indicator; the navbar's dropdown, colour switch and the
 * announcement bar's close button work with Enter.
 */

interface FocusStop {
  description: string;
  visible: boolean;
  hasIndicator: boolean;
  hiddenUnderNavbar: boolean;
}

/** Where focus is now, and whether a sighted keyboard user can see it. */
async function focusStop(page: Page): Promise<FocusStop | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return undefined;
    // A control whose ring is drawn by a wrapper (marked data-focus-ring) is judged by that wrapper.
    const style = getComputedStyle(element.closest('[data-focus-ring]') ?? element);
    const box = element.getBoundingClientRect();
    const navbar = document.querySelector('nav.navbar');
    const navbarBox = navbar?.getBoundingClientRect();
    const hiddenUnderNavbar =
      !!navbar &&
      !!navbarBox &&
      !navbar.contains(element) &&
      navbarBox.bottom > 0 &&
      box.top >= navbarBox.top &&
      box.bottom <= navbarBox.bottom;
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const label = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? '';
    return {
      description: `<${element.tagName.toLowerCase()}> ${label || text || element.getAttribute('href') || ''}`.trim(),
      visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      hasIndicator: outline || style.boxShadow !== 'none',
      hiddenUnderNavbar,
    };
  });
}

/** Tabs through the whole page once (until focus comes back to the first stop) and returns every stop. */
async function walkWithTab(page: Page, limit = 1000): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let first: string | undefined;
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) continue; // focus left the document for the browser's own UI: the next Tab comes back
    if (stop.description === first) return stops;
    first ??= stop.description;
    stops.push(stop);
  }
  throw new Error(`Tab did not come back to the first stop within ${limit} presses: a keyboard trap?`);
}

const routePaths = routes.map((route) => route.path);

async function expectKeyboardWalkable(page: Page, path: string): Promise<void> {
  await gotoHydrated(page, path);
  const stops = await walkWithTab(page);
  expect(stops[0]?.description).toContain('Skip to main content');
  expect(stops.length, 'focusable stops').toBeGreaterThan(5);
  expect(
    stops.filter((stop) => !stop.visible).map((stop) => stop.description),
    'stops out of sight',
  ).toEqual([]);
  expect(
    stops.filter((stop) => !stop.hasIndicator).map((stop) => stop.description),
    'stops without a focus indicator',
  ).toEqual([]);
  expect(
    stops.filter((stop) => stop.hiddenUnderNavbar).map((stop) => stop.description),
    'stops hidden under the navbar',
  ).toEqual([]);
}

test.describe('a Tab walk through each page type', () => {
  for (const type of PAGE_TYPE_LIST) {
    test(`${type.label}`, async ({ page }) => {
      const path = (await representativePaths(routePaths)).get(type.id);
      test.skip(!path, `tests/routes.ts has no ${type.label} yet.`);
      if (path) await expectKeyboardWalkable(page, path);
    });
  }

  test.describe(() => {
    // The browser reports the document's own 404 status as a console error.
    test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });
    test(`${NOT_FOUND.label}`, async ({ page }) => {
      await expectKeyboardWalkable(page, NOT_FOUND.samplePath);
    });
  });
});

test.describe('navbar controls with the keyboard', () => {
  test.use({ colorScheme: 'light' });

  /** Presses Tab until the focused element matches, or fails after `limit` presses. */
  async function tabTo(page: Page, matches: (description: string) => boolean, limit = 40): Promise<void> {
    for (let presses = 0; presses < limit; presses += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (stop && matches(stop.description)) return;
    }
    throw new Error('the element was not reached with Tab');
  }

  test('the Documentation dropdown opens with Enter and its items are followed with Tab and Enter', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await tabTo(page, (description) => description.endsWith('Documentation'));
    await page.keyboard.press('Enter');
    const introduction = page.locator('nav.navbar .dropdown__menu').getByRole('link', { name: 'Introduction' });
    await expect(introduction).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(introduction).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/intro$/);
  });

  test('the colour switch and the announcement close button work with Enter', async ({ page }) => {
    await gotoHydrated(page, '/');
    await tabTo(page, (description) => description.includes('Close'));
    await page.keyboard.press('Enter');
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();

    await tabTo(page, (description) => description.includes('Switch between dark and light mode'));
    const before = await page.locator('html').getAttribute('data-theme-choice');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme-choice', before ?? '');
  });
});
