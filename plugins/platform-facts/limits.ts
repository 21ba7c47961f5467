/**
 * Browser limits that the guides state as numbers, each as its engine's source sets it. The guides
 * write `<WebGLContextLimit />` (Chromium on desktop) or `<WebGLContextLimit engine="…" />`, which
 * remark.ts replaces with these values; tests/browser/platform-behaviour.spec.ts checks the Chromium
 * figure against the Chromium the browser tests run.
 */

/**
 * Live WebGL contexts each engine keeps before it takes one away: Chromium and WebKit per renderer
 * process (Chromium's `--max-active-webgl-contexts` switch changes its figure), Gecko per origin and
 * in all (its preferences `webgl.max-contexts-per-principal` and `webgl.max-contexts`).
 */
export const WEBGL_CONTEXT_LIMITS = {
  /** Chromium on desktop, page main thread ("Too many active WebGL contexts. Oldest context will be lost."). */
  chromium: 16,
  /** Chromium on Android. */
  'chromium-android': 8,
  /** Chromium, contexts created in a worker. */
  'chromium-worker': 4,
  /** WebKit (Safari), page main thread. */
  webkit: 16,
  /** WebKit, contexts created in a worker. */
  'webkit-worker': 4,
  /** Gecko (Firefox), per origin. */
  'gecko-origin': 300,
  /** Gecko, in all. */
  gecko: 1000,
} as const;

export type WebGLContextEngine = keyof typeof WEBGL_CONTEXT_LIMITS;

export function isWebGLContextEngine(value: unknown): value is WebGLContextEngine {
  return typeof value === 'string' && Object.hasOwn(WEBGL_CONTEXT_LIMITS, value);
}

/** Chromium's desktop figure: what "a page keeps about N contexts" means in the guides. */
export const CHROMIUM_WEBGL_CONTEXTS = WEBGL_CONTEXT_LIMITS.chromium;
