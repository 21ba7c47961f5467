/**
 * Renders the live viewer's posters with its own engine (see src/components/RealtimeViewer/poster.ts):
 * for each metal, /editor of a served build in headless Chromium (WebGL on SwiftShader) draws the
 * hero view on a transparent backdrop; the viewer's Snapshot is cropped to 4:3 around the ring and
 * written as WebP at each poster width into static/img/viewer/poster/.
 *
 *   npm run build && npx docusaurus serve --port 4260 --no-open &
 *   npx vite-node scripts/render-viewer-posters.ts -- --base http://127.0.0.1:4260
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';
import sharp from 'sharp';

import { metalIds } from '../src/data/ringViewer';
import { POSTER_ASPECT, POSTER_WIDTHS, posterPath } from '../src/components/RealtimeViewer/poster';
import { findChromium } from './find-chromium.mjs';

const STATIC_DIR = new URL('../static', import.meta.url).pathname;
const TIMEOUT = 300_000;
const base = process.argv[process.argv.indexOf('--base') + 1] ?? 'http://127.0.0.1:4260';

const browser = await chromium.launch({
  executablePath: findChromium({ install: false }),
  args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  for (const metal of metalIds) {
    // The editor's canvas is then wider than 4:3 and, at 2x, tall enough for the largest poster.
    const page = await browser.newPage({
      viewport: { width: 1800, height: 900 },
      deviceScaleFactor: 2,
      reducedMotion: 'reduce',
    });
    await page.goto(`${base}/editor?band=${metal}&setting=${metal}&bg=transparent`);
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: TIMEOUT });
    await page.waitForFunction(
      () => (window as { __vitrineViewer?: { info(): { settled: boolean } | null } }).__vitrineViewer?.info()?.settled,
      null,
      {
        timeout: TIMEOUT,
      },
    );
    const download = page.waitForEvent('download', { timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Snapshot' }).click();
    const png = readFileSync(await (await download).path());
    const { width, height } = await sharp(png).metadata();
    const cropWidth = Math.round(height * POSTER_ASPECT);
    if (width < cropWidth || height * POSTER_ASPECT < POSTER_WIDTHS[3]) {
      throw new Error(`The snapshot is ${width}×${height}: too small for a ${POSTER_WIDTHS[3]} px wide 4:3 poster.`);
    }
    const cropped = sharp(png).extract({ left: Math.round((width - cropWidth) / 2), top: 0, width: cropWidth, height });
    for (const posterWidth of POSTER_WIDTHS) {
      const file = `${STATIC_DIR}${posterPath(metal, posterWidth)}`;
      mkdirSync(new URL('.', `file://${file}`).pathname, { recursive: true });
      const webp = await cropped
        .clone()
        .resize({ width: posterWidth })
        .webp({ quality: 78, alphaQuality: 80, effort: 6 })
        .toBuffer();
      writeFileSync(file, webp);
      console.log(`${posterPath(metal, posterWidth)} ${webp.length} B`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
