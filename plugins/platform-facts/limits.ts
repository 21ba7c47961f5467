/**
 * Browser limits that the guides state as numbers. The guides write `<WebGLContextLimit />`, which
 * remark.ts replaces with this value, and tests/browser/platform-behaviour.spec.ts checks it
 * against the Chromium the browser tests run.
 */

/**
 * Live WebGL contexts Chromium keeps on desktop for the page's main thread (the count is per
 * renderer process). Creating one more makes it lose the oldest ("Too many active WebGL contexts.
 * Oldest context will be lost."). Chromium's defaults are lower on Android and in workers, and the
 * `--max-active-webgl-contexts` switch changes them; the guides say "about" this figure.
 */
export const CHROMIUM_WEBGL_CONTEXTS = 16;
