import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { holdChunkRequests } from './chunks';
import { docsRoutes, routes } from '../routes';

/**
 * Navigation behaviours: the skip link, where a route change scrolls
 * to, the progress bar of slow route changes, and the navbar hiding while scrolling down.
 */

const INTRO = docsRoutes.find((route) => route.path === '/docs/intro');
if (!INTRO) throw new Error('tests/routes.ts has no /docs/intro row');

/** Distance from the viewport's top to an element's top edge. */
async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/** Scrolls with the mouse wheel in steps (as a visitor does) and waits until each step has scrolled. */
async function wheel(page: Page, deltaY: number, steps = 3): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, deltaY / steps);
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  }
}

async function scrollMarginTop(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => parseFloat(getComputedStyle(element).scrollMarginTop) || 0);
}

test.describe('skip to main content', () => {
  for (const path of ['/', INTRO.path]) {
    test(`the first Tab on ${path} reaches a visible skip link that moves focus past the navbar`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const focusIsInMain = await page.evaluate(
        () => document.activeElement?.closest('main') === document.querySelector('main'),
      );
      expect(focusIsInMain, 'the Tab after the skip link lands inside <main>').toBe(true);
      await expect(page.locator('nav.navbar a:focus')).toHaveCount(0);
    });
  }
});

test.describe('scroll position after a route change', () => {
  test('a route change without a hash starts at the top of the new page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const card = page.locator(`main a[href="${INTRO.path}"]`).last();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('going back to an address with a hash scrolls to its target, not to where the page was left', async ({
    page,
  }) => {
    await gotoHydrated(page, INTRO.path);
    const tocLink = page.locator('.table-of-contents a[href^="#"]').nth(2);
    const hash = (await tocLink.getAttribute('href')) ?? '';
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    // Leave the page from far below the target, so that restoring the old position would be visible.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.mouse.move(400, 400);
    await wheel(page, -120, 2);
    const home = page.locator('nav.navbar').getByRole('link', { name: 'Home', exact: true });
    await expect(home).toBeInViewport();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${INTRO.path}${hash}$`));
    const target = `[id="${decodeURIComponent(hash.slice(1))}"]`;
    const margin = await scrollMarginTop(page, target);
    await expect.poll(() => topOf(page, target)).toBeCloseTo(margin, 0);
  });

  // Guide sections are authored headings; API members are headings TypeDoc generates, on pages whose
  // title is set smaller (a style that once applied only after the scroll, leaving the target 15 px high).
  const sectionKinds = [
    { kind: 'a guide section', isTarget: (url: URL) => !url.pathname.startsWith('/docs/api/') },
    { kind: 'an API member', isTarget: (url: URL) => url.pathname.startsWith('/docs/api/') },
  ];
  for (const { kind, isTarget } of sectionKinds) {
    test(`a link to ${kind} on another page opens that page at the section`, async ({ page }) => {
      // Any guide's content link of that kind will do; look through the docs, then the rest.
      const candidates = [...docsRoutes, ...routes.filter((route) => !docsRoutes.includes(route))]
        .filter((route) => !route.path.startsWith('/docs/api/'))
        .slice(0, 25);
      let found: { from: string; href: string } | undefined;
      for (const route of candidates) {
        await gotoHydrated(page, route.path);
        const hrefs = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLAnchorElement>('main article a[href*="#"]'))
            .map((link) => new URL(link.href))
            .filter(
              (url) => url.origin === location.origin && url.pathname !== location.pathname && url.hash.length > 1,
            )
            .map((url) => url.toString()),
        );
        const href = hrefs.find((candidate) => isTarget(new URL(candidate)));
        if (href) {
          found = { from: route.path, href };
          break;
        }
      }
      if (!found) throw new Error(`No page content links to ${kind} of another page.`);

      const url = new URL(found.href);
      await page.locator(`main article a[href="${url.pathname}${url.hash}"]`).first().click();
      await expect(page).toHaveURL(found.href);
      const target = `[id="${decodeURIComponent(url.hash.slice(1))}"]`;
      const margin = await scrollMarginTop(page, target);
      await expect.poll(() => topOf(page, target)).toBeCloseTo(margin, 0);
    });
  }
});

test.describe('progress bar', () => {
  test('appears while a route change waits for its code, and goes once the page is shown', async ({ page }) => {
    await gotoHydrated(page, '/');
    const held = await holdChunkRequests(page);
    await page.locator(`main a[href="${INTRO.path}"]`).first().click();
    await expect.poll(() => held.count(), 'chunk requests held').toBeGreaterThan(0);
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(INTRO.heading);

    await held.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not appear when the next page is already loaded', async ({ page }) => {
    await page.addInitScript(() => {
      const record = () => {
        if (document.getElementById('nprogress')) (window as { progressBarSeen?: boolean }).progressBarSeen = true;
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, '/');
    await page.evaluate(async (path) => {
      await window.docusaurus.preload(path);
    }, INTRO.path);
    await page.locator(`main a[href="${INTRO.path}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
    expect(await page.evaluate(() => (window as { progressBarSeen?: boolean }).progressBarSeen ?? false)).toBe(false);
  });
});

test.describe('navbar on scroll', () => {
  test('hides while scrolling down a long page and comes back on scrolling up', async ({ page }) => {
    await gotoHydrated(page, INTRO.path);
    const navbar = page.locator('nav.navbar');
    const bottomOfNavbar = () => navbar.evaluate((element) => element.getBoundingClientRect().bottom);
    await expect(navbar).toBeInViewport();
    await page.mouse.move(600, 400);

    await wheel(page, 600);
    await expect.poll(bottomOfNavbar, 'navbar slid out above the viewport').toBeLessThanOrEqual(0);

    await wheel(page, -150);
    await expect.poll(bottomOfNavbar, 'navbar back at the top').toBeGreaterThan(0);
    await expect.poll(() => navbar.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
  });
});

// The Documentation menu marks the item of the page's own section as current, and only that one:
// every other item, and every item on pages outside the docs, is unmarked.
for (const [path, current] of [
  ['/docs/intro', 'Introduction'],
  ['/docs/quickstart', 'Quickstart'],
  ['/docs/manual/variationConfigurator/setup', 'SDK Manual'],
  ['/docs/api', 'API Docs'],
  ['/docs/api/classes/Core_API.ViewerApp', 'API Docs'],
  ['/docs/api/Changelog', 'Changelog'],
  ['/docs/gltf-extensions', null],
  ['/blog', null],
  ['/license', null],
] as const) {
  test(`the Documentation menu marks ${current ?? 'no item'} as current on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, path);
    const items = page.locator('.navbar .dropdown__menu a');
    await expect(items).toHaveCount(7);
    await expect(page.locator('.navbar .dropdown__menu a.dropdown__link--active')).toHaveText(current ? [current] : []);
    await expect(page.locator('.navbar .dropdown__menu a[aria-current="page"]')).toHaveText(current ? [current] : []);
  });
}

// The breadcrumbs follow the sidebar down to the page's own link (a sidebar link with a doc id).
for (const [path, trail] of [
  ['/docs/api/classes/Core_API.ViewerApp', ['API reference', 'Core API', 'Classes', 'ViewerApp']],
  ['/docs/manual/variationConfigurator/setup', ['SDK manual', 'Variation configurator', 'Setup']],
] as const) {
  test(`the breadcrumbs of ${path} lead from its section to the page once hydrated`, async ({ page }) => {
    await gotoHydrated(page, path);
    const items = page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('.breadcrumbs__item');
    await expect(items).toHaveText([/.*/, ...trail]);
    await expect(items.last()).toHaveClass(/breadcrumbs__item--active/);
  });
}

// The sidebar's categories open, close and mark the current page's trail, before and after hydration.
test.describe('docs sidebar', () => {
  const PLUGIN_PAGE = '/docs/api/classes/Plugins.VariationConfiguratorPlugin';
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

  test('a plugin page opens and marks its trail, and its own link is the current page', async ({ page }) => {
    await gotoHydrated(page, PLUGIN_PAGE);
    const nav = sidebar(page);
    await expect(nav.locator('.menu__link--active')).toHaveText([
      'API reference',
      'Plugins',
      'Classes',
      'Configurators',
      'VariationConfiguratorPlugin',
    ]);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['VariationConfiguratorPlugin']);
    await expect(nav.getByRole('button', { name: 'Configurators', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: "Collapse sidebar category 'Plugins'" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('link', { name: 'MaterialConfiguratorPlugin' })).toBeVisible();
  });

  test('a category without a page of its own opens and closes in place', async ({ page }) => {
    await gotoHydrated(page, PLUGIN_PAGE);
    const interfaces = sidebar(page).getByRole('button', { name: 'Interfaces', exact: true });
    const firstInterface = sidebar(page).getByRole('button', { name: 'Settings', exact: true });
    // Hydrated, it is a toggle: its link leads nowhere.
    await expect(interfaces).toHaveAttribute('href', '#');
    await expect(interfaces).toHaveAttribute('aria-expanded', 'false');
    await expect(firstInterface).toHaveCount(0);
    await interfaces.click();
    await expect(interfaces).toHaveAttribute('aria-expanded', 'true');
    await expect(firstInterface).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PLUGIN_PAGE}$`));
    await interfaces.click();
    await expect(interfaces).toHaveAttribute('aria-expanded', 'false');
    await expect(firstInterface).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PLUGIN_PAGE}$`));
  });

  test('a category with its own page navigates there and opens; its arrow toggles it', async ({ page }) => {
    await gotoHydrated(page, PLUGIN_PAGE);
    const nav = sidebar(page);
    const manual = nav.getByRole('link', { name: 'SDK manual', exact: true });
    await expect(nav.getByRole('button', { name: "Expand sidebar category 'SDK manual'" })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await manual.click();
    await expect(page).toHaveURL(/\/docs\/manual$/);
    await expect(manual).toHaveAttribute('aria-current', 'page');
    await expect(manual.locator('xpath=..')).toHaveClass(/menu__list-item-collapsible--active/);
    const collapse = nav.getByRole('button', { name: "Collapse sidebar category 'SDK manual'" });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const children = manual.locator('xpath=ancestor::li[1]/ul');
    await expect(children).toBeVisible();
    await collapse.click();
    await expect(nav.getByRole('button', { name: "Expand sidebar category 'SDK manual'" })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(children).toBeHidden();
    await nav.getByRole('button', { name: "Expand sidebar category 'SDK manual'" }).click();
    await expect(children).toBeVisible();
    // On its own page, the category's link toggles it instead of navigating again.
    await manual.click();
    await expect(children).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/manual$/);
  });

  test('navigating to a page inside closed categories opens them', async ({ page }) => {
    await gotoHydrated(page, PLUGIN_PAGE);
    const nav = sidebar(page);
    const interfaces = nav.getByRole('button', { name: 'Interfaces', exact: true });
    await expect(interfaces).toHaveAttribute('aria-expanded', 'false');
    await page.locator('article').getByRole('link', { name: 'VariationConfiguratorConfig' }).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/interfaces\/Plugins\.VariationConfiguratorConfig$/);
    await expect(interfaces).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Data', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['VariationConfiguratorConfig']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a category without a page links to its first page', async ({ page }) => {
      await page.goto(PLUGIN_PAGE);
      const interfaces = sidebar(page).getByRole('button', { name: 'Interfaces', exact: true });
      await expect(interfaces).toHaveAttribute('href', '/docs/api/interfaces/Plugins.BloomSettings');
      await interfaces.click();
      await expect(page).toHaveURL(/\/docs\/api\/interfaces\/Plugins\.BloomSettings$/);
    });
  });
});
