// The live viewer's own Snapshot of /editor on a served build, for the scripts that draw the site's
// pictures with its engine (guide figures, viewer posters). Headless Chromium draws WebGL on
// SwiftShader, on the CPU: allow minutes per picture on a busy machine.
import { readFile } from 'node:fs/promises';

const TIMEOUT = 300_000;

/** Resolves with the frame count once the viewer reports a still frame drawn after `afterFrames`. */
async function settled(page, afterFrames) {
  const handle = await page.waitForFunction(
    (after) => {
      const info = globalThis.__vitrineViewer?.info();
      return info && info.settled && info.frames > after ? info.frames : null;
    },
    afterFrames,
    { timeout: TIMEOUT, polling: 250 },
  );
  return handle.jsonValue();
}

/**
 * Opens `${base}/editor?query` with reduced motion (no auto-rotation, so the ring comes to rest),
 * picks a camera view if one is named, and returns the Snapshot as PNG bytes.
 * @param {import('playwright-core').Browser} browser
 * @param {{ base: string, query?: Record<string, string>, view?: string,
 *   viewport: { width: number, height: number }, deviceScaleFactor: number }} options
 */
export async function editorSnapshot(browser, { base, query = {}, view, viewport, deviceScaleFactor }) {
  const page = await browser.newPage({ viewport, deviceScaleFactor, reducedMotion: 'reduce' });
  try {
    const search = new URLSearchParams(query).toString();
    await page.goto(`${base}/editor${search ? `?${search}` : ''}`);
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: TIMEOUT });
    const autoRotate = page.getByRole('button', { name: 'Auto-rotate' });
    if ((await autoRotate.getAttribute('aria-pressed')) === 'true') await autoRotate.click();
    const frames = await settled(page, 0);
    if (view) {
      await page.getByRole('group', { name: 'Camera views' }).getByRole('button', { name: view, exact: true }).click();
      await settled(page, frames);
    }
    const download = page.waitForEvent('download', { timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Snapshot' }).click();
    return await readFile(await (await download).path());
  } finally {
    await page.close();
  }
}
