// How long each step of a live 3D page's progress bar lasts, from navigation to the first frame:
// headless Chromium (WebGL on SwiftShader) opens the page on a served build and records when the
// bar's stage changes (`data-load-stage`) and when the viewer turns ready. The steps should take
// the time where the work is: shader compilation in "Compiling the shaders", not in the first frame.
//
//   npm run build && node scripts/bench-viewer-progress.mjs [--path /editor] [--runs 3] [--build dir]
//
// A timing: run it on a quiet machine (check `ps` for leftover browsers) and quote the medians.
import { parseArgs } from 'node:util';

import { launchChromium } from './lib/chromium.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/realvwr' },
    runs: { type: 'string', default: '3' },
    build: { type: 'string' },
  },
});

const server = await serveBuild(values.build ? { root: values.build } : {});
const browser = await launchChromium({ webgl: true });
/** Per step, the time it lasted in each run (ms). */
const durations = new Map();
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      const marks = [];
      globalThis.__progressMarks = marks;
      let last = '';
      const note = () => {
        const stage = globalThis.document.querySelector('[data-viewer-phase]');
        const bar = globalThis.document.querySelector('[data-load-stage]');
        const now =
          stage?.getAttribute('data-viewer-phase') === 'ready' ? 'ready' : bar?.getAttribute('data-load-stage');
        if (now && now !== last) marks.push([now, performance.now()]);
        if (now) last = now;
      };
      new globalThis.MutationObserver(note).observe(globalThis.document, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    await page.goto(`${server.origin}${values.path}`);
    await page.locator('[data-viewer-phase="ready"]').waitFor({ timeout: 180_000 });
    const marks = await page.evaluate(() => globalThis.__progressMarks);
    const steps = marks.slice(0, -1).map(([stage, at], index) => [stage, marks[index + 1][1] - at]);
    console.log(`run ${run + 1}: ${steps.map(([stage, ms]) => `${stage} ${Math.round(ms)} ms`).join(', ')}`);
    for (const [stage, ms] of steps) durations.set(stage, [...(durations.get(stage) ?? []), ms]);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log(
  `median per step on ${values.path}: ${[...durations]
    .map(([stage, list]) => `${stage} ${Math.round(median(list))} ms`)
    .join(', ')}`,
);
