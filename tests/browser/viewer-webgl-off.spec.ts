import { test, expect, gotoHydrated } from './fixtures';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium';
import { stage } from './viewerHelpers';

/** A browser started with WebGL switched off, as some locked-down machines are. */
test.use({ launchOptions: { ...chromiumLaunchOptions(), args: [...CHROMIUM_ARGS, '--disable-webgl'] } });

test('both 3D pages show the still image, and the configurator keeps working', async ({ page }) => {
  await gotoHydrated(page, '/realvwr?metal=rose-gold');
  await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'no-webgl');
  await expect(page.getByText('The live view needs WebGL 2')).toBeVisible();
  // The still is the engine's own render of the metal chosen, and it loaded.
  const still = page.getByRole('img', { name: /Still of the ring in rose gold/ });
  await expect(still).toBeVisible();
  await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Nothing can be dragged: the view's "drag to turn" hint is neither shown nor announced.
  await expect(page.getByText(/Drag or use the arrow keys/)).toBeHidden();
  await expect(page.locator('[aria-roledescription="3D viewer"]')).not.toHaveAttribute('aria-describedby', /.+/);

  await gotoHydrated(page, '/editor');
  await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'no-webgl');
  await expect(page.getByRole('img', { name: /Still of the ring in yellow gold/ })).toBeVisible();
  await page.getByRole('group', { name: 'Centre stone' }).getByLabel('Ruby').check();
  await expect(page).toHaveURL(/stone=ruby/);
  await expect(page.getByText('"selected": "ruby"')).toBeVisible();
});

test('/realvwr keeps its metal picker over the stills and promises no drag or zoom', async ({ page }) => {
  await gotoHydrated(page, '/realvwr');
  await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'no-webgl');
  await expect(page.locator('main header')).not.toContainText(/drag|scroll to zoom/i);
  await page.getByRole('group', { name: 'Metal' }).getByLabel('Platinum').check();
  await expect(page.getByRole('img', { name: /Still of the ring in platinum/ })).toBeVisible();
  await expect(page).toHaveURL(/\?metal=platinum$/);
});

test('/editor says when its still shows the band metal only', async ({ page }) => {
  // All in yellow gold with diamonds: the still shows the ring as configured.
  await gotoHydrated(page, '/editor?setting=gold');
  await expect(stage(page)).toHaveAttribute('data-viewer-phase', 'no-webgl');
  const note = page.getByText(/follows the band metal only/);
  await expect(note).toHaveCount(0);
  await page.getByRole('group', { name: 'Centre stone' }).getByLabel('Ruby').check();
  await expect(note).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the still is drawn across more than half the width', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    const still = page.getByRole('img', { name: /Still of the ring/ });
    await expect(still).toBeVisible();
    const box = await still.boundingBox();
    if (!box) throw new Error('the still has no box');
    // Drawn 4:3 within its box (object-fit: contain); the frame's height, shared with the message,
    // bounds it (222 px at 390 x 844; it was drawn 160 px wide).
    expect(Math.min(box.width, (box.height * 4) / 3)).toBeGreaterThan(390 * 0.55);
    // Its picker stays reachable below it.
    await expect(page.getByRole('group', { name: 'Metal' })).toBeVisible();
  });
});
