import type { ViewerPlugin, ViewerPluginEventMap } from '../core';

/**
 * Events of the {@link FullScreenPlugin}.
 */
export interface FullScreenEventMap extends ViewerPluginEventMap {
  /** Full screen was entered or left (by code, the Escape key or the browser). */
  fullScreenChange: {
    /** Whether the viewer is now full screen. */
    readonly fullScreen: boolean;
  };
}

/**
 * Full screen for the viewer (or a container holding the viewer and your UI), with a fallback
 * for Safari on iPhone, which has no Fullscreen API for elements: the container is pinned over the page.
 *
 * @example
 * ```ts
 * const fullScreen = await viewer.addPlugin(FullScreenPlugin);
 * button.onclick = () => fullScreen.toggle(document.getElementById('product-stage')!);
 * ```
 *
 * @see {@link FullScreenEventMap}
 * @since 0.6.0
 */
export declare class FullScreenPlugin extends ViewerPlugin<Record<string, never>, FullScreenEventMap> {
  /**
   * `'FullScreenPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'FullScreenPlugin';
  /**
   * Whether the viewer is full screen.
   *
   * @example
   * ```ts
   * const fullScreen = await viewer.getOrAddPlugin(FullScreenPlugin);
   * fullScreen.addEventListener('fullScreenChange', () => button.setAttribute('aria-pressed', String(fullScreen.isFullScreen)));
   * ```
   */
  get isFullScreen(): boolean;
  /**
   * Enters full screen. Must be called from a user gesture (click, key press).
   *
   * @param element - what to show full screen. Default: the canvas's parent element.
   * @throws TypeError where the browser has the Fullscreen API (WHATWG), whose `requestFullscreen()` rejects with
   * one when called without a user gesture (no transient activation), for an element that is not in the document,
   * or in an iframe that is not allowed full screen (`allow="fullscreen"`).
   * @example
   * Full screen with the page's own controls, from a click:
   * ```ts
   * const fullScreen = await viewer.getOrAddPlugin(FullScreenPlugin);
   * button.addEventListener('click', () => void fullScreen.enter(document.querySelector<HTMLElement>('#product-stage') ?? undefined));
   * ```
   */
  enter(element?: HTMLElement): Promise<void>;
  /**
   * Leaves full screen.
   *
   * @throws TypeError where the browser has the Fullscreen API, whose `document.exitFullscreen()` rejects with
   * one when no element is full screen: check {@link FullScreenPlugin.isFullScreen} first.
   * @example
   * Leave full screen when the shopper adds the ring to the cart:
   * ```ts
   * button.addEventListener('click', async () => {
   *   const fullScreen = viewer.getPlugin(FullScreenPlugin);
   *   if (fullScreen?.isFullScreen) await fullScreen.exit();
   *   analytics.track('add-to-cart');
   * });
   * ```
   */
  exit(): Promise<void>;
  /**
   * Enters or leaves full screen.
   *
   * @param element - see {@link FullScreenPlugin.enter}.
   * @throws TypeError when entering full screen fails, as in {@link FullScreenPlugin.enter}.
   * @example
   * ```ts
   * const fullScreen = await viewer.getOrAddPlugin(FullScreenPlugin);
   * button.addEventListener('click', () => void fullScreen.toggle());
   * ```
   */
  toggle(element?: HTMLElement): Promise<void>;
}

/**
 * Looks of the {@link LoadingScreenPlugin}.
 */
export declare enum LoadingScreenStyle {
  /** A thin progress bar along the bottom of the canvas. */
  Bar = 'bar',
  /** A centred spinner. */
  Spinner = 'spinner',
  /** Your logo over a blurred last frame, with a percentage. The default. */
  Logo = 'logo',
  /** Nothing shown; listen to the events and draw your own. */
  None = 'none',
}

/**
 * Settings of the {@link LoadingScreenPlugin}: what the loading screen shows (style, logo, message, background
 * colour) and when it shows (after a delay, on every load or on the first one only), and how long it takes to
 * fade out. Set them in the constructor or with {@link ViewerPlugin.setSettings};
 * {@link ViewerApp.exportConfig} saves them.
 */
export interface LoadingScreenSettings {
  /**
   * Look.
   *
   * @defaultValue {@link LoadingScreenStyle.Logo}
   */
  style: LoadingScreenStyle;
  /**
   * Logo address for {@link LoadingScreenStyle.Logo}.
   *
   * @defaultValue the Vitrine logo (shown only without a licence key: keyed viewers show none)
   */
  logoUrl: string | null;
  /**
   * Text under the progress, for example the product name.
   *
   * @defaultValue `''`
   */
  message: string;
  /**
   * Background colour, CSS syntax.
   *
   * @defaultValue `'rgba(255, 255, 255, 0.85)'`
   */
  background: string;
  /**
   * Milliseconds before the screen appears; fast loads show nothing.
   *
   * @defaultValue 150
   */
  showDelay: number;
  /**
   * Fade-out time in milliseconds.
   *
   * @defaultValue 300
   */
  fadeDuration: number;
  /**
   * Show the screen on the first load only (later loads keep the old model visible).
   *
   * @defaultValue `false`
   */
  firstLoadOnly: boolean;
}

/**
 * Events of the {@link LoadingScreenPlugin}.
 */
export interface LoadingScreenEventMap extends ViewerPluginEventMap {
  /** The screen appeared. */
  show: Record<string, never>;
  /** The screen faded out. */
  hide: Record<string, never>;
}

/**
 * A loading screen over the canvas while the asset manager downloads, with progress from
 * {@link AssetManagerEventMap}.
 *
 * @example
 * Show your logo and the product name while the ring loads:
 * ```ts
 * const loading = await viewer.addPlugin(LoadingScreenPlugin);
 * loading.setSettings({ style: LoadingScreenStyle.Logo, logoUrl: '/brand/logo.svg', message: 'Solitaire ring' });
 * await viewer.load('/assets/ring.glb');
 * ```
 *
 * @see {@link LoadingScreenSettings}
 * @since 0.7.0
 */
export declare class LoadingScreenPlugin extends ViewerPlugin<LoadingScreenSettings, LoadingScreenEventMap> {
  /**
   * `'LoadingScreenPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'LoadingScreenPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<LoadingScreenSettings>);
  /**
   * Whether the screen is showing.
   *
   * @example
   * ```ts
   * const loading = await viewer.getOrAddPlugin(LoadingScreenPlugin);
   * button.disabled = loading.visible;
   * ```
   */
  get visible(): boolean;
  /**
   * The overlay element, for custom styling.
   *
   * @example
   * Match the overlay to the brand:
   * ```ts
   * const loading = await viewer.getOrAddPlugin(LoadingScreenPlugin);
   * loading.element.style.fontFamily = 'Georgia, serif';
   * loading.element.classList.add('brand-loading');
   * ```
   */
  get element(): HTMLElement;
  /**
   * Shows the screen now, for work the asset manager does not see.
   *
   * @param message - replaces {@link LoadingScreenSettings.message} while shown.
   * @example
   * Cover work the asset manager does not see, such as a request to your server:
   * ```ts
   * const loading = await viewer.getOrAddPlugin(LoadingScreenPlugin);
   * loading.show('Checking availability…');
   * try {
   *   const answer = await fetch('/api/stock/solitaire');
   *   label.textContent = answer.ok ? 'In stock' : 'Made to order';
   * } finally {
   *   loading.hide();
   * }
   * ```
   */
  show(message?: string): void;
  /**
   * Hides the screen.
   *
   * @example
   * Hide it as soon as the model is in the scene, without waiting for the environment map:
   * ```ts
   * viewer.addEventListener('load', () => viewer.getPlugin(LoadingScreenPlugin)?.hide(), { once: true });
   * ```
   */
  hide(): void;
}

/**
 * The gesture an {@link InteractionPromptPlugin} hint shows.
 */
export declare enum PromptGesture {
  /** A hand dragging sideways: "drag to rotate". The default. */
  Drag = 'drag',
  /** Two fingers pinching: "pinch to zoom". */
  Pinch = 'pinch',
  /** A scrolling wheel or finger: "scroll to explore". */
  Scroll = 'scroll',
  /** A tap: "tap to select". */
  Tap = 'tap',
}

/**
 * Settings of the {@link InteractionPromptPlugin}: which gesture the hint shows and its caption, how long it
 * waits after load, whether the camera turns with the animated hand, and whether it stops after the first
 * interaction of a visit. Set them in the constructor or with {@link ViewerPlugin.setSettings};
 * {@link ViewerApp.exportConfig} saves them.
 */
export interface InteractionPromptSettings {
  /**
   * The gesture shown.
   *
   * @defaultValue {@link PromptGesture.Drag}
   */
  gesture: PromptGesture;
  /**
   * Caption under the icon.
   *
   * @defaultValue `'Drag to rotate'`
   */
  text: string;
  /**
   * Milliseconds without interaction after load before the hint appears.
   *
   * @defaultValue 2000
   */
  delay: number;
  /**
   * Also rotate the camera a little in time with the animated hand.
   *
   * @defaultValue `true`
   */
  animateCamera: boolean;
  /**
   * Show the hint only until the first interaction of this visit.
   *
   * @defaultValue `true`
   */
  once: boolean;
}

/**
 * A hint that the model can be moved: an animated hand over the canvas, shown after a quiet
 * moment and removed at the first interaction.
 *
 * @example
 * ```ts
 * const prompt = await viewer.addPlugin(InteractionPromptPlugin);
 * prompt.setSettings({ gesture: PromptGesture.Drag, text: 'Drag to turn the ring', delay: 3000 });
 * ```
 *
 * @see {@link PromptGesture}
 * @since 0.7.0
 */
export declare class InteractionPromptPlugin extends ViewerPlugin<InteractionPromptSettings> {
  /**
   * `'InteractionPromptPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'InteractionPromptPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<InteractionPromptSettings>);
  /**
   * Whether the hint is showing.
   *
   * @example
   * ```ts
   * const prompt = await viewer.getOrAddPlugin(InteractionPromptPlugin);
   * if (prompt.visible) console.info('the visitor has not touched the model yet');
   * ```
   */
  get visible(): boolean;
  /**
   * Shows the hint now.
   *
   * @example
   * Show the hint again when the viewer scrolls into view:
   * ```ts
   * const prompt = await viewer.getOrAddPlugin(InteractionPromptPlugin);
   * new IntersectionObserver(([entry]) => entry?.isIntersecting && prompt.show()).observe(viewer.canvas);
   * ```
   */
  show(): void;
  /**
   * Hides the hint.
   *
   * @example
   * Hide the hint when the page's own tutorial starts:
   * ```ts
   * viewer.getPlugin(InteractionPromptPlugin)?.hide();
   * ```
   */
  hide(): void;
}
