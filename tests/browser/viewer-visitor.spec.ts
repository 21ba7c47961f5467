import { test, expect, downloadedBytes, gotoHydrated } from './fixtures';
import type { Page } from '@playwright/test';

import type { ScreenRect, ViewerReport } from '../../src/components/RealtimeViewer/engine/debugHook';
import { FIRST_FRAME_TIMEOUT, dragView, pngPixels, ringOnScreen, settledAfter, settledViewer } from './viewerHelpers';

/**
 * The viewer as a visitor meets it: the wheel, the page scroll, overlays on a phone, the view and
 * metal in the address, and how the view comes to rest. SwiftShader is slow: every step waits for
 * what the page or the engine reports.
 */
test.describe.configure({ timeout: 240_000 });
// Reduced motion: no auto-rotation, so the view settles between steps.
test.use({ reducedMotion: 'reduce' });

function canvas(page: Page) {
  return page.locator('[data-viewer-phase] canvas');
}

async function canvasBox(page: Page): Promise<ScreenRect> {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('the canvas has no box');
  return box;
}

/** The centre stone in page coordinates (the engine reports it relative to the canvas). */
async function stoneOnScreen(page: Page, stone: ScreenRect): Promise<ScreenRect> {
  const box = await canvasBox(page);
  return { ...stone, x: box.x + stone.x, y: box.y + stone.y };
}

const overlaps = (a: ScreenRect, b: ScreenRect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function wheelNotches(page: Page, count: number, deltaY: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await page.mouse.wheel(0, deltaY);
}

test.describe('the wheel', () => {
  test('40 notches over a viewer the visitor has not engaged scroll the page, with a prompt', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const start = await settledViewer(page);
    const box = await canvasBox(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The prompt shows at the first notch and hides a moment after: watch for it while the wheel
    // turns (forty notches take seconds on a busy machine, longer than the prompt stays).
    const prompted = expect(page.getByText(/Use (Ctrl|⌘) \+ scroll to zoom/)).toBeVisible();
    await wheelNotches(page, 40, 100);
    await prompted;
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // The view did not zoom: the engine drew nothing.
    expect(await page.evaluate(() => window.__vitrineViewer?.info()?.frames)).toBe(start.frames);
  });

  test('after a click the wheel zooms, each notch is drawn at rest, and the stone stays in frame', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const start = await settledViewer(page);
    const box = await canvasBox(page);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // The click itself may draw a frame; wait for rest before the wheel.
    const clicked = await page.waitForFunction((frames) => {
      const info = window.__vitrineViewer?.info();
      return info?.settled && info.frames >= frames ? info : null;
    }, start.frames);
    const before = (await clicked.jsonValue()) as Awaited<ReturnType<typeof settledViewer>>;
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -100);
    // One notch, with the view at rest: the zoom is drawn.
    const closer = await settledAfter(page, before.frames);
    expect(closer.rects.centerStone.width).toBeGreaterThan(before.rects.centerStone.width);
    // All the way in: the view closes on the stone rather than the middle of the band.
    await wheelNotches(page, 40, -100);
    const closest = await settledAfter(page, closer.frames);
    const { centerStone } = closest.rects;
    expect(centerStone.width).toBeGreaterThan(closer.rects.centerStone.width);
    expect(centerStone.x).toBeGreaterThanOrEqual(0);
    expect(centerStone.y).toBeGreaterThanOrEqual(0);
    expect(centerStone.x + centerStone.width).toBeLessThanOrEqual(box.width);
    expect(centerStone.y + centerStone.height).toBeLessThanOrEqual(box.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test('a notch zooms as far with Ctrl held as without, and a trackpad pinch follows the fingers', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const start = await settledViewer(page);
    const box = await canvasBox(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('application').focus();
    // Outward notches: the view stays far enough out that zooming does not turn it toward the stone.
    await page.mouse.wheel(0, 100);
    const plain = await settledAfter(page, start.frames);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, 100);
    await page.keyboard.up('Control');
    const held = await settledAfter(page, plain.frames);
    const plainStep = plain.rects.centerStone.width / start.rects.centerStone.width;
    const heldStep = held.rects.centerStone.width / plain.rects.centerStone.width;
    expect(plainStep).toBeLessThan(0.99);
    expect(Math.abs(heldStep - plainStep), `a notch: ${plainStep} plain, ${heldStep} with Ctrl`).toBeLessThan(0.015);

    // A pinch on a trackpad arrives as Ctrl + wheel without the key: spreading two fingers to twice
    // their distance brings the ring much closer than a notch does.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.synthesizePinchGesture', {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      scaleFactor: 2,
      gestureSourceType: 'mouse',
    });
    const pinched = await settledAfter(page, held.frames);
    expect(pinched.rects.centerStone.width / held.rects.centerStone.width).toBeGreaterThan(1.3);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('nothing widens the page, overlays keep off the stone, and the snapshot message clears', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const info = await settledViewer(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Vertical swipes over the view scroll the page.
    expect(await canvas(page).evaluate((element) => getComputedStyle(element).touchAction)).toBe('pan-y');

    await page.getByRole('button', { name: 'Frame time' }).click();
    const readout = page.getByTestId('frame-stats');
    await expect(readout).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Snapshot' }).click();
    await download;
    const message = page.getByText(/^Saved vitrine-ring-gold\.png/);
    await expect(message).toBeVisible();

    const stone = await stoneOnScreen(page, info.rects.centerStone);
    for (const overlay of [readout, message]) {
      const box = await overlay.boundingBox();
      if (!box) throw new Error('an overlay has no box');
      expect(overlaps(box, stone), `overlay at ${JSON.stringify(box)}, stone at ${JSON.stringify(stone)}`).toBe(false);
    }
    // The message times out instead of staying over the view.
    await expect(message).toHaveCount(0, { timeout: 15_000 });
  });
});

test.describe('on a phone, by touch', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });

  test('a tapped hotspot frames its part, and a tapped "Link to view" links that close-up, part and all', async ({
    page,
  }) => {
    await gotoHydrated(page, '/realvwr');
    const start = await settledViewer(page);
    const band = page.getByRole('button', { name: /^Band:/ });
    await band.tap();
    await expect(band).toHaveAttribute('data-framed', 'true');
    const framed = await settledAfter(page, start.frames);
    expect(framed.pose.focus).toBe('band');

    await page.getByRole('button', { name: 'Link to view' }).tap();
    await expect(page).toHaveURL(/\?cam=[^&]+_band$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const other = await page.context().newPage();
    await gotoHydrated(other, page.url());
    const opened = await settledViewer(other);
    expect(opened.pose.focus).toBe('band');
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(opened.rects.shank[side] - framed.rects.shank[side])).toBeLessThan(1.5);
    }
    await other.close();
  });
});

test.describe("the toolbar and the page's controls over the frame", () => {
  /** Widths across both layouts: controls below the frame up to 996 px, laid over it above. */
  const SWEEP: [number, number][] = [
    [390, 844],
    [768, 1024],
    [997, 768],
    [1024, 768],
    [1100, 800],
    [1180, 820],
    [1280, 720],
    [1280, 800],
    [1366, 768],
    [1440, 900],
    [1536, 864],
    [1680, 1050],
    [1920, 1080],
  ];

  for (const route of ['/realvwr', '/editor']) {
    test(`${route}: no overlay covers the ring in the default view, at any width`, async ({ page }) => {
      test.setTimeout(480_000);
      await page.setViewportSize({ width: 1024, height: 768 });
      await gotoHydrated(page, route);
      let info = await settledViewer(page);
      for (const [width, height] of SWEEP) {
        await page.setViewportSize({ width, height });
        info = await settledAfter(page, info.frames);
        const ring = await ringOnScreen(page, info);
        // Every control the visitor sees over or beside the frame: the view buttons, the tools, a picker.
        const controls = page.locator('[data-viewer-phase] [role=group], [data-viewer-phase] fieldset');
        const count = await controls.count();
        expect(count, `controls at ${width} px`).toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) {
          const control = await controls.nth(index).boundingBox();
          if (!control) continue;
          expect(
            overlaps(control, ring),
            `at ${width} x ${height}: a control at ${JSON.stringify(control)} covers the ring at ${JSON.stringify(ring)}`,
          ).toBe(false);
        }
      }
    });
  }

  test("/realvwr: on a laptop screen the viewer's own toolbar is on screen without scrolling", async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    for (const [width, height] of SWEEP.filter(([width]) => width > 996)) {
      await page.setViewportSize({ width, height });
      for (const name of ['Camera views']) {
        const group = await page.getByRole('group', { name }).boundingBox();
        expect(group, `${name} at ${width} x ${height}`).not.toBeNull();
        expect(group!.y + group!.height, `${name} at ${width} x ${height}`).toBeLessThanOrEqual(height);
      }
      for (const name of ['Snapshot', 'Full screen']) {
        const button = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(button, `${name} at ${width} x ${height}`).not.toBeNull();
        expect(button!.y + button!.height, `${name} at ${width} x ${height}`).toBeLessThanOrEqual(height);
      }
    }
  });
});

test.describe('the interaction prompt', () => {
  test('the "drag to turn" hint shows when the ring first appears, then leaves', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    // Shown with the first frame: the phase and the prompt change together.
    await page.waitForFunction(() => document.querySelector('[data-viewer-phase="ready"] [data-prompt="true"]'), null, {
      timeout: FIRST_FRAME_TIMEOUT,
      polling: 'raf',
    });
    const hint = page.getByText(/Drag or use the arrow keys/);
    await expect(hint).toHaveCSS('opacity', '1');
    await expect(hint).toHaveCSS('opacity', '0', { timeout: 15_000 });
  });
});

test.describe('the view in the address', () => {
  test('view buttons mark the current view; metal and view survive a reload', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const hero = await settledViewer(page);
    const views = page.getByRole('group', { name: 'Camera views' });
    await expect(views.getByRole('button', { name: 'Three-quarter' })).toHaveAttribute('aria-pressed', 'true');
    await views.getByRole('button', { name: 'Top' }).click();
    await expect(views.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
    await expect(views.getByRole('button', { name: 'Three-quarter' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('group', { name: 'Metal' }).getByLabel('Rose gold').check();
    await expect(page).toHaveURL(/\/realvwr\?view=top&metal=rose-gold$|\/realvwr\?metal=rose-gold&view=top$/);
    const top = await settledAfter(page, hero.frames, { bandMetal: 'rose-gold' });

    await page.reload();
    const reloaded = await settledViewer(page);
    expect(reloaded.configuration.bandMetal).toBe('rose-gold');
    await expect(page.getByRole('group', { name: 'Metal' }).getByLabel('Rose gold')).toBeChecked();
    await expect(views.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
    expect(reloaded.rects.centerStone.width).toBeCloseTo(top.rects.centerStone.width, -1);

    // Turned by hand, the view is no preset: no button is pressed and the address drops it.
    await page.getByRole('application').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(views.getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/realvwr\?metal=rose-gold$/);
  });
});

test.describe('a link to the exact view', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  /** The viewer's report once it is at rest again after frame `frames`. */
  const restedAfter = (page: Page, frames: number) => settledAfter(page, frames);

  test('/realvwr: copied by pointer, it opens on the same view held still, and the first move drops it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/realvwr?metal=platinum');
    const start = await settledViewer(page);
    await page.getByRole('application').focus();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', '+', '+']) await page.keyboard.press(key);
    const turned = await restedAfter(page, start.frames);
    expect(turned.pose.azimuth).not.toBeCloseTo(start.pose.azimuth, 0);

    await page.getByRole('button', { name: 'Link to view' }).click();
    await expect(page.getByText('Copied a link to this view.')).toBeVisible();
    await expect(page).toHaveURL(/\/realvwr\?metal=platinum&cam=-?[\d.]+(_-?[\d.]+){5}$/);
    const link = page.url();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const other = await page.context().newPage();
    await gotoHydrated(other, link);
    const opened = await settledViewer(other);
    expect(opened.pose.azimuth).toBeCloseTo(turned.pose.azimuth, 0);
    expect(opened.pose.polar).toBeCloseTo(turned.pose.polar, 0);
    expect(opened.pose.distance).toBeCloseTo(turned.pose.distance, 2);
    // What the visitor sees: the stone at the same place and size, to a pixel.
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(opened.rects.centerStone[side] - turned.rects.centerStone[side])).toBeLessThan(1.5);
    }
    const views = other.getByRole('group', { name: 'Camera views' });
    await expect(views.getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Auto-rotate' })).toHaveAttribute('aria-pressed', 'false');

    await other.getByRole('application').focus();
    await other.keyboard.press('ArrowRight');
    await expect(other).toHaveURL(/\/realvwr\?metal=platinum$/);
    await other.close();
  });

  test('/editor: dragged and copied by keyboard, it keeps the ring in the link; Back brings a linked view again', async ({
    page,
  }) => {
    await gotoHydrated(page, '/editor?stone=sapphire&cam=-120_40_1.4_0_0.12_0');
    const linked = await settledViewer(page);
    expect(linked.pose.azimuth).toBeCloseTo(-120, 6);
    expect(linked.pose.polar).toBeCloseTo(40, 6);
    expect(linked.pose.distance).toBeCloseTo(1.4, 6);
    expect(linked.configuration.centerStone).toBe('sapphire');

    // A pushed history entry: the in-page link to the configurator.
    await page.getByRole('link', { name: 'Try the configurator below' }).click();
    await expect(page).toHaveURL(/#try-it$/);
    // The router scrolls to the section after the address changes: measure the canvas once it has,
    // or a busy machine drags where the canvas was.
    await expect
      .poll(() => page.locator('#try-it').evaluate((section) => section.getBoundingClientRect().top))
      .toBeLessThan(64);
    const box = await canvasBox(page);
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // The scroll to the section redraws the ring unchanged (six frames at 1,280 px): only a report
    // after the press shows the drag.
    const dragged = await dragView(page, centre, { x: centre.x + 120, y: centre.y + 30 });
    expect(dragged.pose.azimuth).not.toBeCloseTo(-120, 0);
    await expect(page).toHaveURL(/\/editor\?stone=sapphire#try-it$/);

    await page.getByRole('button', { name: 'Link to view' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Copied a link to this view.')).toBeVisible();
    await expect(page).toHaveURL(/\/editor\?stone=sapphire&cam=[^#]+#try-it$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // Back to the entry the page opened with: its linked view, not the one copied on the next entry.
    const beforeBack = (await page.evaluate(() => window.__vitrineViewer?.info()))!.frames;
    await page.goBack();
    await expect(page).toHaveURL(/\/editor\?stone=sapphire&cam=-120_40_1.4_0_0.12_0$/);
    const back = await restedAfter(page, beforeBack);
    expect(back.pose.azimuth).toBeCloseTo(-120, 0);
    expect(back.pose.polar).toBeCloseTo(40, 0);
    expect(back.pose.distance).toBeCloseTo(1.4, 2);
  });

  test('a link whose view is not one is reported in the one notice, dropped, and the ring opens on the three-quarter view', async ({
    page,
  }) => {
    await gotoHydrated(page, '/realvwr?cam=1_2_3&metal=unobtainium&utm_source=mail');
    const alerts = page.getByRole('alert').filter({ hasText: 'does not know' });
    await expect(alerts).toHaveCount(1);
    await expect(alerts).toContainText('Ignored "cam=1_2_3": expected six numbers');
    await expect(alerts).toContainText('Ignored "metal=unobtainium"');
    await expect(page).toHaveURL(/\/realvwr\?utm_source=mail$/);
    await settledViewer(page);
    const views = page.getByRole('group', { name: 'Camera views' });
    await expect(views.getByRole('button', { name: 'Three-quarter' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a hostile view, aimed far outside the ring, is brought back to it and the ring stays on screen', async ({
    page,
  }) => {
    await gotoHydrated(page, '/realvwr?cam=30_60_2.2_1e300_-1e300_0');
    const info = await settledViewer(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const [x, y, z] = info.pose.target;
    expect(Math.hypot(x, y, z)).toBeLessThan(3);
    const ring = await ringOnScreen(page, info);
    const frame = await canvasBox(page);
    expect(overlaps(ring, frame)).toBe(true);
  });
});

test.describe('Back and Forward', () => {
  test('bring the address, the ring and the controls into agreement after choices and reloads', async ({ page }) => {
    const metal = (label: string) => page.getByRole('group', { name: 'Metal' }).getByLabel(label);
    const views = page.getByRole('group', { name: 'Camera views' });
    const agree = async (id: string, label: string, view: string, query: RegExp) => {
      await expect(page).toHaveURL(query);
      await expect(metal(label)).toBeChecked();
      await expect(views.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
      // The ring is drawn while it is on screen (the entries with #next-steps scroll it away).
      await canvas(page).scrollIntoViewIfNeeded();
      await page.waitForFunction((id) => window.__vitrineViewer?.info()?.configuration.bandMetal === id, id, {
        timeout: FIRST_FRAME_TIMEOUT,
      });
    };
    await gotoHydrated(page, '/realvwr?metal=platinum');
    await settledViewer(page);
    await metal('Rose gold').check();
    await expect(page).toHaveURL(/\/realvwr\?metal=rose-gold$/);
    // A link within the page adds a history entry; the choices after it belong to that entry.
    await page.getByRole('link', { name: 'Direct link to Where to go from here' }).click();
    await expect(page).toHaveURL(/\?metal=rose-gold#next-steps$/);
    await metal('White gold').check();
    await views.getByRole('button', { name: 'Top' }).click();
    await expect(page).toHaveURL(/\?metal=white-gold&view=top#next-steps$/);

    await page.goBack();
    await agree('rose-gold', 'Rose gold', 'Three-quarter', /\/realvwr\?metal=rose-gold$/);
    await page.goForward();
    await agree('white-gold', 'White gold', 'Top', /\?metal=white-gold&view=top#next-steps$/);
    await page.reload();
    await agree('white-gold', 'White gold', 'Top', /\?metal=white-gold&view=top#next-steps$/);
    await page.goBack();
    await agree('rose-gold', 'Rose gold', 'Three-quarter', /\/realvwr\?metal=rose-gold$/);
  });
});

test.describe('auto-rotation and the view buttons', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('no preset is pressed while the ring turns; a preset chosen or linked stays pressed', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
    const views = page.getByRole('group', { name: 'Camera views' });
    const threeQuarter = views.getByRole('button', { name: 'Three-quarter' });
    const autoRotate = page.getByRole('button', { name: 'Auto-rotate' });
    await expect(autoRotate).toHaveAttribute('aria-pressed', 'true');
    // The ring turns away from the three-quarter view: that view is no longer what is shown.
    await expect(views.getByRole('button', { pressed: true })).toHaveCount(0, { timeout: FIRST_FRAME_TIMEOUT });

    await threeQuarter.click();
    await expect(autoRotate).toHaveAttribute('aria-pressed', 'false');
    await settledViewer(page);
    await expect(threeQuarter).toHaveAttribute('aria-pressed', 'true');

    // A view named in a link is shown as it was shared: held still, its button pressed.
    await gotoHydrated(page, '/realvwr?view=top');
    await settledViewer(page);
    await expect(views.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
    await expect(autoRotate).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\?view=top$/);
  });

  test('auto-rotation holds while a hotspot has the focus, and turns again when focus leaves', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
    const stone = page.getByRole('button', { name: /^Centre stone:/ });
    await stone.focus();
    // Turning, the view never settles: at rest with the stone focused means the rotation held.
    await settledViewer(page);
    await expect(page.getByRole('button', { name: 'Auto-rotate' })).toHaveAttribute('aria-pressed', 'true');
    const held = await page.evaluate(() => window.__vitrineViewer?.info()?.frames ?? 0);

    // Focus gone, it turns and draws again.
    await page.getByRole('button', { name: 'Auto-rotate' }).focus();
    await expect
      .poll(() => page.evaluate(() => window.__vitrineViewer?.info()?.frames ?? 0), { timeout: FIRST_FRAME_TIMEOUT })
      .toBeGreaterThan(held);
  });
});

test.describe('unknown values in the address', () => {
  test('are reported, replaced by defaults and dropped from the address; other parameters stay', async ({ page }) => {
    await gotoHydrated(page, '/realvwr?metal=unobtainium&view=sideways&utm_source=mail');
    const alert = page.getByRole('alert').filter({ hasText: 'does not know' });
    await expect(alert).toContainText('Ignored "metal=unobtainium": expected gold, rose-gold, white-gold or platinum.');
    await expect(alert).toContainText('Ignored "view=sideways"');
    await expect(page).toHaveURL(/\/realvwr\?utm_source=mail$/);
    await expect(page.getByRole('group', { name: 'Metal' }).getByLabel('Yellow gold')).toBeChecked();
    // The visitor's first choice clears the report.
    await page.getByRole('group', { name: 'Metal' }).getByLabel('Platinum').check();
    await expect(alert).toHaveCount(0);
    await expect(page).toHaveURL(/\/realvwr\?utm_source=mail&metal=platinum$/);
  });
});

test.describe('coming to rest on a slow device', () => {
  test('after a drag the view settles once, and no blurred frame follows a sharp one', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await gotoHydrated(page, '/realvwr');
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
    await settledViewer(page);
    const box = await canvasBox(page);
    const y = box.y + box.height / 2;
    await dragView(page, { x: box.x + box.width * 0.3, y }, { x: box.x + box.width * 0.7, y }, 40);
    // Watch a while longer (60 of the page's animation frames) for a late step of the glide.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let left = 60;
          const step = () => (--left === 0 ? resolve() : requestAnimationFrame(step));
          requestAnimationFrame(step);
        }),
    );
    const full = await canvas(page).evaluate((element: HTMLCanvasElement) =>
      Math.floor(element.clientWidth * Math.min(devicePixelRatio, 2)),
    );
    const history = await page.evaluate(() => window.__vitrineViewer?.history() ?? []);
    // The reports from the first one after the release reached the viewer.
    const lastHeld = history.map((report) => report.interacting).lastIndexOf(true);
    expect(lastHeld, 'a report while the pointer was held').toBeGreaterThanOrEqual(0);
    const after: ViewerReport[] = history.slice(lastHeld + 1);
    const firstSettled = after.findIndex((report) => report.settled);
    expect(firstSettled).toBeGreaterThanOrEqual(0);
    expect(after.slice(firstSettled).filter((report) => !report.settled)).toEqual([]);
    const firstSharp = after.findIndex((report) => report.drawingWidth === full);
    expect(after.slice(firstSharp).filter((report) => report.drawingWidth !== full)).toEqual([]);
  });
});

test.describe('reset view', () => {
  test('brings a turned and zoomed ring back to the three-quarter view', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const start = await settledViewer(page);
    await page.getByRole('application').focus();
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', '+', '+']) await page.keyboard.press(key);
    // At rest away from where it started.
    const turned = await page.waitForFunction(
      (startStone) => {
        const info = window.__vitrineViewer?.info();
        return info?.settled && Math.abs(info.rects.centerStone.x - startStone.x) > 5 ? info : null;
      },
      start.rects.centerStone,
      { timeout: FIRST_FRAME_TIMEOUT },
    );
    const moved = (await turned.jsonValue()) as Awaited<ReturnType<typeof settledViewer>>;
    const views = page.getByRole('group', { name: 'Camera views' });
    await expect(views.getByRole('button', { pressed: true })).toHaveCount(0);

    await views.getByRole('button', { name: 'Reset view' }).click();
    await expect(views.getByRole('button', { name: 'Three-quarter' })).toHaveAttribute('aria-pressed', 'true');
    const reset = await settledAfter(page, moved.frames);
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(reset.rects.centerStone[key]).toBeCloseTo(start.rects.centerStone[key], 0);
    }
  });
});

test.describe('hotspots', () => {
  test('mark the stone, prongs and band, are reached by Tab, and hide when they face away', async ({ page }) => {
    await gotoHydrated(page, '/realvwr?metal=platinum');
    const info = await settledViewer(page);
    const stone = page.getByRole('button', { name: 'Centre stone: diamond, round brilliant cut' });
    const prongs = page.getByRole('button', { name: /^Prongs: four claws in platinum/ });
    const band = page.getByRole('button', { name: /^Band: platinum, tapered toward the head, with pavé diamond/ });
    for (const hotspot of [stone, prongs, band]) await expect(hotspot).toBeVisible();
    // Pinned where the engine draws the stone.
    const marker = await stone.boundingBox();
    const stoneRect = await stoneOnScreen(page, info.rects.centerStone);
    if (!marker) throw new Error('the stone hotspot has no box');
    const centre = { x: marker.x + marker.width / 2, y: marker.y + marker.height / 2, width: 0, height: 0 };
    expect(overlaps({ ...centre, width: 1, height: 1 }, stoneRect)).toBe(true);

    // From the view, Tab reaches the hotspots in turn, and a focused one shows its label.
    await page.getByRole('application').focus();
    await page.keyboard.press('Tab');
    await expect(stone).toBeFocused();
    await expect(stone.locator('span')).toHaveCSS('opacity', '1');
    await page.keyboard.press('Tab');
    await expect(prongs).toBeFocused();

    // Half a turn round: the prong and the band are on the far side, hidden and out of the tab order.
    await page.getByRole('application').focus();
    for (let step = 0; step < 18; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(prongs).toBeHidden({ timeout: FIRST_FRAME_TIMEOUT });
    await expect(band).toBeHidden();
    await settledAfter(page, info.frames);
    await expect(stone).toBeVisible();
  });

  test('a focused hotspot whose part turns away stays shown and focused, dimmed, until focus leaves it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/realvwr?metal=platinum');
    await settledViewer(page);
    const prongs = page.getByRole('button', { name: /^Prongs: four claws in platinum/ });
    await prongs.focus();
    // The arrow keys turn the view from a focused hotspot too: half a turn takes the prongs away.
    for (let step = 0; step < 18; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(prongs).toHaveAttribute('data-out-of-sight', 'true', { timeout: FIRST_FRAME_TIMEOUT });
    await expect(prongs).toBeVisible();
    await expect(prongs).toBeFocused();
    // The marker dims; the label that says what it marks keeps full contrast.
    const opacities = await prongs.evaluate((marker) => ({
      dot: getComputedStyle(marker, '::after').opacity,
      label: getComputedStyle(marker.firstElementChild!).opacity,
    }));
    expect(opacities).toEqual({ dot: '0.5', label: '1' });

    // Once focus moves on, it hides like any hotspot out of sight.
    await page.getByRole('application').focus();
    await expect(prongs).toBeHidden();
  });
});

test.describe('hotspot labels', () => {
  for (const route of ['/realvwr', '/editor']) {
    test(`${route}: every shown label lies inside the frame at every width from 320 to 1,920 px`, async ({ page }) => {
      test.setTimeout(600_000);
      await gotoHydrated(page, route);
      await settledViewer(page);
      const viewer = page.locator('[data-viewer-phase]');
      for (let width = 320; width <= 1920; width += 80) {
        await page.setViewportSize({ width, height: 800 });
        // The viewer draws only while on screen; the markers and labels move after it settles.
        await viewer.scrollIntoViewIfNeeded();
        await expect(async () => {
          expect(await page.evaluate(() => window.__vitrineViewer?.info()?.settled)).toBe(true);
          const escaped = await page.evaluate(() => {
            const frame = document.querySelector('[data-hotspot]')?.parentElement;
            if (!frame) return ['no hotspots'];
            const bounds = frame.getBoundingClientRect();
            return Array.from(frame.querySelectorAll<HTMLElement>('[data-hotspot]'))
              .filter((marker) => !marker.hidden)
              .flatMap((marker) => {
                const label = marker.firstElementChild!.getBoundingClientRect();
                const inside =
                  label.top >= bounds.top &&
                  label.bottom <= bounds.bottom &&
                  label.left >= bounds.left &&
                  label.right <= bounds.right;
                return inside ? [] : [marker.dataset.hotspot!];
              });
          });
          expect(escaped, `labels crossing the frame at ${width} px`).toEqual([]);
        }).toPass({ timeout: FIRST_FRAME_TIMEOUT });
      }
    });
  }
});

test.describe('activating hotspots', () => {
  test('the wheel over one zooms once engaged; each frames its part, by pointer and by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const start = await settledViewer(page);
    const stone = page.getByRole('button', { name: /^Centre stone:/ });
    const band = page.getByRole('button', { name: /^Band:/ });
    const views = page.getByRole('group', { name: 'Camera views' });
    /**
     * Waits until the view is at rest with `hotspot` in the middle of the view: of the part of the
     * frame the overlays leave free, where the camera looks (a fly-to ends there).
     */
    const centredInView = (hotspot: typeof stone) =>
      expect(async () => {
        const info = await page.evaluate(() => window.__vitrineViewer?.info());
        expect(info?.settled).toBe(true);
        const { top, right, bottom, left } = info!.covered;
        // Measured each time: a click may have scrolled the page.
        const canvasOnPage = await canvasBox(page);
        const box = {
          x: canvasOnPage.x + left,
          y: canvasOnPage.y + top,
          width: canvasOnPage.width - left - right,
          height: canvasOnPage.height - top - bottom,
        };
        const marker = await hotspot.boundingBox();
        if (!marker) throw new Error('the hotspot has no box');
        expect(Math.abs(marker.x + marker.width / 2 - (box.x + box.width / 2))).toBeLessThan(box.width * 0.05);
        expect(Math.abs(marker.y + marker.height / 2 - (box.y + box.height / 2))).toBeLessThan(box.height * 0.05);
      }).toPass({ timeout: FIRST_FRAME_TIMEOUT });

    await page.getByRole('application').focus();
    const marker = await stone.boundingBox();
    if (!marker) throw new Error('the stone hotspot has no box');
    await page.mouse.move(marker.x + marker.width / 2, marker.y + marker.height / 2);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -100);
    const zoomed = await settledAfter(page, start.frames);
    expect(zoomed.rects.centerStone.width).toBeGreaterThan(start.rects.centerStone.width);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    // A click brings the band to the middle of the frame, close up; its label stays shown.
    await band.click();
    await centredInView(band);
    await expect(band.locator('span')).toHaveCSS('opacity', '1');
    await expect(views.getByRole('button', { pressed: true })).toHaveCount(0);

    // Back to the opening view: the stone is where it was on load. A frame count cannot tell
    // this moment apart, since the viewer may still report the band view as settled.
    await views.getByRole('button', { name: 'Reset view' }).click();
    await page.waitForFunction(
      (opening) => {
        const info = window.__vitrineViewer?.info();
        if (!info?.settled) return false;
        const now = info.rects.centerStone;
        return (
          Math.abs(now.x - opening.x) < 2 && Math.abs(now.y - opening.y) < 2 && Math.abs(now.width - opening.width) < 2
        );
      },
      start.rects.centerStone,
      { timeout: FIRST_FRAME_TIMEOUT },
    );

    // By keyboard: Enter on the stone's hotspot frames the stone, close up.
    await stone.focus();
    await page.keyboard.press('Enter');
    // The stone is near the middle of the opening view too, so the close-up is what ends the wait.
    await page.waitForFunction(
      (openingWidth) => {
        const info = window.__vitrineViewer?.info();
        return info?.settled === true && info.rects.centerStone.width > openingWidth * 1.5;
      },
      start.rects.centerStone.width,
      { timeout: FIRST_FRAME_TIMEOUT },
    );
    await centredInView(stone);
  });
});

test.describe('snapshot backdrop', () => {
  /** The colour of the snapshot's pixel at (1, 1). */
  async function snapshotCorner(page: Page): Promise<number[]> {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Snapshot' }).click();
    const png = await downloadedBytes(await download);
    return [...(await pngPixels(page, png, { x: 1, y: 1, width: 1, height: 1 }))];
  }

  test('/realvwr saves the backdrop the visitor sees, light or dark', async ({ page }) => {
    const near = (pixel: number[], [r, g, b]: number[]) =>
      Math.abs((pixel[0] ?? 0) - (r ?? 0)) +
      Math.abs((pixel[1] ?? 0) - (g ?? 0)) +
      Math.abs((pixel[2] ?? 0) - (b ?? 0));
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    const light = await snapshotCorner(page);
    expect(light[3], 'opaque').toBe(255);
    // The light studio's edge colour, #d9dbe4.
    expect(near(light, [217, 219, 228]), `corner ${light.join(', ')}`).toBeLessThan(40);

    // The navbar's toggle steps through the colour modes: on to dark.
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    await expect(async () => {
      if ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 1000 });
    }).toPass();
    const dark = await snapshotCorner(page);
    expect(dark[3], 'opaque').toBe(255);
    // The dark studio's edge colour, #0c0b12.
    expect(near(dark, [12, 11, 18]), `corner ${dark.join(', ')}`).toBeLessThan(40);
  });
});

test.describe('progressive anti-aliasing', () => {
  test('at rest the still is refined over jittered samples, and a change starts again', async ({ page }) => {
    const refinedAfter = async (frames: number) => {
      const handle = await page.waitForFunction(
        ({ frames, samples }) => {
          const info = window.__vitrineViewer?.info();
          return info?.settled && info.frames > frames && info.accumulated === samples ? info : null;
        },
        { frames, samples: 8 },
        { timeout: FIRST_FRAME_TIMEOUT },
      );
      return (await handle.jsonValue()) as Awaited<ReturnType<typeof settledViewer>>;
    };
    await gotoHydrated(page, '/realvwr');
    const refined = await refinedAfter(0);
    const before = await page.evaluate(() => window.__vitrineViewer?.history().length ?? 0);
    await page.getByRole('application').focus();
    await page.keyboard.press('ArrowLeft');
    const again = await refinedAfter(refined.frames);
    const reports = await page.evaluate((from) => window.__vitrineViewer?.history().slice(from) ?? [], before);
    // The turn was drawn plain (no samples), then refined one sample per report: 0, 1, 2 … 8.
    const turned = reports.findIndex((report) => report.frames > refined.frames);
    expect(reports[turned]?.accumulated).toBe(0);
    const samples = reports.slice(turned).map((report) => report.accumulated);
    expect(samples.at(-1)).toBe(8);
    expect(samples.slice(samples.lastIndexOf(0))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(again.frames).toBeGreaterThan(refined.frames);
  });
});

test.describe('snapshot sizes', () => {
  test('2x and 4K snapshots are drawn at that many pixels, in the view’s shape, each under its own name', async ({
    page,
  }) => {
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    const box = await canvasBox(page);
    const names: string[] = [];
    const pngSize = async (size: string) => {
      await page.getByRole('combobox', { name: 'Snapshot size' }).selectOption({ label: size });
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Snapshot' }).click();
      names.push((await download).suggestedFilename());
      const file = await (await download).createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      const png = Buffer.concat(chunks);
      // The PNG header (IHDR) holds the width and height at bytes 16 and 20.
      return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    };
    const double = await pngSize('2×');
    expect(double.width).toBe(Math.round(box.width) * 2);
    expect(double.height).toBe(Math.round(box.height) * 2);
    const uhd = await pngSize('4K');
    expect(uhd.width).toBe(3840);
    // Each size saves under its own name, so saving one of each keeps all three.
    expect(names).toEqual(['vitrine-ring-gold@2x.png', 'vitrine-ring-gold-4k.png']);
    expect(uhd.height).toBe(Math.round((Math.round(box.height) * 3840) / Math.round(box.width)));
    // The view on screen is drawn at its own size again.
    await expect
      .poll(() => page.evaluate(() => window.__vitrineViewer?.info()?.drawingBuffer.width))
      .toBe(Math.round(box.width));
  });
});
