import { test, expect, gotoHydrated } from './fixtures';
import type { Page } from '@playwright/test';

import { namedChunkScript } from '../buildOutput';

import type { ScreenRect, ViewerDebugInfo } from '../../src/components/RealtimeViewer/engine/debugHook';
import {
  canvasRegion,
  FIRST_FRAME_TIMEOUT,
  refinedViewer,
  settledAfter,
  settledViewer,
  stage,
  withoutWebGL,
} from './viewerHelpers';

/**
 * The live viewer on /realvwr, in headless Chromium with SwiftShader (WebGL on the CPU): slow, so
 * every step waits for a condition the page reports (data-viewer-phase, window.__vitrineViewer).
 */
test.describe.configure({ timeout: 240_000 });
// Reduced motion: no auto-rotation, so the view settles and two screenshots of one state agree.
test.use({ reducedMotion: 'reduce' });

/** A strip at the right edge of the canvas, beside the stone: only backdrop (no ring, no overlay). */
function backdropStrip(info: ViewerDebugInfo, canvasWidth: number): ScreenRect {
  return { x: canvasWidth - 90, y: info.rects.centerStone.y, width: 80, height: info.rects.centerStone.height };
}

async function canvasWidth(page: Page): Promise<number> {
  return page.locator('[data-viewer-phase] canvas').evaluate((canvas) => canvas.clientWidth);
}

test.describe('rendering', () => {
  test('the canvas draws the stone, and only the stone area is full of detail', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const info = await settledViewer(page);
    const { centerStone } = info.rects;
    expect(centerStone.width).toBeGreaterThan(40);
    const stone = await canvasRegion(page, centerStone);
    // Control: the same measure on backdrop alone finds nothing.
    const backdrop = await canvasRegion(page, backdropStrip(info, await canvasWidth(page)));
    expect(backdrop.detail).toBeLessThan(0.02);
    expect(stone.detail).toBeGreaterThan(0.15);
  });

  test('switching the metal preset changes the colour of the band', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const gold = await settledViewer(page);
    expect(gold.configuration.bandMetal).toBe('gold');
    const backdrop = await canvasRegion(page, backdropStrip(gold, await canvasWidth(page)));
    const reference = backdrop.mean.map(Math.round) as [number, number, number];
    const goldBand = await canvasRegion(page, gold.rects.shank, reference);
    expect(goldBand.differing).toBeGreaterThan(0.05);

    await page.getByRole('group', { name: 'Metal' }).getByLabel('White gold').check();
    const white = await settledAfter(page, gold.frames, { bandMetal: 'white-gold', settingMetal: 'white-gold' });
    const whiteBand = await canvasRegion(page, white.rects.shank, reference);

    await page.getByRole('group', { name: 'Metal' }).getByLabel('Rose gold').check();
    const rose = await settledAfter(page, white.frames, { bandMetal: 'rose-gold' });
    const roseBand = await canvasRegion(page, rose.rects.shank, reference);

    const warmth = ([r, , b]: [number, number, number]) => r - b;
    // Yellow gold reflects far less blue than rhodium-plated white gold.
    expect(warmth(goldBand.differingMean) - warmth(whiteBand.differingMean)).toBeGreaterThan(20);
    // Rose gold (#e8b4a0) reflects more blue and less green than yellow gold (#e5c07b).
    const coolness = ([, g, b]: [number, number, number]) => b - g;
    expect(coolness(roseBand.differingMean) - coolness(goldBand.differingMean)).toBeGreaterThan(8);
  });

  test('camera buttons move the view; the snapshot is a PNG of it', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const hero = await settledViewer(page);
    await page.getByRole('button', { name: 'Top', exact: true }).click();
    const top = await settledAfter(page, hero.frames);
    // From above, the stone faces the camera and fills much more of the frame.
    expect(top.rects.centerStone.width).toBeGreaterThan(hero.rects.centerStone.width * 1.3);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Snapshot' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('vitrine-ring-gold.png');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000);
  });

  test('the keyboard turns and zooms the view', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const start = await settledViewer(page);
    const viewer = page.getByRole('application', { name: /3D view of a yellow gold solitaire ring/ });
    await viewer.focus();
    await page.keyboard.press('ArrowRight');
    const turned = await settledAfter(page, start.frames);
    expect(turned.rects.shank.x).not.toBeCloseTo(start.rects.shank.x, 0);
    await page.keyboard.press('+');
    const closer = await settledAfter(page, turned.frames);
    expect(closer.rects.centerStone.width).toBeGreaterThan(turned.rects.centerStone.width);
  });

  test('the frame-time readout toggles and reports an idle viewer', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    const toggle = page.getByRole('button', { name: 'Frame time' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const readout = page.getByTestId('frame-stats');
    await expect(readout).toContainText('Idle');
    await expect(readout).toContainText('frames drawn so far');
    await toggle.click();
    await expect(readout).toHaveCount(0);
  });

  test('auto-rotation is off under reduced motion', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    await expect(page.getByRole('button', { name: 'Auto-rotate' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a hidden tab stops the render loop; showing it again resumes', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    // Keep it drawing: with auto-rotation on, every animation frame renders.
    await page.getByRole('button', { name: 'Auto-rotate' }).click();
    const moving = await page.waitForFunction(() => {
      const frames = window.__vitrineViewer?.info()?.frames ?? 0;
      return frames > 0 && !window.__vitrineViewer?.info()?.settled ? frames : null;
    });
    expect(await moving.jsonValue()).toBeGreaterThan(0);

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((state) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    const before = await page.evaluate(() => window.__vitrineViewer?.info()?.frames ?? -1);
    // Ten animation frames of the page later, the viewer has drawn nothing.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let left = 10;
          const step = () => (--left === 0 ? resolve() : requestAnimationFrame(step));
          requestAnimationFrame(step);
        }),
    );
    expect(await page.evaluate(() => window.__vitrineViewer?.info()?.frames)).toBe(before);
    await setVisibility('visible');
    await page.waitForFunction((before) => (window.__vitrineViewer?.info()?.frames ?? 0) > before, before);
  });
});

test.describe('interaction', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('auto-rotation starts on its own and stops when the visitor drags', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
    const autoRotate = page.getByRole('button', { name: 'Auto-rotate' });
    await expect(autoRotate).toHaveAttribute('aria-pressed', 'true');
    const canvas = page.locator('[data-viewer-phase] canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(autoRotate).toHaveAttribute('aria-pressed', 'false');
  });

  test('on a device too slow for full resolution, moving frames shrink and the still is sharp', async ({ page }) => {
    // Software rendering (SwiftShader, as in CI) misses the 40 ms budget by far; a fourfold CPU
    // slowdown keeps that true on faster machines, as far as Chromium applies it to the worker.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await gotoHydrated(page, '/realvwr');
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
    // The drawing buffer's full width: the canvas's CSS width in device pixels (the engine caps the ratio at 2).
    const full = await page
      .locator('[data-viewer-phase] canvas')
      .evaluate((element: HTMLCanvasElement) => Math.floor(element.clientWidth * Math.min(devicePixelRatio, 2)));
    const drawnWidth = () => page.evaluate(() => window.__vitrineViewer?.info()?.drawingBuffer.width ?? 0);
    // Auto-rotation keeps the view moving: the frames narrow once they prove slow.
    await expect(page.getByRole('button', { name: 'Auto-rotate' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(
        async () => {
          const width = await drawnWidth();
          return width > 0 && width < full;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Frame time' }).click();
    await expect(page.getByTestId('frame-stats')).toContainText(/moving at \d+ % resolution/);

    await page.getByRole('button', { name: 'Auto-rotate' }).click();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const still = await settledViewer(page);
    expect(still.drawingBuffer.width).toBe(full);
  });
});

test.describe('where it runs', () => {
  test('the engine draws in a worker: the page itself never runs three.js', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    // The canvas was handed to the worker, and three.js (which marks the window it loads in) is absent.
    const canvasState = await page.evaluate(() => {
      try {
        document.querySelector<HTMLCanvasElement>('[data-viewer-phase] canvas')?.getContext('2d');
        return 'usable on the page';
      } catch (error) {
        return error instanceof DOMException ? error.name : String(error);
      }
    });
    expect(canvasState).toBe('InvalidStateError');
    expect(await page.evaluate(() => '__THREE__' in window)).toBe(false);
  });
});

test.describe('on the page, where a worker cannot draw', () => {
  // Older browsers cannot hand a canvas to a worker: the same engine then runs on the page.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    });
  });

  test('the engine draws the stone on the page', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const info = await settledViewer(page);
    expect(await page.evaluate(() => '__THREE__' in window)).toBe(true);
    expect((await canvasRegion(page, info.rects.centerStone)).detail).toBeGreaterThan(0.15);
    // OrbitControls, listening on the canvas itself here, leaves vertical swipes to the page.
    const canvas = page.locator('[data-viewer-phase] canvas');
    expect(await canvas.evaluate((element) => getComputedStyle(element).touchAction)).toBe('pan-y');
  });

  test('a lost WebGL context shows the still image and the view can restart', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-viewer-phase] canvas');
      canvas?.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
    });
    await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'context-lost');
    await expect(page.getByText('The 3D view lost its graphics context')).toBeVisible();
    await expect(page.getByRole('img', { name: /Still of the ring in yellow gold/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.__vitrineViewer?.live)).toBe(0);
    await page.getByRole('button', { name: 'Restart the 3D view' }).click();
    await settledViewer(page);
    expect(await page.evaluate(() => window.__vitrineViewer?.live)).toBe(1);
  });
});

test.describe('a failed download of the engine', () => {
  test.use({ expectedConsoleErrors: ['net::ERR_INTERNET_DISCONNECTED'] });

  test('shows the still image and an explanation; Try again recovers once the network is back', async ({ page }) => {
    // The worker starts, then fetches the engine's chunk: that second download fails.
    let offline = true;
    await page.route(namedChunkScript('ring-viewer-worker-engine'), (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await gotoHydrated(page, '/realvwr');
    await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'chunk-failed', { timeout: FIRST_FRAME_TIMEOUT });
    await expect(page.getByText('The 3D engine did not download')).toBeVisible();
    await expect(page.getByRole('img', { name: /Still of the ring in yellow gold/ })).toBeVisible();
    offline = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await settledViewer(page);
  });
});

test.describe('robustness', () => {
  // Each round must return memory to the first visit's figures exactly, so a leak shows in the
  // first round it happens; three rounds also catch one that needs a previous visit to appear.
  test('leaving and coming back three times leaves renderer memory where it started', async ({ page }) => {
    test.setTimeout(300_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/too many active webgl contexts/i.test(message.text())) warnings.push(message.text());
    });
    await gotoHydrated(page, '/realvwr');
    // Measured once the still is refined: its sample buffers are then allocated.
    const first = await refinedViewer(page);
    expect(first.memory.geometries).toBeGreaterThan(0);
    expect(first.memory.textures).toBeGreaterThan(0);
    const released: unknown[] = [];
    for (let round = 0; round < 3; round += 1) {
      // Client-side navigation: the same JavaScript context, where a leak would accumulate.
      await page.getByRole('main').getByRole('link', { name: 'Build your own viewer' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickstart');
      await expect.poll(() => page.evaluate(() => window.__vitrineViewer?.live)).toBe(0);
      released.push(await page.evaluate(() => window.__vitrineViewer?.released()));
      await page.goBack();
      await expect(page).toHaveURL(/\/realvwr$/);
      // Back restores the scroll position at the bottom; the viewer only draws while in view.
      await stage(page).scrollIntoViewIfNeeded();
      const again = await refinedViewer(page);
      expect(again.memory, `round ${round + 1}`).toEqual(first.memory);
      expect(again.programs, `round ${round + 1}`).toBe(first.programs);
    }
    // Everything each viewer created was disposed before its context was released.
    for (const memory of released) expect(memory).toEqual({ geometries: 0, textures: 0 });
    expect(warnings).toEqual([]);
  });
});

test.describe('without WebGL', () => {
  test('a browser without WebGL gets the still image and an explanation, and no 3D engine', async ({ page }) => {
    await withoutWebGL(page);
    const engineRequests: string[] = [];
    const engineScripts = namedChunkScript('ring-viewer-engine', 'ring-viewer-worker', 'ring-viewer-worker-engine');
    page.on('request', (request) => {
      if (engineScripts.test(request.url())) engineRequests.push(request.url());
    });
    await gotoHydrated(page, '/realvwr');
    await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'no-webgl');
    await expect(page.getByText('The live view needs WebGL 2')).toBeVisible();
    const still = page.getByRole('img', { name: /Still of the ring in yellow gold/ });
    await expect(still).toBeVisible();
    expect(await still.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(engineRequests).toEqual([]);
    expect(await page.evaluate(() => '__vitrineViewer' in window)).toBe(false);
  });
});
