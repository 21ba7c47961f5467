import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { docsRoutes, routes } from '../routes';
import { firstLoad } from '../buildOutput';

/**
 * Route code loading: links prefetch their page's chunks when they scroll into view
 * (<link rel="prefetch">, downloaded, not run) and preload them on hover or touch (run as
 * scripts), except on 2G or data-saver connections.
 */

const INTRO = docsRoutes.find((route) => route.path === '/docs/intro');
if (!INTRO) throw new Error('tests/routes.ts has no /docs/intro row');

/** Chunks a page needs that the home page has not loaded, as absolute paths ("/assets/js/…"). */
async function chunksOnlyFor(path: string): Promise<string[]> {
  const [target, home] = await Promise.all([firstLoad(path), firstLoad('/')]);
  return target.js.filter((file) => !home.js.includes(file)).map((file) => `/${file}`);
}

async function prefetchedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
      (link) => new URL(link.href).pathname,
    ),
  );
}

/** Paths of the resources fetched by <script> elements (that is: run, not just downloaded). */
async function executedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
}

/** Waits until the browser has had two frames and an idle period: the moment visible links prefetch. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
      ),
  );
}

test('a link in view prefetches its page without running it, and hovering it preloads the page', async ({ page }) => {
  const introChunks = await chunksOnlyFor(INTRO.path);
  expect(introChunks.length, 'the introduction has chunks of its own').toBeGreaterThan(0);

  await gotoHydrated(page, '/');
  await expect
    .poll(async () => (await prefetchedPaths(page)).filter((path) => introChunks.includes(path)))
    .not.toEqual([]);
  await settle(page);
  expect((await executedScripts(page)).filter((path) => introChunks.includes(path))).toEqual([]);

  await page.locator(`main a[href="${INTRO.path}"]`).first().hover();
  await expect
    .poll(async () => {
      const executed = await executedScripts(page);
      return introChunks.filter((path) => !executed.includes(path));
    }, 'chunks of the introduction not yet run after hovering its link')
    .toEqual([]);
});

test('a link below the fold prefetches only once it scrolls into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoHydrated(page, '/');
  await settle(page);
  // A page of the route table linked from the home page only below the fold (never in the navbar).
  const candidate = await page.evaluate(
    (paths) => {
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
      };
      return paths.find((path) => {
        const links = Array.from(document.querySelectorAll(`a[href="${path}"]`));
        return links.length > 0 && links.every((link) => !inView(link) && !link.closest('nav'));
      });
    },
    routes.map((route) => route.path).filter((path) => path !== '/'),
  );
  if (!candidate) throw new Error('The home page links no page of the route table only below the fold.');

  const chunks = await chunksOnlyFor(candidate);
  expect((await prefetchedPaths(page)).filter((path) => chunks.includes(path))).toEqual([]);
  await page.locator(`a[href="${candidate}"]`).last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await prefetchedPaths(page)).filter((path) => chunks.includes(path))).not.toEqual([]);
});

test.describe('on a data-saver connection', () => {
  test('links neither prefetch nor preload, and still navigate', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g' }),
      });
    });
    const introChunks = await chunksOnlyFor(INTRO.path);
    await gotoHydrated(page, '/');
    const link = page.locator(`main a[href="${INTRO.path}"]`).first();
    await link.hover();
    await settle(page);
    expect(await prefetchedPaths(page)).toEqual([]);
    expect((await executedScripts(page)).filter((path) => introChunks.includes(path))).toEqual([]);

    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(INTRO.heading);
  });
});

/** Hrefs of the phone menu's links that an IntersectionObserver (what Link watches) reports in view. */
async function menuLinksInView(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const links = Array.from(document.querySelectorAll('.navbar-sidebar a[href]'));
        if (links.length === 0) throw new Error('the page has no phone menu links');
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          resolve(
            entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.getAttribute('href') ?? ''),
          );
        });
        links.forEach((link) => observer.observe(link));
      }),
  );
}

test('the closed phone menu keeps its links out of view at every phone width, so they prefetch nothing', async ({
  page,
}) => {
  // 677 widths, each a relayout and a look at the menu: 40 s on a quiet two-core machine, and more
  // when the machine is busy, which the default minute does not cover.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 412, height: 800 });
  await gotoHydrated(page, INTRO.path);
  // A page the intro links, in view, only from the phone menu: its chunks must not be prefetched.
  const menuOnly = await page.evaluate(() => {
    const outside = new Set(
      Array.from(document.querySelectorAll('a[href]'))
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth;
          return !link.closest('.navbar-sidebar') && inView;
        })
        .map((link) => link.getAttribute('href')),
    );
    return Array.from(document.querySelectorAll('.navbar-sidebar a[href^="/docs/"]'))
      .map((link) => link.getAttribute('href') ?? '')
      .find((href) => !outside.has(href));
  });
  if (!menuOnly) throw new Error('The intro links every page of its phone menu elsewhere too.');
  const chunks = await chunksOnlyFor(menuOnly);
  expect(chunks.length, `${menuOnly} has chunks of its own`).toBeGreaterThan(0);
  await settle(page);
  expect((await prefetchedPaths(page)).filter((path) => chunks.includes(path))).toEqual([]);

  // The theme's menu is as wide as a share of the viewport, so where its edge falls depends on the width.
  const inView: string[] = [];
  for (let width = 320; width <= 996; width += 1) {
    await page.setViewportSize({ width, height: 800 });
    const links = await menuLinksInView(page);
    if (links.length > 0) inView.push(`${width} px: ${links.join(' ')}`);
  }
  expect(inView).toEqual([]);

  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect.poll(() => menuLinksInView(page)).toContain(menuOnly);
});
