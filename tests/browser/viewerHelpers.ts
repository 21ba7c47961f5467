import type { Locator, Page } from '@playwright/test';

import type { RingConfiguration } from '../../src/components/RealtimeViewer/configuration';
import type {
  ScreenRect,
  ViewerDebugHook,
  ViewerDebugInfo,
} from '../../src/components/RealtimeViewer/engine/debugHook';

declare global {
  interface Window {
    __vitrineViewer?: ViewerDebugHook;
  }
}

/** SwiftShader renders on the CPU: the first frame (shader compiles, studio bake) can take a while. */
export const FIRST_FRAME_TIMEOUT = 120_000;

/** Makes every later load of the page a browser without WebGL: each canvas refuses a WebGL context. */
export async function withoutWebGL(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      if (/webgl/i.test(type)) return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
}

export function stage(page: Page): Locator {
  return page.locator('[data-viewer-phase]');
}

/** Waits until the viewer has drawn and has nothing left to draw, and returns what it reports. */
export async function settledViewer(page: Page): Promise<ViewerDebugInfo> {
  await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
  const handle = await page.waitForFunction(
    () => {
      const info = window.__vitrineViewer?.info();
      return info?.settled ? info : null;
    },
    null,
    { timeout: FIRST_FRAME_TIMEOUT },
  );
  return (await handle.jsonValue()) as ViewerDebugInfo;
}

/**
 * Waits until the viewer is at rest and has refined its still completely (progressive
 * anti-aliasing): nothing more is drawn or allocated after this.
 */
export async function refinedViewer(page: Page): Promise<ViewerDebugInfo> {
  await settledViewer(page);
  const handle = await page.waitForFunction(
    () => {
      const info = window.__vitrineViewer?.info();
      return info?.settled && info.accumulated === 8 ? info : null;
    },
    null,
    { timeout: FIRST_FRAME_TIMEOUT },
  );
  return (await handle.jsonValue()) as ViewerDebugInfo;
}

/**
 * Waits until the viewer shows `expected`, has drawn a frame after `frames` and has settled again
 * after acting on every command the page has sent it. The engine also draws for reasons other than
 * the input (scrolled back into view, an overlay resized it), so without the last condition a frame
 * drawn before an input reached the worker could pass for its result.
 */
export async function settledAfter(
  page: Page,
  frames: number,
  expected: Partial<RingConfiguration> = {},
): Promise<ViewerDebugInfo> {
  const handle = await page.waitForFunction(
    ({ frames, expected }) => {
      const info = window.__vitrineViewer?.info();
      if (!info || !info.settled || info.commandsPending > 0 || info.frames <= frames) return null;
      const shown = info.configuration as unknown as Record<string, unknown>;
      return Object.entries(expected).every(([key, value]) => shown[key] === value) ? info : null;
    },
    { frames, expected },
    { timeout: FIRST_FRAME_TIMEOUT },
  );
  return (await handle.jsonValue()) as ViewerDebugInfo;
}

/** A point in page coordinates. */
export interface PagePoint {
  x: number;
  y: number;
}

/**
 * Drags from `from` to `to` and returns the viewer's report once it is at rest with the pointer up.
 * The engine runs in a worker and also draws for reasons of its own (scrolled back into view, an
 * overlay resized it), so a frame count alone can pass a frame drawn before the drag for its
 * result: the press must first be seen to reach the viewer (`interacting`); only then is the button
 * released, so a report with `interacting` false after that was made after the release, and so
 * after every move of the drag.
 */
export async function dragView(page: Page, from: PagePoint, to: PagePoint, steps = 8): Promise<ViewerDebugInfo> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.waitForFunction(() => window.__vitrineViewer?.info()?.interacting === true, null, {
    timeout: FIRST_FRAME_TIMEOUT,
  });
  await page.mouse.up();
  const handle = await page.waitForFunction(
    () => {
      const info = window.__vitrineViewer?.info();
      return info && info.settled && !info.interacting ? info : null;
    },
    null,
    { timeout: FIRST_FRAME_TIMEOUT },
  );
  return (await handle.jsonValue()) as ViewerDebugInfo;
}

/**
 * The ring's projected bounds (the centre stone and the shank together) in page coordinates: the
 * engine reports each part relative to the canvas.
 */
export async function ringOnScreen(page: Page, info: ViewerDebugInfo): Promise<ScreenRect> {
  const canvas = await page.locator('[data-viewer-phase] canvas').boundingBox();
  if (!canvas) throw new Error('the canvas has no box');
  const { centerStone, shank } = info.rects;
  const left = Math.min(centerStone.x, shank.x);
  const top = Math.min(centerStone.y, shank.y);
  return {
    x: canvas.x + left,
    y: canvas.y + top,
    width: Math.max(centerStone.x + centerStone.width, shank.x + shank.width) - left,
    height: Math.max(centerStone.y + centerStone.height, shank.y + shank.height) - top,
  };
}

export interface RegionStats {
  pixels: number;
  /** Mean colour, 0 to 255 per channel. */
  mean: [number, number, number];
  /** Share of pixels whose luminance is more than 25 levels from the region's median. */
  detail: number;
  /** Share of pixels more than 40 levels (sum over channels) from `reference`, if one was given. */
  differing: number;
  /** Mean colour of those differing pixels (the object rather than the backdrop). */
  differingMean: [number, number, number];
}

/**
 * The RGBA bytes of `rect` (clamped to the image) in a PNG, decoded in the page with
 * createImageBitmap so that the tests need no PNG decoder of their own.
 */
export async function pngPixels(page: Page, png: Buffer, rect: ScreenRect): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ data, rect }) => {
      const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const scratch = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = scratch.getContext('2d');
      if (!context) throw new Error('no 2D context to decode the PNG');
      context.drawImage(bitmap, 0, 0);
      const x = Math.max(0, Math.floor(rect.x));
      const y = Math.max(0, Math.floor(rect.y));
      const width = Math.max(1, Math.min(bitmap.width - x, Math.ceil(rect.width)));
      const height = Math.max(1, Math.min(bitmap.height - y, Math.ceil(rect.height)));
      const pixels = context.getImageData(x, y, width, height).data;
      let binary = '';
      for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { data: png.toString('base64'), rect },
  );
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

/** Statistics of a region of what is on screen in the canvas (a Playwright screenshot, so exactly what the visitor sees). */
export async function canvasRegion(
  page: Page,
  rect: ScreenRect,
  reference?: [number, number, number],
): Promise<RegionStats> {
  const png = await page.locator('[data-viewer-phase] canvas').screenshot({ animations: 'allow' });
  const pixels = await pngPixels(page, png, rect);
  const count = pixels.length / 4;
  const luminance: number[] = [];
  const sum: [number, number, number] = [0, 0, 0];
  let differing = 0;
  const differingSum: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < pixels.length; i += 4) {
    const [r, g, b] = [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
    luminance.push(0.2126 * r + 0.7152 * g + 0.0722 * b);
    if (reference && Math.abs(r - reference[0]) + Math.abs(g - reference[1]) + Math.abs(b - reference[2]) > 40) {
      differing += 1;
      differingSum[0] += r;
      differingSum[1] += g;
      differingSum[2] += b;
    }
  }
  const sorted = [...luminance].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const detailed = luminance.filter((value) => Math.abs(value - median) > 25).length;
  return {
    pixels: count,
    mean: sum.map((value) => value / count) as [number, number, number],
    detail: detailed / count,
    differing: differing / count,
    differingMean: differingSum.map((value) => value / Math.max(1, differing)) as [number, number, number],
  };
}

/** What is on screen in the canvas now, as a PNG (a Playwright screenshot). */
export async function canvasShot(page: Page): Promise<Buffer> {
  return page.locator('[data-viewer-phase] canvas').screenshot({ animations: 'allow' });
}

export interface PixelChange {
  /** Share of the region's pixels whose colour moved by more than 24 levels (sum over channels). */
  changed: number;
  /** Mean luminance of those pixels before and after, 0 to 255. */
  before: number;
  after: number;
}

/** How a region of the canvas changed between two shots: which pixels moved, and which way. */
export async function pixelChange(page: Page, before: Buffer, after: Buffer, rect: ScreenRect): Promise<PixelChange> {
  const [a, b] = await Promise.all([pngPixels(page, before, rect), pngPixels(page, after, rect)]);
  const luminance = (pixels: Uint8Array, i: number) =>
    0.2126 * (pixels[i] ?? 0) + 0.7152 * (pixels[i + 1] ?? 0) + 0.0722 * (pixels[i + 2] ?? 0);
  let changed = 0;
  let sumBefore = 0;
  let sumAfter = 0;
  for (let i = 0; i < a.length; i += 4) {
    let moved = 0;
    for (let c = 0; c < 3; c += 1) moved += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
    if (moved <= 24) continue;
    changed += 1;
    sumBefore += luminance(a, i);
    sumAfter += luminance(b, i);
  }
  const count = Math.max(1, changed);
  return { changed: changed / (a.length / 4), before: sumBefore / count, after: sumAfter / count };
}
