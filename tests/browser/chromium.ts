import type { LaunchOptions } from '@playwright/test';

/** Flags for the system Chromium on our sandboxed machines (no GPU, no network besides loopback). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing may leave the machine: every host name but the loopback test server fails to resolve
  // (this also stops connection warm-ups such as <link rel="preconnect"> to analytics hosts).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** CHROME_PATH is set by scripts/run-browser-tests.mjs, which looks the browser up (and installs it). */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  };
}
