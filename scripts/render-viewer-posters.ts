/**
 * Renders the live viewer's posters with its own engine (see src/components/RealtimeViewer/poster.ts):
 * for each metal, /editor of a served build in headless Chromium (WebGL on SwiftShader) draws the
 * hero view on a transparent backdrop; the viewer's Snapshot is cropped to 4:3 around the ring and
 * written at each poster width into static/img/viewer/poster/, as WebP and as AVIF from the same
 * pixels (AVIF is about half the bytes; WebP serves browsers without it).
 *
 *   npm run build && npx docusaurus serve --port 4260 --no-open &
 *   npx vite-node scripts/render-viewer-posters.ts -- --base http://127.0.0.1:4260
 */
import { mkdirSync } from 'node:fs';

import sharp from 'sharp';

import { metalIds } from '../src/data/ringViewer';
import { POSTER_ASPECT, POSTER_WIDTHS, posterPath } from '../src/components/RealtimeViewer/poster';
import { AVIF_OPTIONS, writeWebpAndAvif } from './lib/avif.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { editorSnapshot } from './lib/editor-snapshot.mjs';

const STATIC_DIR = new URL('../static', import.meta.url).pathname;
const base = process.argv[process.argv.indexOf('--base') + 1] ?? 'http://127.0.0.1:4260';

const browser = await launchChromium({ webgl: true });
try {
  for (const metal of metalIds) {
    // The editor's canvas is then wider than 4:3 and, at 2x, tall enough for the largest poster.
    const png = await editorSnapshot(browser, {
      base,
      query: { band: metal, setting: metal, bg: 'transparent' },
      viewport: { width: 1800, height: 900 },
      deviceScaleFactor: 2,
    });
    const { width, height } = await sharp(png).metadata();
    const cropWidth = Math.round(height * POSTER_ASPECT);
    if (width < cropWidth || height * POSTER_ASPECT < POSTER_WIDTHS[3]) {
      throw new Error(`The snapshot is ${width}×${height}: too small for a ${POSTER_WIDTHS[3]} px wide 4:3 poster.`);
    }
    const cropped = sharp(png).extract({ left: Math.round((width - cropWidth) / 2), top: 0, width: cropWidth, height });
    for (const posterWidth of POSTER_WIDTHS) {
      const webpPath = posterPath(metal, posterWidth);
      const resized = cropped.clone().resize({ width: posterWidth });
      mkdirSync(new URL('.', `file://${STATIC_DIR}${webpPath}`).pathname, { recursive: true });
      const webp = await resized.clone().webp({ quality: 78, alphaQuality: 80, effort: 6 }).toBuffer();
      const avif = await resized.clone().avif(AVIF_OPTIONS).toBuffer();
      writeWebpAndAvif(`${STATIC_DIR}${webpPath}`, webp, avif);
      console.log(`${webpPath} ${webp.length} B, AVIF ${avif.length} B`);
    }
  }
} finally {
  await browser.close();
}
