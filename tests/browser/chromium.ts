import type { LaunchOptions } from '@playwright/test';

import chromiumFlags from '../../scripts/lib/chromium-flags.json';

/**
 * Flags for the system Chromium on our sandboxed machines (no GPU, no network besides loopback).
 * Shared with scripts/bench-lighthouse.mjs through scripts/lib/chromium-flags.json.
 */
export const CHROMIUM_ARGS: string[] = chromiumFlags.flags;

/** CHROME_PATH is set by scripts/run-browser-tests.mjs, which looks the browser up (and installs it). */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  };
}
