import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './tests/browser/chromium';

/** Browser tests run against the production build, served on loopback by `docusaurus serve`. */
export const PORT = Number(process.env.TEST_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/browser',
  fullyParallel: true,
  workers: Number(process.env.TEST_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/browser.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    // A locator that matches nothing fails within this time instead of waiting for the test timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${PORT} --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
