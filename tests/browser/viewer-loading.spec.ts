import { test, expect, gotoHydrated } from './fixtures';
import type { Page, Route } from '@playwright/test';

import { namedChunkScript } from '../buildOutput';

import { FIRST_FRAME_TIMEOUT, ringOnScreen, settledViewer, stage } from './viewerHelpers';

/**
 * How /realvwr loads: the engine's own still of the ring shows with the page, a progress bar says
 * what the engine is doing (its download by bytes, then each step of its start), and the live canvas
 * fades in over the poster once the first frame is drawn.
 */
test.describe.configure({ timeout: 240_000 });

function poster(page: Page) {
  return page.locator('img[data-viewer-poster]');
}

/** Holds the engine's worker script until `release()` is called: the page stays in its loading state. */
async function holdEngine(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(namedChunkScript('ring-viewer-worker'), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every text the progress bar showed, in order, recorded on the page as it changes. */
async function recordProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { text: string; value: number }[] = [];
    (window as unknown as { __progressSeen: typeof seen }).__progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const text = bar?.getAttribute('aria-valuetext');
      if (bar && text && seen.at(-1)?.text !== text)
        seen.push({ text, value: Number(bar.getAttribute('aria-valuenow')) });
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuetext'] });
  });
}

test('the poster of the chosen metal shows before the engine, sized for the screen', async ({ page }) => {
  const release = await holdEngine(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/realvwr?metal=platinum');
  await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'loading');
  await expect(poster(page)).toHaveAttribute('data-viewer-poster', 'platinum');
  await expect
    .poll(() => poster(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  expect(await poster(page).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/ring-platinum-480\.avif$/);
  await expect(page.getByRole('progressbar', { name: 'Loading the 3D view' })).toHaveAttribute('aria-valuenow', '0');

  // A wide screen draws the poster larger: the browser picks a larger file.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => poster(page).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-800\.avif$/);
  release();
});

test.describe('the poster and the first frame', () => {
  test.use({ reducedMotion: 'reduce' });

  test('show the ring in the same place and at the same size, with the controls over the frame or below it', async ({
    page,
  }) => {
    /** Ring height over poster height at each layout: the poster is one picture, so one ratio. */
    const ratios: number[] = [];
    for (const [width, height] of [
      [390, 844],
      [1024, 768],
      [1280, 800],
    ] as const) {
      // A new hold for each load: the latest route answers first (the fixture's routes stay).
      const release = await holdEngine(page);
      await page.setViewportSize({ width, height });
      await gotoHydrated(page, '/realvwr');
      // Placed once the page runs (the overlays are measured then).
      await expect(poster(page)).toHaveAttribute('style', /--poster-scale/);
      const drawn = await poster(page).boundingBox();
      if (!drawn) throw new Error('the poster has no box');
      release();
      const ring = await ringOnScreen(page, await settledViewer(page));
      const [left, top, right, bottom] = [ring.x, ring.y, ring.x + ring.width, ring.y + ring.height];
      const at = `at ${width} x ${height}: ring ${[left, top, right, bottom].map(Math.round)}, poster ${JSON.stringify(drawn)}`;
      expect(Math.abs((left + right) / 2 - (drawn.x + drawn.width / 2)), at).toBeLessThan(drawn.width * 0.03);
      expect(top, at).toBeGreaterThan(drawn.y);
      expect(bottom, at).toBeLessThan(drawn.y + drawn.height);
      ratios.push((bottom - top) / drawn.height);
    }
    expect(Math.max(...ratios) / Math.min(...ratios), `ring over poster height: ${ratios}`).toBeLessThan(1.05);
  });
});

test('the progress bar follows the download by bytes and each step, then the canvas fades in', async ({ page }) => {
  await recordProgress(page);
  await gotoHydrated(page, '/realvwr');
  await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
  const seen = await page.evaluate(
    () => (window as unknown as { __progressSeen: { text: string; value: number }[] }).__progressSeen,
  );
  const kB = (digits = '') => Number(digits.replace(/,/g, ''));
  const bytes = seen.flatMap(({ text }) => {
    const match = /Downloading the 3D engine: ([\d,]+) of ([\d,]+) kB/.exec(text);
    return match ? [[kB(match[1]), kB(match[2])]] : [];
  });
  // three.js and the engine are over 500 kB before compression; the count ends at the total.
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes.at(-1)?.[1]).toBeGreaterThan(500);
  expect(bytes.at(-1)?.[0]).toBe(bytes.at(-1)?.[1]);
  // The steps after the download show in order. Two steps the engine reports before React renders
  // again (a busy machine) show as the later one, so a step may be missing, but not all of them.
  const steps = ['Building the ring', 'Compiling the shaders', 'Drawing the first frame'];
  const stepsSeen = seen.flatMap(({ text }) => {
    const index = steps.findIndex((step) => text.startsWith(step));
    return index === -1 ? [] : [index];
  });
  expect(stepsSeen.length, 'steps after the download').toBeGreaterThan(0);
  expect(stepsSeen).toEqual([...stepsSeen].sort((a, b) => a - b));
  const values = seen.map(({ value }) => value);
  expect(values).toEqual([...values].sort((a, b) => a - b));

  // The canvas fades in over the poster, which then leaves the page.
  await expect(page.locator('[data-viewer-phase] canvas')).toHaveCSS('opacity', '1');
  expect(
    await page.locator('[data-viewer-phase] canvas').evaluate((canvas) => getComputedStyle(canvas).transitionDuration),
  ).toBe('0.45s');
  await expect(poster(page)).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the canvas replaces the poster without a fade', async ({ page }) => {
    await gotoHydrated(page, '/realvwr?metal=rose-gold');
    await expect(poster(page)).toHaveAttribute('data-viewer-poster', 'rose-gold');
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
    await expect(poster(page)).toHaveCount(0);
    expect(
      await page
        .locator('[data-viewer-phase] canvas')
        .evaluate((canvas) => getComputedStyle(canvas).transitionDuration),
    ).toBe('0s');
  });
});
