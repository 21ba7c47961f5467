import type { CameraPose, ViewerPlugin, ViewerPluginEventMap } from '../core';
import type { EasingFunction, EasingName } from '../helpers';

/**
 * How the camera travels between two views.
 */
export declare enum CameraViewInterpolation {
  /** Straight lines for position and target. Can pass through the model for opposite views. */
  Linear = 'linear',
  /** Along a sphere around the target: keeps the distance, never cuts through the model. The default. */
  Spherical = 'spherical',
  /**
   * A smooth spline through the intermediate views, for tours with {@link CameraViewPlugin.playAll}.
   *
   * @since 0.11.0
   */
  Spline = 'spline',
}

/**
 * A saved camera view as JSON, as stored in viewer configurations.
 */
export interface CameraViewJSON {
  /** Unique name, for example `'top'` or `'side-detail'`. */
  name: string;
  /** Display title. */
  title?: string;
  /** The pose. */
  pose: CameraPose;
  /** Milliseconds to travel here; overrides the plugin default. */
  duration?: number;
  /** Easing name. */
  easing?: EasingName;
}

/**
 * Options of {@link CameraViewPlugin.animateTo}.
 */
export interface CameraViewAnimateOptions {
  /**
   * Milliseconds; 0 jumps.
   *
   * @defaultValue {@link CameraViewSettings.duration}
   */
  duration?: number;
  /**
   * Easing.
   *
   * @defaultValue {@link CameraViewSettings.easing}
   */
  easing?: EasingFunction | EasingName;
  /**
   * Path shape.
   *
   * @defaultValue {@link CameraViewSettings.interpolation}
   */
  interpolation?: CameraViewInterpolation;
  /**
   * Stops the move where it is.
   *
   * @defaultValue none (`undefined`): {@link CameraViewPlugin.stop} stops the move, and so does user input while {@link CameraViewSettings.interruptible} is on
   */
  signal?: AbortSignal;
}

/**
 * Settings of the {@link CameraViewPlugin}: the defaults of moves between views (duration, easing, path
 * shape), the time {@link CameraViewPlugin.playAll} stays on each view, and whether user input may interrupt a
 * move. One move can override the first three with {@link CameraViewAnimateOptions}. Set them in the
 * constructor or with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface CameraViewSettings {
  /**
   * Default travel time in milliseconds.
   *
   * @defaultValue 1000
   */
  duration: number;
  /**
   * Default easing.
   *
   * @defaultValue {@link EasingName.EaseInOutCubic}
   */
  easing: EasingName;
  /**
   * Default path shape.
   *
   * @defaultValue {@link CameraViewInterpolation.Spherical}
   */
  interpolation: CameraViewInterpolation;
  /**
   * Milliseconds to stay on each view in {@link CameraViewPlugin.playAll}.
   *
   * @defaultValue 1500
   */
  dwell: number;
  /**
   * Let user input interrupt an animation.
   *
   * @defaultValue `true`
   */
  interruptible: boolean;
}

/**
 * Events of the {@link CameraViewPlugin}.
 */
export interface CameraViewEventMap extends ViewerPluginEventMap {
  /** The camera started moving to a view. */
  viewStart: CameraViewChangeEvent;
  /** The camera arrived at a view. */
  viewEnd: CameraViewChangeEvent;
}

/**
 * Payload of `viewStart` and `viewEnd`.
 */
export interface CameraViewChangeEvent {
  /** The view. */
  readonly view: CameraView;
  /** Index in {@link CameraViewPlugin.views}. */
  readonly index: number;
  /** `true` when user input stopped the move early (only for `viewEnd`). */
  readonly interrupted: boolean;
}

/**
 * A named camera pose with its own travel settings.
 *
 * @example
 * ```ts
 * const top = new CameraView('top', { position: [0, 0.3, 0], target: [0, 0, 0] }, 'From above');
 * top.duration = 600;
 * localStorage.setItem('view', JSON.stringify(top.toJSON()));
 * ```
 *
 * @see {@link CameraViewPlugin}
 */
export declare class CameraView {
  /**
   * @param name - unique name.
   * @param pose - the pose.
   * @param title - display title. Default: the name.
   */
  constructor(name: string, pose: CameraPose, title?: string);
  /** Unique name. */
  name: string;
  /** Display title. */
  title: string;
  /** The pose. */
  pose: CameraPose;
  /** Travel time override in milliseconds. */
  duration?: number;
  /** Easing override. */
  easing?: EasingName;
  /** As JSON. */
  toJSON(): CameraViewJSON;
  /**
   * Creates a view from JSON.
   *
   * @param json - the saved view.
   */
  static fromJSON(json: CameraViewJSON): CameraView;
}

/**
 * Saved camera views and animated moves between them: product angles for a gallery, a guided
 * tour, or "look at the engraving" buttons.
 *
 * @example
 * ```ts
 * const views = await viewer.addPlugin(CameraViewPlugin);
 * views.addCurrentView('front', 'Front');
 * views.addView(new CameraView('top', { position: [0, 0.3, 0], target: [0, 0, 0] }, 'From above'));
 * await views.animateTo('top', { duration: 800 });
 * ```
 *
 * @see {@link ScrollableCameraViewPlugin}
 * @since 0.4.0
 */
export declare class CameraViewPlugin extends ViewerPlugin<CameraViewSettings, CameraViewEventMap> {
  /**
   * `'CameraViewPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'CameraViewPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<CameraViewSettings>);
  /**
   * The views, in order.
   *
   * @example
   * A button per saved view:
   * ```ts
   * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
   * for (const view of views.views) {
   *   const go = document.createElement('button');
   *   go.textContent = view.title;
   *   go.addEventListener('click', () => void views.animateTo(view));
   *   document.body.append(go);
   * }
   * ```
   */
  get views(): readonly CameraView[];
  /**
   * The view the camera is at or moving to, if any.
   *
   * @example
   * Highlight the button of the view being shown:
   * ```ts
   * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
   * views.addEventListener('viewEnd', () => (label.textContent = views.currentView?.title ?? ''));
   * ```
   */
  get currentView(): CameraView | undefined;
  /**
   * Adds a view at the end (or replaces one of the same name).
   *
   * @param view - the view.
   * @example
   * ```ts
   * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
   * views.addView(new CameraView('top', { position: [0, 0.25, 0.001], target: [0, 0, 0] }, 'From above'));
   * ```
   */
  addView(view: CameraView): void;
  /**
   * Saves the camera's current pose as a view.
   *
   * @param name - unique name.
   * @param title - display title.
   * @example
   * A "save this view" button for editors:
   * ```ts
   * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
   * button.addEventListener('click', () => views.addCurrentView(`view-${views.views.length + 1}`));
   * ```
   */
  addCurrentView(name: string, title?: string): CameraView;
  /**
   * Removes a view.
   *
   * @param name - its name.
   * @example
   * A "delete this view" button for editors:
   * ```ts
   * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
   * button.addEventListener('click', () => {
   *   const current = views.currentView;
   *   if (current) views.removeView(current.name);
   * });
   * ```
   */
  removeView(name: string): void;
  /**
   * Moves the camera to a view.
   *
   * @param view - the view, its name or its index.
   * @param options - duration, easing, path.
   * @returns resolves on arrival or interruption.
   * @throws RangeError if no view has that name or index.
   * @throws DOMException named `AbortError` when {@link CameraViewAnimateOptions.signal} aborts; the camera stays
   * where the move stopped.
   * @example
   * ```ts
   * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
   * await views.animateTo('side', { duration: 1200, interpolation: CameraViewInterpolation.Spline });
   * ```
   */
  animateTo(view: CameraView | string | number, options?: CameraViewAnimateOptions): Promise<void>;
  /**
   * Visits every view in order, {@link CameraViewSettings.dwell} ms on each.
   *
   * @param loop - start again after the last view. Default `false`.
   * @param signal - stops the tour.
   * @throws DOMException named `AbortError` when `signal` aborts.
   * @example
   * A guided tour that stops when the user touches the model:
   * ```ts
   * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
   * const tour = new AbortController();
   * viewer.addEventListener('cameraChange', ({ fromUser }) => fromUser && tour.abort(), { signal: tour.signal });
   * try {
   *   await views.playAll(true, tour.signal);
   * } catch (error) {
   *   if (!(error instanceof DOMException && error.name === 'AbortError')) throw error; // stopped by the user
   * }
   * ```
   * @since 0.11.0
   */
  playAll(loop?: boolean, signal?: AbortSignal): Promise<void>;
  /**
   * Stops the current move.
   *
   * @example
   * Let the user take over as soon as they press on the model:
   * ```ts
   * viewer.canvas.addEventListener('pointerdown', () => viewer.getPlugin(CameraViewPlugin)?.stop());
   * ```
   */
  stop(): void;
}

/**
 * Direction of the page scroll the {@link ScrollableCameraViewPlugin} follows.
 */
export declare enum ScrollAxis {
  /** Vertical scrolling. The default. */
  Vertical = 'vertical',
  /** Horizontal scrolling, for side-scrolling stories. */
  Horizontal = 'horizontal',
}

/**
 * Settings of the {@link ScrollableCameraViewPlugin}: what scrolls the camera (the page or an element,
 * vertically or horizontally), where each view is reached, how closely the camera follows the scroll position,
 * and whether user camera control is off while the page scrolls the camera. Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}.
 */
export interface ScrollableCameraViewSettings {
  /**
   * The scrolling element; `null` for the page.
   *
   * @defaultValue `null`
   */
  scrollContainer: HTMLElement | null;
  /**
   * Scroll direction.
   *
   * @defaultValue {@link ScrollAxis.Vertical}
   */
  axis: ScrollAxis;
  /**
   * Elements marking where each view is reached, one per view, in order. When omitted the
   * scroll range is split evenly between views.
   *
   * @defaultValue `null`: the scroll range is split evenly between the {@link CameraViewPlugin.views}
   */
  sectionElements: HTMLElement[] | null;
  /**
   * Smoothing of the camera behind the scroll position: half-life in milliseconds; 0 follows exactly.
   *
   * @defaultValue 120
   */
  smoothing: number;
  /**
   * Disable user camera control while the page scrolls the camera.
   *
   * @defaultValue `true`
   */
  lockControls: boolean;
}

/**
 * Events of the {@link ScrollableCameraViewPlugin}.
 */
export interface ScrollableCameraViewEventMap extends ViewerPluginEventMap {
  /** Scroll progress changed. */
  scrollProgress: ScrollProgressEvent;
}

/**
 * Payload of `scrollProgress`.
 */
export interface ScrollProgressEvent {
  /** Overall progress through the views, 0 to 1. */
  readonly progress: number;
  /** Index of the view being left. */
  readonly fromIndex: number;
  /** Index of the view being approached. */
  readonly toIndex: number;
  /** Progress between those two views, 0 to 1. */
  readonly localProgress: number;
}

/**
 * Ties the camera to page scroll: scrolling moves the camera through the views of the
 * {@link CameraViewPlugin}, for scroll-driven product stories.
 *
 * @example
 * ```ts
 * const scroll = await viewer.addPlugin(ScrollableCameraViewPlugin);
 * scroll.setSettings({ sectionElements: Array.from(document.querySelectorAll<HTMLElement>('.story section')) });
 * scroll.addEventListener('scrollProgress', ({ progress }) => (bar.style.width = `${progress * 100}%`));
 * ```
 *
 * @see {@link CameraViewPlugin}
 * @see {@link ScrollableCameraViewSettings}
 * @since 0.11.0
 */
export declare class ScrollableCameraViewPlugin extends ViewerPlugin<
  ScrollableCameraViewSettings,
  ScrollableCameraViewEventMap
> {
  /**
   * `'ScrollableCameraViewPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a
   * saved viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'ScrollableCameraViewPlugin';
  /** Needs {@link CameraViewPlugin} for the views. */
  readonly dependencies: readonly [typeof CameraViewPlugin];
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<ScrollableCameraViewSettings>);
  /**
   * Current progress, 0 to 1.
   *
   * @example
   * ```ts
   * const scroll = await viewer.getOrAddPlugin(ScrollableCameraViewPlugin);
   * viewer.addEventListener('postFrame', () => (bar.value = scroll.progress));
   * ```
   */
  get progress(): number;
  /**
   * Re-measures section positions; call after layout changes that do not resize the window.
   *
   * @example
   * Re-measure after a section grew (an image loaded, a panel opened):
   * ```ts
   * const scroll = await viewer.getOrAddPlugin(ScrollableCameraViewPlugin);
   * document.querySelector('#story img')?.addEventListener('load', () => scroll.refresh());
   * ```
   */
  refresh(): void;
}
