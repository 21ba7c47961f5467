import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { NOT_FOUND, PAGE_TYPE_LIST, representativePaths } from '../buildOutput';
import { routes } from '../routes';
import pageTypeTable from '../../scripts/lib/page-types.json';

/**
 * No page scrolls sideways: on a phone (390 px), a tablet (768 px) and a laptop (1280 px), in light
 * and dark mode, the document is no wider than the viewport, and no element reaches past the
 * viewport's right edge unless a scroll (or clipping) container holds it, as code blocks and wide
 * tables do. One page of every page type, the not-found page, and one page of each kind the page
 * types leave out (blog list, tag index, API index, module, interface and enum pages).
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const routePaths = routes.map((route) => route.path);
const typePatterns = pageTypeTable.types.map((type) => new RegExp(type.pattern));
const hasPageType = (path: string) => typePatterns.some((pattern) => pattern.test(path));

/** Untyped routes, one per parent folder (`/blog/archive` and `/blog/tags` share `/blog`). */
function oneUntypedPathPerFolder(): string[] {
  const byFolder = new Map<string, string>();
  for (const path of routePaths) {
    const folder = path.replace(/\/[^/]*$/, '');
    if (!hasPageType(path) && !byFolder.has(folder)) byFolder.set(folder, path);
  }
  return [...byFolder.values()];
}

/** Elements that stick out past the right edge of the viewport outside any scroll container. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    // A fixed element (the off-screen skip link, drawers) is laid out against the viewport and
    // never widens the document.
    const isFixed = (element: Element) => getComputedStyle(element).position === 'fixed';
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    const found: string[] = [];
    const visit = (element: Element) => {
      if (isFixed(element)) return;
      const rect = element.getBoundingClientRect();
      if (rect.right > viewportWidth + 1) {
        found.push(`${describe(element)} reaches ${Math.round(rect.right)} px`);
        return; // its descendants would repeat the finding
      }
      if (clips(element)) return;
      for (const child of Array.from(element.children)) visit(child);
    };
    for (const child of Array.from(document.body.children)) visit(child);
    return found;
  });
}

async function expectNoOverflow(page: Page, what: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(await overflowingElements(page), `elements wider than the viewport on ${what}`).toEqual([]);
  expect(widths.document, `document width on ${what} (viewport ${widths.viewport} px)`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

/**
 * Loads the page once, at the phone width, then widens the window to each width and checks it
 * there, as a visitor turning a tablet does: the layout follows the width through CSS media
 * queries and the theme's resize listeners, so one load serves every width.
 */
async function checkAtEveryWidth(page: Page, path: string, colorScheme: string): Promise<void> {
  await page.setViewportSize(VIEWPORTS[0]);
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  for (const viewport of VIEWPORTS) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      // Resize listeners run, and React renders what they set, before the next frames.
      await page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      await expectNoOverflow(page, `${path} at ${viewport.width} px, ${colorScheme}`);
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const type of PAGE_TYPE_LIST) {
      test(`${type.label}`, async ({ page }) => {
        const path = (await representativePaths(routePaths)).get(type.id);
        expect(path, `tests/routes.ts has no ${type.label}`).toBeDefined();
        await checkAtEveryWidth(page, path ?? '', colorScheme);
      });
    }

    for (const path of oneUntypedPathPerFolder()) {
      test(`${path}`, async ({ page }) => {
        await checkAtEveryWidth(page, path, colorScheme);
      });
    }

    test.describe(() => {
      // The browser reports the document's own 404 status as a console error.
      test.use({ expectedConsoleErrors: ['the server responded with a status of 404'] });

      test(`${NOT_FOUND.label}`, async ({ page }) => {
        await checkAtEveryWidth(page, NOT_FOUND.samplePath, colorScheme);
      });
    });
  });
}
