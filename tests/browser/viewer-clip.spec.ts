import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';

import { test, expect, downloadedBytes, gotoHydrated } from './fixtures';
import { FIRST_FRAME_TIMEOUT, refinedViewer, settledAfter, settledViewer } from './viewerHelpers';
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
