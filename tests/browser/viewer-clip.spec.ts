import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';

import { test, expect, downloadedBytes, gotoHydrated } from './fixtures';
import { FIRST_FRAME_TIMEOUT, refinedViewer, settledAfter, settledViewer } from './viewerHelpers';
import type { ViewerDebugInfo } from '../../src/components/RealtimeViewer/engine/debugHook';
import { TURNTABLE } from '../../src/components/RealtimeViewer/turntableClip';

/** The live viewer's turntable clip: one full turn, encoded frame by frame with WebCodecs. */
test.describe.configure({ timeout: 400_000 });
test.use({ reducedMotion: 'reduce', viewport: { width: 900, height: 760 } });

const FRAMES = TURNTABLE.seconds * TURNTABLE.fps;

test('a clip holds one full turn at its frame rate however slowly it was drawn, and the view comes back', async ({
  page,
}) => {
  await gotoHydrated(page, '/realvwr?metal=platinum');
  const before = await refinedViewer(page);
  const record = page.getByRole('button', { name: 'Turntable clip' });
  const download = page.waitForEvent('download', { timeout: 360_000 });
  const startedAt = Date.now();
  await record.click();

  // While it records: the progress counts frames, the tools wait, Cancel is offered.
  const progress = page.getByRole('progressbar', { name: 'Recording the turntable clip' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(new RegExp(`of ${FRAMES} frames`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Snapshot' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();

  const file = await download;
  const seconds = (Date.now() - startedAt) / 1000;
  expect(file.suggestedFilename()).toMatch(/-turntable\.(mp4|webm)$/);
  const input = new Input({ source: new BufferSource(await downloadedBytes(file)), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('the clip has no video track');
  const stats = await track.computePacketStats();
  // Every frame, at the clip's own rate, however long each took to draw (on a software GPU, far
  // longer than a thirtieth of a second): the clip lasts exactly its length.
  expect(stats.packetCount).toBe(FRAMES);
  expect(await input.computeDuration()).toBeCloseTo(TURNTABLE.seconds, 3);
  // How that compares with the time the recording took is this machine's business, not a pass or fail.
  test.info().annotations.push({ type: 'recorded in', description: `${seconds.toFixed(1)} s` });
  const [width, height] = [await track.getDisplayWidth(), await track.getDisplayHeight()];
  expect(width % 2).toBe(0);
  expect(height % 2).toBe(0);
  // The view's shape: the stage's canvas, in even pixels.
  expect(Math.abs(width / height - before.drawingBuffer.width / before.drawingBuffer.height)).toBeLessThan(0.01);

  await expect(page.getByText(/Saved vitrine-.*-turntable\.(mp4|webm): one turn in 6 s/)).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Snapshot' })).toBeEnabled();
  // A frame drawn after the recording: the loop runs again, at the view's own size and pose.
  const after = await settledAfter(page, before.frames);
  expect(after.drawingBuffer).toEqual(before.drawingBuffer);
  expect(after.pose.azimuth).toBeCloseTo(before.pose.azimuth, 1);
  expect(after.pose.polar).toBeCloseTo(before.pose.polar, 1);
});

test('Cancel stops the recording, saves nothing and gives the view back; leaving mid-clip leaks nothing', async ({
  page,
}) => {
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await gotoHydrated(page, '/editor');
  await settledViewer(page);
  await page.getByRole('button', { name: 'Turntable clip' }).click();
  await expect(page.getByText(new RegExp(`^([3-9]|[1-9]\\d+) of ${FRAMES} frames$`))).toBeVisible({
    timeout: FIRST_FRAME_TIMEOUT,
  });
  // A choice made while it records waits for the clip, then shows.
  await page.getByRole('group', { name: 'Centre stone' }).getByLabel('Ruby').check();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Recording cancelled: no clip was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turntable clip' })).toBeEnabled();
  await page.waitForFunction(() => window.__vitrineViewer?.info()?.configuration.centerStone === 'ruby', null, {
    timeout: FIRST_FRAME_TIMEOUT,
  });
  expect(downloads).toEqual([]);

  // Leaving while a clip records disposes of the viewer all the same.
  await page.getByRole('button', { name: 'Turntable clip' }).click();
  await expect(page.getByText(new RegExp(`of ${FRAMES} frames`))).toBeVisible();
  // Client-side navigation: the same JavaScript context, where a leak would accumulate.
  await page.getByRole('main').getByRole('link', { name: 'introduction', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to Vitrine');
  await expect.poll(() => page.evaluate(() => window.__vitrineViewer?.live)).toBe(0);
  const released = await page.evaluate(() => window.__vitrineViewer?.released());
  expect(released).toEqual({ geometries: 0, textures: 0 });
  expect(downloads).toEqual([]);
});

test('by keyboard: Enter starts a clip, the focus waits on Cancel, Escape cancels and the focus comes back', async ({
  page,
}) => {
  await gotoHydrated(page, '/realvwr');
  await settledViewer(page);
  const record = page.getByRole('button', { name: 'Turntable clip' });
  await record.focus();
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('button', { name: 'Cancel' });
  // The button that started it is disabled while it records: the focus must not fall to the page.
  await expect(cancel).toBeFocused();
  await expect(page.getByText(new RegExp(`^([1-9]\\d*) of ${FRAMES} frames$`))).toBeVisible({
    timeout: FIRST_FRAME_TIMEOUT,
  });
  await page.keyboard.press('Escape');
  await expect(page.getByText('Recording cancelled: no clip was saved.')).toBeVisible();
  await expect(record).toBeFocused();

  // Space on the button starts a clip, and Space on Cancel ends it, the way clicks do.
  await page.keyboard.press('Space');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Recording cancelled: no clip was saved.')).toBeVisible();
  await expect(record).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap starts a clip and a tap on Cancel stops it', async ({ page }) => {
    await gotoHydrated(page, '/realvwr');
    await settledViewer(page);
    await page.getByRole('button', { name: 'Turntable clip' }).tap();
    await expect(page.getByRole('progressbar', { name: 'Recording the turntable clip' })).toBeVisible();
    await expect(page.getByText(new RegExp(`^([1-9]\\d*) of ${FRAMES} frames$`))).toBeVisible({
      timeout: FIRST_FRAME_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await expect(page.getByText('Recording cancelled: no clip was saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turntable clip' })).toBeEnabled();
  });
});

test.describe('while a view change is on its way', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the clip turns around the view the visitor asked for, not a pose halfway to it', async ({ page }) => {
    await gotoHydrated(page, '/realvwr?metal=platinum');
    // Drawing and turning on its own (auto-rotation, which the view change stops).
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: FIRST_FRAME_TIMEOUT });
    const views = page.getByRole('group', { name: 'Camera views' });
    // Top differs from the opening three-quarter view in height, which a turntable keeps.
    await views.getByRole('button', { name: 'Top' }).click();
    await page.getByRole('button', { name: 'Turntable clip' }).click();
    const handle = await page.waitForFunction(
      () => {
        const info = window.__vitrineViewer?.info();
        return info?.clipStart ? info : null;
      },
      null,
      { timeout: FIRST_FRAME_TIMEOUT },
    );
    const { clipStart, frames } = (await handle.jsonValue()) as ViewerDebugInfo;
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Recording cancelled: no clip was saved.')).toBeVisible();
    // Where the view change ends when nothing interrupts it: the view at rest after the clip.
    const top = await settledAfter(page, frames);
    expect(clipStart?.polar).toBeCloseTo(top.pose.polar, 1);
    expect(clipStart?.azimuth).toBeCloseTo(top.pose.azimuth, 1);
    expect(clipStart?.distance).toBeCloseTo(top.pose.distance, 2);
  });
});
