/**
 * Browser limits that the guides state as numbers. The guides write `<WebGLContextLimit />`, which
 * remark.ts replaces with this value, and tests/browser/platform-behaviour.spec.ts checks it
 * against the Chromium the browser tests run.
 */

/**
 * Live WebGL contexts a Chromium page keeps on desktop. Creating one more makes Chromium lose the
 * oldest ("Too many active WebGL contexts. Oldest context will be lost."). Chromium's default
 * (the `--max-active-webgl-contexts` switch changes it) is lower on Android and in workers; the
 * guides quote the desktop figure as "about", which is also what Firefox and Safari allow per page.
 */
export const CHROMIUM_WEBGL_CONTEXTS = 16;
