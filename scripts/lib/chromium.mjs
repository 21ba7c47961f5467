// Launches the Chromium that the browser tests use (scripts/find-chromium.mjs), with their flags
// (chromium-flags.json: no GPU, and no host but loopback resolves), for measurement scripts.
import { createRequire } from 'node:module';

import { chromium } from 'playwright-core';

import { findChromium } from '../find-chromium.mjs';

const { flags } = createRequire(import.meta.url)('./chromium-flags.json');

/** @param {string[]} [extraFlags] */
export async function launchChromium(extraFlags = []) {
  return chromium.launch({ executablePath: findChromium({ install: false }), args: [...flags, ...extraFlags] });
}
