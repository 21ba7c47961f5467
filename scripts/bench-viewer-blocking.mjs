// Main-thread blocking of a live 3D page in its first seconds: headless Chromium (WebGL on
// SwiftShader) opens the page on a served build and sums, over every long task (over 50 ms), the
// time beyond 50 ms, as Lighthouse's Total Blocking Time does, until the window ends.
//
//   npm run build && node scripts/bench-viewer-blocking.mjs [--path /realvwr] [--seconds 12] [--runs 3]
//
// A timing: run it on a quiet machine (check `ps` for leftover browsers) and quote the median.
import { parseArgs } from 'node:util';

import { launchChromium } from './lib/chromium.mjs';
import { serveBuild } from './lib/serve-build.mjs';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/realvwr' },
    seconds: { type: 'string', default: '12' },
    runs: { type: 'string', default: '3' },
  },
});
const windowMs = Number(values.seconds) * 1000;

const server = await serveBuild();
const browser = await launchChromium({ webgl: true });
const results = [];
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      const tasks = [];
      globalThis.__longTasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto(`${server.origin}${values.path}`);
    // The measurement window itself: blocking is counted over a fixed time from navigation.
    await page.waitForTimeout(windowMs);
    const tasks = await page.evaluate(() => globalThis.__longTasks);
    const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
    results.push(blocking);
    console.log(`run ${run + 1}: ${tasks.length} long tasks, ${Math.round(blocking)} ms blocking`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const sorted = [...results].sort((a, b) => a - b);
console.log(
  `median blocking in the first ${values.seconds} s of ${values.path}: ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`,
);
