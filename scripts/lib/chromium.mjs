// Launches the Chromium that the browser tests use (scripts/find-chromium.mjs), for measurement scripts.
import { chromium } from '@playwright/test';

import { findChromium } from '../find-chromium.mjs';

export async function launchChromium() {
  return chromium.launch({
    executablePath: findChromium({ install: false }),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}
