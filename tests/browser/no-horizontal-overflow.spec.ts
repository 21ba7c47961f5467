import type { Page } from '@playwright/test';

import { test, expect, framesDrawn, gotoHydrated } from './fixtures';
import { NOT_FOUND, PAGE_TYPE_LIST, representativePaths } from '../buildOutput';
import { routes } from '../routes';
import pageTypeTable from '../../scripts/lib/page-types.json';

/**
 * No page scrolls sideways, and the navbar fits: at widths from 320 to 1,920 px (see sweepWidths),
 * in light and dark mode, the document is
 * no wider than the viewport, no element reaches past the viewport's right edge or its parent's
 * sides unless a scroll (or clipping) container holds it, as code blocks and wide tables do, and the navbar's items sit on one
 * line without overlapping or cutting their text. One page of every page type, the not-found page,
 * and one page of each kind the page types leave out (blog list, tag index, API index, module,
 * interface and enum pages).
 */

/** Where the navbar changes: the phone menu below 997 px, tighter spacing up to 1,280 px. */
const DENSE_WIDTHS = { from: 960, to: 1300, step: 10 };
const BREAKPOINTS = [599, 600, 996, 997, 1099, 1100, 1279, 1280];

/**
 * Widths to check in light mode: every 40 px, and every 10 px around the navbar's breakpoints. Dark
 * mode changes colours, not sizes, so it is checked every 80 px and at the breakpoints.
 */
function sweepWidths(colorScheme: 'light' | 'dark'): number[] {
  const widths = new Set<number>([1920, ...BREAKPOINTS]);
  const step = colorScheme === 'light' ? 40 : 80;
  for (let width = 320; width <= 1920; width += step) widths.add(width);
  if (colorScheme === 'light')
    for (let width = DENSE_WIDTHS.from; width <= DENSE_WIDTHS.to; width += DENSE_WIDTHS.step) widths.add(width);
  return [...widths].sort((a, b) => a - b);
}

const HEIGHT = 800;

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

/**
 * Elements that stick out sideways: past the right edge of the viewport, or past either side of
 * their parent's box, outside any scroll (or clipping) container. An absolutely placed element
 * (a tooltip, a badge, the off-screen skip link) is laid out on purpose outside the flow, and a
 * negative margin (the grid's `.row`, whose columns pad their content back in) bleeds on purpose.
 */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    // A fixed element (the off-screen skip link, drawers) is laid out against the viewport and
    // never widens the document.
    const isFixed = (style: CSSStyleDeclaration) => style.position === 'fixed';
    const isOutOfFlow = (style: CSSStyleDeclaration) => style.position === 'absolute' || style.position === 'fixed';
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const describe = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    const found: string[] = [];
    const visit = (element: Element, parent: DOMRect | undefined) => {
      const style = getComputedStyle(element);
      if (isFixed(style) || style.display === 'none') return;
      const rect = element.getBoundingClientRect();
      if (rect.right > viewportWidth + 1) {
        found.push(`${describe(element)} reaches ${Math.round(rect.right)} px`);
        return; // its descendants would repeat the finding
      }
      const hasBox = rect.width > 0 && rect.height > 0;
      const bleedLeft = Math.max(0, -parseFloat(style.marginLeft));
      const bleedRight = Math.max(0, -parseFloat(style.marginRight));
      const sticksOut =
        parent !== undefined && (rect.left < parent.left - bleedLeft - 1 || rect.right > parent.right + bleedRight + 1);
      if (sticksOut && hasBox && !isOutOfFlow(style)) {
        const parentName = element.parentElement ? describe(element.parentElement) : 'its parent';
        const span = (box: DOMRect) => `${Math.round(box.left)}–${Math.round(box.right)} px`;
        found.push(`${describe(element)} (${span(rect)}) is wider than ${parentName} (${span(parent!)})`);
        return;
      }
      if (clips(style)) return;
      // An inline box's rectangle says nothing about where its children wrap.
      const ownBox = style.display === 'inline' ? parent : rect;
      for (const child of Array.from(element.children)) visit(child, ownBox);
    };
    for (const child of Array.from(document.body.children)) visit(child, undefined);
    return found;
  });
}

async function expectNoOverflow(page: Page, what: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(await overflowingElements(page), `elements wider than the viewport or their container on ${what}`).toEqual([]);
  expect(widths.document, `document width on ${what} (viewport ${widths.viewport} px)`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

/** Navbar items that wrap onto a second line, overlap another item, cut their text or leave the window. */
async function navbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = Array.from(
      document.querySelectorAll('.navbar__inner .navbar__brand, .navbar__inner .navbar__items > *'),
    ).filter((element) => element.getClientRects().length > 0);
    const name = (element: Element) =>
      element.textContent?.trim().slice(0, 20) || element.className.toString().slice(0, 30);
    const boxes = items.map((element) => element.getBoundingClientRect());
    const problems: string[] = [];
    boxes.forEach((a, i) => {
      boxes.slice(i + 1).forEach((b, offset) => {
        const overlaps =
          a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        if (overlaps) problems.push(`"${name(items[i]!)}" overlaps "${name(items[i + 1 + offset]!)}"`);
      });
      if (a.right > window.innerWidth + 0.5) problems.push(`"${name(items[i]!)}" ends at ${Math.round(a.right)} px`);
    });
    const lines = new Set(boxes.map((box) => Math.round(box.top + box.height / 2)));
    if (lines.size > 1) problems.push(`items on ${lines.size} lines`);
    for (const text of Array.from(
      document.querySelectorAll('.navbar__inner .navbar__title, .navbar__inner .navbar__link'),
    )) {
      if (text.getClientRects().length > 0 && text.scrollWidth > text.clientWidth + 1)
        problems.push(`"${name(text)}" is cut (${text.clientWidth} of ${text.scrollWidth} px)`);
    }
    return problems;
  });
}

/**
 * Sets the window's width and waits for the frames in which resize listeners run and React renders
 * what they set. A resize after which no frame is drawn within 10 s is applied again, at most three
 * times, and then fails saying so: the sweep once hung in this wait until its three-minute timeout
 * (on a clean-clone run, not seen since).
 */
async function resizeAndSettle(page: Page, width: number): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.setViewportSize({ width, height: HEIGHT });
    if (await framesDrawn(page)) return;
  }
  throw new Error(`no frame was drawn after resizing the window to ${width} px, three times in 10 s`);
}

/**
 * Loads the page once, at the narrowest width, then widens the window step by step and checks it
 * at each, as a visitor resizing a window does: the layout follows the width through CSS media
 * queries and the theme's resize listeners, so one load serves every width.
 */
async function checkAtEveryWidth(page: Page, path: string, colorScheme: 'light' | 'dark'): Promise<void> {
  const widths = sweepWidths(colorScheme);
  // Up to 75 widths, each a full layout check: longer than one page load, and longer still beside a live WebGL view.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: widths[0]!, height: HEIGHT });
  await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  const navbar: string[] = [];
  for (const width of widths) {
    await resizeAndSettle(page, width);
    await expectNoOverflow(page, `${path} at ${width} px, ${colorScheme}`);
    navbar.push(...(await navbarProblems(page)).map((problem) => `${width} px: ${problem}`));
  }
  expect(navbar, `navbar of ${path}, ${colorScheme}`).toEqual([]);
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
