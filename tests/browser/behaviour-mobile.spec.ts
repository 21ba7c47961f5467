import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { docsRoutes } from '../routes';

/** The mobile layout: at 996 px and narrower the navbar collapses into a sliding sidebar. */

const MOBILE_BREAKPOINT = 996;
const INTRO = docsRoutes.find((route) => route.path === '/docs/intro');
if (!INTRO) throw new Error('tests/routes.ts has no /docs/intro row');

test.use({ viewport: { width: 800, height: 900 } });

const toggleButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const sidebar = (page: Page) => page.locator('.navbar-sidebar');

async function openSidebar(page: Page): Promise<void> {
  await toggleButton(page).click();
  await expect(sidebar(page)).toBeInViewport();
  await expect(toggleButton(page)).toHaveAttribute('aria-expanded', 'true');
}

async function expectSidebarClosed(page: Page): Promise<void> {
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar(page)).not.toBeInViewport();
}

test(`the breakpoint is ${MOBILE_BREAKPOINT} px: the sidebar toggle shows at ${MOBILE_BREAKPOINT} and not one pixel wider`, async ({
  page,
}) => {
  await page.setViewportSize({ width: MOBILE_BREAKPOINT, height: 900 });
  await gotoHydrated(page, '/');
  await expect(toggleButton(page)).toBeVisible();
  await page.setViewportSize({ width: MOBILE_BREAKPOINT + 1, height: 900 });
  await expect(toggleButton(page)).toBeHidden();
  await expect(page.locator('nav.navbar').getByRole('link', { name: 'Home', exact: true })).toBeVisible();
});

test('on a docs page the sidebar opens on the docs menu and goes back to the main menu', async ({ page }) => {
  await gotoHydrated(page, INTRO.path);
  await openSidebar(page);
  const backButton = sidebar(page).getByRole('button', { name: /Back to main menu/ });
  await expect(backButton).toBeVisible();
  // The docs menu's own link: the main menu, off screen, has one too (its Documentation dropdown
  // starts open on a page of one of its items).
  const docsMenu = sidebar(page).locator('.theme-doc-sidebar-menu');
  await expect(docsMenu.getByRole('link', { name: 'Introduction', exact: true })).toBeVisible();

  await backButton.click();
  await expect(sidebar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(backButton).not.toBeInViewport();
});

test('the main menu has the navbar items, a working dropdown and external-link icons', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openSidebar(page);
  const menu = sidebar(page);

  const dropdown = menu.getByRole('button', { name: 'Documentation' });
  const dropdownItem = menu.getByRole('link', { name: 'Introduction', exact: true });
  await expect(dropdownItem).not.toBeVisible();
  await dropdown.click();
  await expect(dropdownItem).toBeVisible();

  // Outbound items carry the theme's icon, whose label joins the link's accessible name.
  for (const label of ['Showcase', 'Editor']) {
    const link = menu.getByRole('link', { name: new RegExp(`^${label}\\s*\\(opens in new tab\\)$`) });
    await expect(link).toBeVisible();
    await expect(link.locator('svg')).toHaveCount(1);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('the close button closes the sidebar', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openSidebar(page);
  await sidebar(page).getByRole('button', { name: 'Close navigation bar' }).click();
  await expectSidebarClosed(page);
  await expect(toggleButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('following a link in the sidebar closes it', async ({ page }) => {
  await gotoHydrated(page, INTRO.path);
  await openSidebar(page);
  await sidebar(page)
    .getByRole('button', { name: /Back to main menu/ })
    .click();
  await sidebar(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSidebarClosed(page);
});

test('going back closes the open sidebar and stays on the page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.locator(`main a[href="${INTRO.path}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
  await openSidebar(page);
  await page.goBack();
  await expectSidebarClosed(page);
  await expect(page).toHaveURL(new RegExp(`${INTRO.path}$`));
});

test('widening the window to desktop closes the sidebar', async ({ page }) => {
  await gotoHydrated(page, '/');
  await openSidebar(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectSidebarClosed(page);
  await expect(toggleButton(page)).toBeHidden();
});
