import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated, waitForHydration } from './fixtures';
import { POSTER_WIDTHS } from '../../src/components/RealtimeViewer/poster';
import { metalIds, metals } from '../../src/data/ringViewer';
import { FIRST_FRAME_TIMEOUT, ringOnScreen, settledAfter, settledViewer, stage, withoutWebGL } from './viewerHelpers';

/**
 * The home page's hero shows the ring as the engine renders it: its own stills, one per metal, as
 * the page's largest image, swapped by the metal swatches; "Turn it in 3D" replaces the still with
 * the live viewer in place, loading three.js only then.
 */

const hero = (page: Page) => page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
const still = (page: Page) => hero(page).getByRole('img', { name: /^Still of the ring/ });

/**
 * The element the browser took as the largest contentful paint, and the layout shift measured from
 * the moment the document was parsed: hydration and the image's arrival must move nothing. (While
 * the HTML still streams in, streaming.spec.ts checks the first screen of every page type.)
 */
async function paintFigures(page: Page): Promise<{ lcpSource: string | null; shift: number }> {
  return page.evaluate(
    () =>
      new Promise<{ lcpSource: string | null; shift: number }>((resolve) => {
        const parsedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
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
            if (!entry.hadRecentInput && entry.startTime >= parsedAt) shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observers' first task; this one runs after them.
        setTimeout(() => resolve({ lcpSource, shift }), 0);
      }),
  );
}

/** Every poster file, answered only once `release` is called: the hero's still then arrives after hydration. */
async function holdPosters(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/img\/viewer\/poster\//, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the engine's still is the largest paint, sized for the screen; neither hydration nor the image moves anything`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const releasePosters = await holdPosters(page);
    // Not to the load event, which waits for the image held back.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    const image = still(page);
    await expect(image).toBeInViewport();
    await expect(image).toHaveJSProperty('complete', false);
    releasePosters();
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
    // The file chosen is the smallest one at least as wide as the image is drawn (device pixels),
    // in AVIF, which Chromium decodes.
    const needed = POSTER_WIDTHS.find((candidate) => candidate >= width * pixelRatio) ?? POSTER_WIDTHS.at(-1);
    expect(currentSrc).toMatch(new RegExp(`-${needed}\\.avif$`));
    // Width and height reserve the box before the file arrives: the same shape as drawn.
    expect(declaredWidth / declaredHeight).toBeCloseTo(width / height, 2);
    // `complete` says the file is in; its paint, and the paint's entry, come at a later frame.
    await expect.poll(async () => (await paintFigures(page)).lcpSource).toBe(currentSrc);
    expect((await paintFigures(page)).shift).toBe(0);
  });
}

test('the swatches swap the still by mouse and keyboard', async ({ page }) => {
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
});

test.describe('the live ring in the hero', () => {
  // Without auto-rotation the view comes to rest, so "settled" means something.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  test('turns in place on a key press, where the still was, and three.js loads only then', async ({ page }) => {
    test.setTimeout(FIRST_FRAME_TIMEOUT + 60_000);
    const threeBeforeAsking: string[] = [];
    let asked = false;
    page.on('response', (response) => {
      if (asked || !/\.js$/.test(new URL(response.url()).pathname)) return;
      void response.text().then(
        (body) => body.includes('__THREE__') && threeBeforeAsking.push(response.url()),
        () => undefined,
      );
    });
    await gotoHydrated(page, '/');
    const figure = hero(page).locator('figure');
    const before = await figure.boundingBox();
    const stillBox = await still(page).boundingBox();
    if (!stillBox) throw new Error('the still has no box');
    const next = page.locator('#capabilities-title');
    const nextBefore = await next.boundingBox();

    await hero(page).getByRole('button', { name: 'Turn it in 3D' }).focus();
    asked = true;
    await page.keyboard.press('Enter');
    const first = await settledViewer(page);
    expect(threeBeforeAsking).toEqual([]);
    // In place: the figure and what follows it have not moved or changed size.
    expect(await figure.boundingBox()).toEqual(before);
    expect(await next.boundingBox()).toEqual(nextBefore);
    // The live ring is where the still showed it: centred in the same box, and inside it.
    const ring = await ringOnScreen(page, first);
    const at = `ring ${JSON.stringify(ring)}, still ${JSON.stringify(stillBox)}`;
    expect(Math.abs(ring.x + ring.width / 2 - (stillBox.x + stillBox.width / 2)), at).toBeLessThan(
      stillBox.width * 0.03,
    );
    expect(ring.y, at).toBeGreaterThan(stillBox.y);
    expect(ring.y + ring.height, at).toBeLessThan(stillBox.y + stillBox.height);
    // The visitor asked for it: the view has the focus, and the arrow keys turn it.
    await expect(hero(page).getByRole('application')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const turned = await settledAfter(page, first.frames);
    // The swatches now change the live ring, and the link opens the full viewer in that metal.
    await hero(page).getByRole('radio', { name: metals.platinum.label }).check();
    await settledAfter(page, turned.frames, { bandMetal: 'platinum', settingMetal: 'platinum' });
    await expect(hero(page).getByRole('link', { name: 'Open the full viewer' })).toHaveAttribute(
      'href',
      /\/realvwr\?metal=platinum$/,
    );
  });

  test('leaves no viewer or WebGL context behind after leaving and coming back five times', async ({ page }) => {
    test.setTimeout(6 * FIRST_FRAME_TIMEOUT);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/too many active webgl contexts/i.test(message.text())) warnings.push(message.text());
    });
    await gotoHydrated(page, '/');
    for (let round = 1; round <= 5; round += 1) {
      await hero(page).getByRole('button', { name: 'Turn it in 3D' }).click();
      await stage(page).and(page.locator('[data-viewer-phase="ready"]')).waitFor({ timeout: FIRST_FRAME_TIMEOUT });
      await expect.poll(() => page.evaluate(() => window.__vitrineViewer?.live), { message: `round ${round}` }).toBe(1);
      // Client-side navigation: the same JavaScript context, where a leak would accumulate.
      await hero(page).getByRole('link', { name: 'Read the introduction' }).click();
      await expect(page).toHaveURL(/\/docs\/intro$/);
      await expect.poll(() => page.evaluate(() => window.__vitrineViewer?.live), { message: `round ${round}` }).toBe(0);
      expect(await page.evaluate(() => window.__vitrineViewer?.released()), `round ${round}`).toEqual({
        geometries: 0,
        textures: 0,
      });
      await page.goBack();
      await expect(hero(page).getByRole('button', { name: 'Turn it in 3D' })).toBeVisible();
    }
    expect(warnings).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations with the ring turning in ${colorScheme} mode`, async ({ page }) => {
      test.setTimeout(FIRST_FRAME_TIMEOUT + 60_000);
      await page.emulateMedia({ colorScheme });
      await gotoHydrated(page, '/');
      await hero(page).getByRole('button', { name: 'Turn it in 3D' }).click();
      await settledViewer(page);
      const results = await new AxeBuilder({ page }).include('header').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual(
        [],
      );
    });
  }

  test('without WebGL, or while saving data, the still stays and the control leads to /realvwr', async ({ page }) => {
    await withoutWebGL(page);
    await gotoHydrated(page, '/');
    await hero(page).getByRole('radio', { name: metals['rose-gold'].label }).check();
    await hero(page).getByRole('button', { name: 'Turn it in 3D' }).click();
    await expect(page).toHaveURL(/\/realvwr\?metal=rose-gold$/);
    await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'no-webgl');

    const saving = await page.context().newPage();
    await saving.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });
    });
    await gotoHydrated(saving, '/');
    await expect(hero(saving).getByRole('button', { name: 'Turn it in 3D' })).toHaveCount(0);
    await expect(hero(saving).getByRole('link', { name: 'Turn it in 3D' })).toHaveAttribute(
      'href',
      /\/realvwr\?metal=gold$/,
    );
    await expect(still(saving)).toBeVisible();
    await hero(saving).getByRole('link', { name: 'Turn it in 3D' }).click();
    await expect(saving).toHaveURL(/\/realvwr\?metal=gold$/);
    await expect(saving.getByRole('radio', { name: metals.gold.label })).toBeChecked();
  });
});
