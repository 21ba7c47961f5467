// Launches the Chromium that the browser tests use (scripts/find-chromium.mjs), with their flags
// (chromium-flags.json: no GPU, and no host but loopback resolves), for measurement scripts.
import { createRequire } from 'node:module';

import { chromium } from 'playwright-core';

import { findChromium } from '../find-chromium.mjs';

const { flags } = createRequire(import.meta.url)('./chromium-flags.json');

/** WebGL on SwiftShader, for scripts that draw the live 3D pages (pictures, their benchmark). */
const WEBGL_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** @param {{ webgl?: boolean }} [options] */
export async function launchChromium({ webgl = false } = {}) {
  const args = webgl ? [...flags, ...WEBGL_FLAGS] : flags;
  return chromium.launch({ executablePath: findChromium({ install: false }), args });
}
