// Runs the Playwright browser tests against the built site with a Chromium found (or installed)
// by find-chromium.mjs. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChromium } from './find-chromium.mjs';

if (!existsSync('build/index.html')) {
  console.error('No build found: run `npm run build` first (the browser tests run against the production build).');
  process.exit(1);
}

let chromePath;
try {
  chromePath = findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
