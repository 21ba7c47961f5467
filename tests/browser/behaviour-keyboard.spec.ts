import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { NOT_FOUND, PAGE_TYPE_LIST, representativePath } from '../buildOutput';
import { routes } from '../routes';

/**
 * Keyboard-only use: every page type can be walked with Tab from the skip link to the
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

interface SettledPage {
  scrollY: number;
  /** Where the navbar's bottom edge is in the viewport (0 or less when hidden). */
  navbarBottom: number;
  /** Undefined when nothing in the document has focus. */
  stop?: FocusStop;
}

/**
 * Waits until the page has settled after a key press or a scroll, then says where focus is and
 * whether a sighted keyboard user can see it. Focus scrolls the page at once, but the scroll event
 * (and the navbar's hide/show in answer to it) comes with the next frames; so after a scroll this
 * waits two frames, then for the navbar's transition to end: judging a stop mid-transition would
 * measure the animation, not where focus ends up. Frames are awaited only when the page scrolled
 * since `scrollYBefore` (null: assume it did), because on the 3D pages each frame renders the scene
 * in software and is slow. One round trip per call, for the same reason.
 */
async function settleAndFindFocus(page: Page, scrollYBefore: number | null): Promise<SettledPage> {
  return page.evaluate(async (before) => {
    if (before === null || window.scrollY !== before) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    const navbar = document.querySelector('nav.navbar');
    // getAnimations() brings styles up to date first, so a transition the last frame queued is included.
    await Promise.allSettled((navbar?.getAnimations() ?? []).map((animation) => animation.finished));
    const navbarBox = navbar?.getBoundingClientRect();
    const settled = { scrollY: window.scrollY, navbarBottom: navbarBox?.bottom ?? 0 };

    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return settled;
    // A control whose ring is drawn by a wrapper (marked data-focus-ring) is judged by that wrapper.
    const style = getComputedStyle(element.closest('[data-focus-ring]') ?? element);
    const box = element.getBoundingClientRect();
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
    const stop: FocusStop = {
      description: `<${element.tagName.toLowerCase()}> ${label || text || element.getAttribute('href') || ''}`.trim(),
      visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
      hasIndicator: outline || style.boxShadow !== 'none',
      hiddenUnderNavbar,
    };
    return { ...settled, stop };
  }, scrollYBefore);
}

/** Tabs through the whole page once (until focus comes back to the first stop) and returns every stop. */
async function walkWithTab(page: Page, limit = 1000): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let first: string | undefined;
  let scrollY: number | null = null;
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const settled = await settleAndFindFocus(page, scrollY);
    scrollY = settled.scrollY;
    const { stop } = settled;
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
      const path = await representativePath(routePaths, type);
      // On the 3D pages every round trip waits for a frame the scene renders in software.
      test.slow(type.id === 'viewer' || type.id === 'editor', 'the 3D scene renders in software');
      await expectKeyboardWalkable(page, path);
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
      const { stop } = await settleAndFindFocus(page, null);
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

test('a control that takes focus under the shown navbar is scrolled clear of it', async ({ page }) => {
  await gotoHydrated(page, '/EULA');
  const link = page.locator('#eula-summary a.hash-link');
  const linkTop = await link.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  // Put the link 20 px from the top with the navbar shown over it: scroll past it, then come back up.
  // The navbar hides on the second downward scroll (the first, from the top, only records a position).
  await page.evaluate((y) => window.scrollTo(0, y), linkTop + 200);
  await settleAndFindFocus(page, null);
  await page.evaluate((y) => window.scrollTo(0, y), linkTop + 400);
  expect((await settleAndFindFocus(page, null)).navbarBottom, 'the navbar hides').toBeLessThanOrEqual(0);
  await page.evaluate((y) => window.scrollTo(0, y), linkTop - 20);
  const { navbarBottom } = await settleAndFindFocus(page, null);
  expect(navbarBottom, 'the navbar is shown again').toBeGreaterThan(20);
  expect(await link.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(navbarBottom);

  await link.focus();
  const settled = await settleAndFindFocus(page, null);
  expect(settled.stop?.description).toContain('Direct link to In short');
  const top = await link.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, 'the focused link sits below the navbar').toBeGreaterThanOrEqual(settled.navbarBottom);
});
