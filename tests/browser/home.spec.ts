import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { POSTER_WIDTHS } from '../../src/components/RealtimeViewer/poster';
import { metalIds, metals } from '../../src/data/ringViewer';

/**
 * The home page's hero shows the ring as the engine renders it: its own stills, one per metal, as
 * the page's largest image, swapped by the metal swatches, with the live viewer one link away.
 */

const hero = (page: Page) => page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
const still = (page: Page) => hero(page).getByRole('img', { name: /^Still of the ring/ });

/** The element the browser took as the largest contentful paint, and the layout shift so far. */
async function paintFigures(page: Page): Promise<{ lcpSource: string | null; shift: number }> {
  return page.evaluate(
    () =>
      new Promise<{ lcpSource: string | null; shift: number }>((resolve) => {
        let lcpSource: string | null = null;
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
            lcpSource =
              entry.element instanceof HTMLImageElement ? entry.element.currentSrc : (entry.element?.tagName ?? null);
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observers' first task; this one runs after them.
        setTimeout(() => resolve({ lcpSource, shift }), 0);
      }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the engine's still is the largest paint, sized for the screen, with no layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/');
    const image = still(page);
    await expect(image).toBeInViewport();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveJSProperty('complete', true);
    const { pixelRatio, width, height, declaredWidth, declaredHeight, currentSrc } = await image.evaluate(
      (element: HTMLImageElement) => ({
        pixelRatio: window.devicePixelRatio,
        width: element.getBoundingClientRect().width,
        height: element.getBoundingClientRect().height,
        declaredWidth: Number(element.getAttribute('width')),
        declaredHeight: Number(element.getAttribute('height')),
        currentSrc: element.currentSrc,
      }),
    );
    // The file chosen is the smallest one at least as wide as the image is drawn (device pixels).
    const needed = POSTER_WIDTHS.find((candidate) => candidate >= width * pixelRatio) ?? POSTER_WIDTHS.at(-1);
    expect(currentSrc).toMatch(new RegExp(`-${needed}\\.webp$`));
    // Width and height reserve the box before the file arrives: the same shape as drawn.
    expect(declaredWidth / declaredHeight).toBeCloseTo(width / height, 2);
    const figures = await paintFigures(page);
    expect(figures.lcpSource).toBe(currentSrc);
    expect(figures.shift).toBe(0);
  });
}

test('the swatches swap the still by mouse and keyboard, and the link opens the live ring in that metal', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const swatches = hero(page).getByRole('radio');
  await expect(swatches).toHaveCount(metalIds.length);
  await hero(page).getByRole('radio', { name: metals['rose-gold'].label }).check();
  await expect(still(page)).toHaveAttribute('src', /ring-rose-gold-\d+\.webp$/);
  await expect(still(page)).toHaveAccessibleName(/in rose gold/);
  // A radio group: the arrow keys move the choice.
  await page.keyboard.press('ArrowRight');
  await expect(hero(page).getByRole('radio', { name: metals['white-gold'].label })).toBeChecked();
  await expect(still(page)).toHaveAttribute('src', /ring-white-gold-\d+\.webp$/);
  await expect(still(page)).toHaveJSProperty('complete', true);
  expect(await still(page).evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/ring-white-gold-/);

  await hero(page).getByRole('link', { name: 'Turn it in 3D' }).click();
  await expect(page).toHaveURL(/\/realvwr\?metal=white-gold$/);
  await expect(page.getByRole('radio', { name: metals['white-gold'].label })).toBeChecked();
});
