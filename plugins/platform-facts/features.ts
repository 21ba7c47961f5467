/**
 * The web-platform features the SDK, its plugins and the guides' samples rely on, each named by its
 * path in MDN's browser compatibility data (@mdn/browser-compat-data, "BCD"). The guides write
 * `<BrowserSupportTable features={['webgl2']} />` or `<BrowserVersion feature="importMaps" browser="safari" />`
 * with these keys, and remark.ts turns them into tables and text when the site is built.
 *
 * The link of a feature is BCD's own `mdn_url`, else the nearest ancestor's (a CSP keyword links
 * to its directive's page); `url` is only for a feature that has neither.
 */

/** The browsers the tables show, by their BCD key, in column order. Names come from BCD. */
export const BROWSERS = ['chrome', 'edge', 'firefox', 'safari', 'safari_ios', 'chrome_android'] as const;
export type BrowserKey = (typeof BROWSERS)[number];

export interface PlatformFeature {
  /** What the tables call it: plain text, which wraps in a narrow column where code would not. */
  label: string;
  /** Dotted path into BCD, e.g. `api.WebGL2RenderingContext`. */
  bcd: string;
  /**
   * Part of the baseline: a viewer built as the guides show cannot run without it. The baseline
   * version of a browser is the newest of these features' first versions.
   */
  baseline?: true;
  /** A page about it, only where neither BCD's entry nor an ancestor has an MDN page. */
  url?: string;
}

export const FEATURES = {
  // Every viewer: the SDK draws with WebGL 2, sizes its drawing buffer from a ResizeObserver, reads
  // input as pointer events and decodes textures with createImageBitmap. The guides' samples are
  // modules with top-level await.
  webgl2: { label: 'WebGL 2', bcd: 'api.WebGL2RenderingContext', baseline: true },
  resizeObserver: { label: 'ResizeObserver', bcd: 'api.ResizeObserver', baseline: true },
  pointerEvents: { label: 'Pointer events', bcd: 'api.PointerEvent', baseline: true },
  createImageBitmap: { label: 'ImageBitmap decoding', bcd: 'api.createImageBitmap', baseline: true },
  topLevelAwait: { label: 'Top-level await in modules', bcd: 'javascript.operators.await.top_level', baseline: true },

  // The CDN module build without a bundler.
  importMaps: { label: 'Import maps', bcd: 'html.elements.script.type.importmap' },

  // Draco, KTX2 and meshopt decoders, and a Content-Security-Policy that lets them run.
  webAssembly: { label: 'WebAssembly', bcd: 'webassembly.api' },
  wasmUnsafeEval: {
    label: "CSP 'wasm-unsafe-eval'",
    bcd: 'http.headers.Content-Security-Policy.script-src.wasm-unsafe-eval',
  },
  cspWorkerSrc: { label: 'CSP worker-src', bcd: 'http.headers.Content-Security-Policy.worker-src' },

  // CanvasRecorderPlugin.
  mediaRecorder: { label: 'MediaRecorder', bcd: 'api.MediaRecorder' },
  mediaRecorderTypes: { label: 'isTypeSupported()', bcd: 'api.MediaRecorder.isTypeSupported_static' },
  canvasCaptureStream: { label: 'captureStream()', bcd: 'api.HTMLCanvasElement.captureStream' },

  // FullScreenPlugin.
  requestFullscreen: { label: 'Fullscreen API', bcd: 'api.Element.requestFullscreen' },

  // Accessibility: reduced motion, and the focus ring of a focusable canvas.
  prefersReducedMotion: { label: 'prefers-reduced-motion', bcd: 'css.at-rules.media.prefers-reduced-motion' },
  mediaQueryChange: { label: 'Media query change event', bcd: 'api.MediaQueryList.change_event' },
  focusVisible: { label: ':focus-visible', bcd: 'css.selectors.focus-visible' },

  // Layout and performance code in the guides.
  aspectRatio: { label: 'aspect-ratio', bcd: 'css.properties.aspect-ratio' },
  touchAction: { label: 'touch-action', bcd: 'css.properties.touch-action' },
  intersectionObserver: { label: 'IntersectionObserver', bcd: 'api.IntersectionObserver' },
  visibilityChange: { label: 'visibilitychange event', bcd: 'api.Document.visibilitychange_event' },
  gpuTimerQuery: {
    label: 'GPU timer queries',
    bcd: 'api.EXT_disjoint_timer_query_webgl2',
    url: 'https://registry.khronos.org/webgl/extensions/EXT_disjoint_timer_query_webgl2/',
  },

  // Image formats: textures the asset manager loads, and snapshots.
  webp: { label: 'WebP images', bcd: 'mediatypes.image.webp' },
  avif: { label: 'AVIF images', bcd: 'mediatypes.image.avif' },
  canvasWebp: { label: 'WebP from a canvas', bcd: 'api.HTMLCanvasElement.toBlob.type_parameter_webp' },

  // Rendering in a worker (this site's live viewer; the SDK draws on the page).
  offscreenCanvas: {
    label: 'A canvas handed to a worker',
    bcd: 'api.HTMLCanvasElement.transferControlToOffscreen',
  },
  offscreenWebgl2: { label: 'WebGL 2 on an OffscreenCanvas', bcd: 'api.OffscreenCanvas.getContext.webgl2_context' },
} as const satisfies Record<string, PlatformFeature>;

export type FeatureKey = keyof typeof FEATURES;

export function isFeatureKey(key: string): key is FeatureKey {
  return Object.hasOwn(FEATURES, key);
}

export function isBrowserKey(key: string): key is BrowserKey {
  return (BROWSERS as readonly string[]).includes(key);
}

/** The features whose first versions make up the baseline. */
export const BASELINE_FEATURES = (Object.keys(FEATURES) as FeatureKey[]).filter(
  (key) => (FEATURES[key] as PlatformFeature).baseline,
);
