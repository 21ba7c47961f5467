// How long each step of the 3D pages' progress bar lasts, from the text the bar shows (as a visitor
// reads it): the engine's download, building the ring and its studio light, the shaders, the first
// frame. Prints the median of each over the runs, per page. Figures, not a pass/fail gate; SwiftShader
// draws on the CPU, so run it on a quiet machine (check `ps` for leftover browsers).
//
//   npm run build && node scripts/bench-viewer-progress.mjs [--runs 3]
import { parseArgs } from 'node:util';

import { launchChromium } from './lib/chromium.mjs';
import { median } from './lib/lighthouse-run.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number, got ${options.runs}`);

const PAGES = ['/realvwr', '/editor'];
/** The bar's texts without the download's byte counts, so that the download is one step. */
const stepOf = (/** @type {string} */ text) => text.replace(/[:…].*$/, '');

const server = await serveBuild({ port: 0 });
const browser = await launchChromium({ webgl: true });
try {
  for (const path of PAGES) {
    /** @type {Map<string, number[]>} */
    const durations = new Map();
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      // Every text the bar shows, with the time it appeared; null once the bar is gone.
      await page.addInitScript(() => {
        /** @type {{ text: string | null, at: number }[]} */
        const seen = [];
        Object.assign(globalThis, { __progressSteps: seen });
        const { document } = globalThis;
        new globalThis.MutationObserver(() => {
          const text = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext') ?? null;
          if (seen.length === 0 && text === null) return;
          if (seen.at(-1)?.text !== text) seen.push({ text, at: performance.now() });
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(`${server.origin}${path}`);
      await page.locator('[data-viewer-phase]').scrollIntoViewIfNeeded();
      await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: 180_000 });
      /** @type {{ text: string | null, at: number }[]} */
      const seen = await page.evaluate(() => /** @type {any} */ (globalThis).__progressSteps);
      /** @type {Map<string, number>} */
      const spans = new Map();
      seen.forEach((entry, index) => {
        const next = seen[index + 1];
        if (entry.text === null || !next) return;
        const step = stepOf(entry.text);
        spans.set(step, (spans.get(step) ?? 0) + (next.at - entry.at));
      });
      for (const [step, ms] of spans) durations.set(step, [...(durations.get(step) ?? []), ms]);
      await context.close();
    }
    const line = [...durations].map(([step, values]) => `${step} ${Math.round(median(values))} ms`).join(' | ');
    console.log(`${path} (median of ${RUNS}): ${line}`);
  }
} finally {
  await browser.close();
  await server.close();
}
