/**
 * A function returned by {@link debounce} or {@link throttle}, with control over pending calls.
 *
 * @typeParam TArgs - the wrapped function's parameters.
 */
export interface DebouncedFunction<TArgs extends unknown[]> {
  /**
   * Schedules a call with these arguments (replacing the arguments of a pending call).
   *
   * @param args - the arguments for the wrapped function.
   */
  (...args: TArgs): void;
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if any. */
  flush(): void;
}

/**
 * Options of {@link throttle}.
 */
export interface ThrottleOptions {
  /**
   * Call on the first invocation of a burst.
   *
   * @defaultValue `true`
   */
  leading?: boolean;
  /**
   * Call once more after the burst with the last arguments.
   *
   * @defaultValue `true`
   */
  trailing?: boolean;
}

/**
 * Delays calls until `wait` milliseconds passed without a new call; for resize and input handlers.
 *
 * @param fn - the function.
 * @param wait - milliseconds.
 * @example
 * The image follows an exposure slider at once; the page address is updated only once the slider rests:
 * ```ts
 * const tonemap = await viewer.getOrAddPlugin(TonemapPlugin);
 * const saveToAddress = debounce((exposure: number) => {
 *   const url = new URL(window.location.href);
 *   url.searchParams.set('exposure', exposure.toFixed(2));
 *   window.history.replaceState(null, '', url);
 * }, 400);
 * input.addEventListener('input', () => {
 *   tonemap.setSettings({ exposure: input.valueAsNumber });
 *   saveToAddress(input.valueAsNumber);
 * });
 * window.addEventListener('pagehide', () => saveToAddress.flush());
 * ```
 */
export declare function debounce<TArgs extends unknown[]>(
  fn: (...args: TArgs) => void,
  wait: number,
): DebouncedFunction<TArgs>;

/**
 * Calls at most once every `interval` milliseconds.
 *
 * @param fn - the function.
 * @param interval - milliseconds.
 * @param options - leading and trailing calls.
 * @example
 * Name the part under the pointer, picking at most every 50 ms (a ray test on every pointer move is costly on big models):
 * ```ts
 * const picking = await viewer.getOrAddPlugin(PickingPlugin);
 * const showPartName = throttle((event: PointerEvent) => {
 *   label.textContent = picking.pick(event.offsetX, event.offsetY)?.object.name ?? '';
 * }, 50);
 * viewer.canvas.addEventListener('pointermove', showPartName);
 * viewer.canvas.addEventListener('pointerleave', () => {
 *   showPartName.cancel();
 *   label.textContent = '';
 * });
 * ```
 */
export declare function throttle<TArgs extends unknown[]>(
  fn: (...args: TArgs) => void,
  interval: number,
  options?: ThrottleOptions,
): DebouncedFunction<TArgs>;

/**
 * Resolves after a number of milliseconds.
 *
 * @param ms - milliseconds.
 * @param signal - rejects with an `AbortError` when aborted.
 * @throws DOMException named `AbortError` when `signal` aborts first.
 * @example
 * Turn to the front view after 5 s, unless the visitor takes over first:
 * ```ts
 * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
 * const takeOver = new AbortController();
 * viewer.canvas.addEventListener('pointerdown', () => takeOver.abort(), { signal: takeOver.signal });
 * try {
 *   await delay(5000, takeOver.signal);
 *   await views.animateTo('front');
 * } catch (error) {
 *   if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
 * } finally {
 *   takeOver.abort(); // removes the pointerdown listener if the visitor never pressed
 * }
 * ```
 */
export declare function delay(ms: number, signal?: AbortSignal): Promise<void>;

/**
 * Resolves on the next animation frame with its timestamp. In a hidden tab it may stay pending until the
 * tab is shown again: most browsers run no animation frames there.
 *
 * @example
 * Get a message painted before a long export starts. Animation-frame callbacks run before the browser paints that frame, so wait for a second one:
 * ```ts
 * label.textContent = 'Preparing your file…';
 * await nextFrame();
 * await nextFrame();
 * const glb = await viewer.assetManager.exporter.exportModel(viewer.scene.modelRoot);
 * viewer.assetManager.transfer.saveBlob(glb, 'ring.glb');
 * ```
 */
export declare function nextFrame(): Promise<number>;

/**
 * Rejects if a promise does not settle in time.
 *
 * @param promise - the promise.
 * @param ms - milliseconds.
 * @param message - the error message. Default `'Timed out after {ms} ms'`.
 * @throws Error with `message` when `ms` pass before `promise` settles; otherwise whatever `promise` rejects with.
 * @example
 * Show a still image if the model takes more than 15 s. The timeout only stops the waiting; abort the download too:
 * ```ts
 * const download = new AbortController();
 * try {
 *   await withTimeout(viewer.load('/assets/ring.glb', { signal: download.signal }), 15_000, 'The ring took too long to load');
 * } catch (error) {
 *   download.abort();
 *   console.warn(error);
 *   showStillImage();
 * }
 * ```
 */
export declare function withTimeout<T>(promise: Promise<T>, ms: number, message?: string): Promise<T>;

/**
 * A promise with its `resolve` and `reject` exposed, for bridging callbacks and events.
 *
 * @typeParam T - the resolved value.
 * @example
 * ```ts
 * const firstFrame = new Deferred<void>();
 * viewer.addEventListener('postFrame', () => firstFrame.resolve(), { once: true });
 * await firstFrame.promise;
 * ```
 *
 * @see {@link withTimeout}
 */
export declare class Deferred<T> {
  /**
   * The promise.
   *
   * @throws The reason given to {@link Deferred.reject}, or the reason of a promise given to
   * {@link Deferred.resolve} that rejects.
   */
  readonly promise: Promise<T>;
  /** Whether it settled. */
  get settled(): boolean;
  /**
   * Fulfils the promise; later calls are ignored.
   *
   * @param value - the value.
   */
  resolve(value: T | PromiseLike<T>): void;
  /**
   * Rejects the promise; later calls are ignored.
   *
   * @param reason - the error.
   */
  reject(reason: unknown): void;
}

/**
 * Measures elapsed time with `performance.now()`, with pause and resume.
 *
 * @example
 * ```ts
 * const watch = new Stopwatch();
 * await viewer.load('/ring.glb');
 * console.log(`loaded in ${watch.elapsed.toFixed(0)} ms`);
 * ```
 *
 * @see {@link FrameRateMonitor}
 */
export declare class Stopwatch {
  /**
   * @param autoStart - start at once. Default `true`.
   */
  constructor(autoStart?: boolean);
  /** Milliseconds measured, excluding pauses. */
  get elapsed(): number;
  /** Whether it is running. */
  get running(): boolean;
  /** Starts or resumes. */
  start(): void;
  /** Pauses; {@link Stopwatch.elapsed} stops growing. */
  pause(): void;
  /** Sets the elapsed time to 0, keeping the running state. */
  reset(): void;
  /**
   * Milliseconds since the previous lap (or the start), and starts a new lap.
   */
  lap(): number;
}

/**
 * Options of the {@link FrameRateMonitor}.
 */
export interface FrameRateMonitorOptions {
  /**
   * Frames averaged.
   *
   * @defaultValue 60
   */
  sampleSize?: number;
  /**
   * Frames per second below which `onDrop` is called.
   *
   * @defaultValue 30
   */
  minFps?: number;
  /**
   * Called once when the average drops below {@link FrameRateMonitorOptions.minFps}, with the average.
   *
   * @defaultValue none (`undefined`): read {@link FrameRateMonitor.fps} instead
   */
  onDrop?: (fps: number) => void;
  /**
   * Called once when the average recovers above `minFps + 10`.
   *
   * @defaultValue none (`undefined`)
   */
  onRecover?: (fps: number) => void;
}

/**
 * Averages frame times and reports drops, for adaptive quality (lower the render scale or turn off
 * effects when a device struggles).
 *
 * @example
 * ```ts
 * let slow = false;
 * const monitor = new FrameRateMonitor({ minFps: 40, onDrop: () => (slow = true), onRecover: () => (slow = false) });
 * // A viewer draws only when something changes, so the first frame after a pause has a deltaTime
 * // that counts the pause: sample only frames that follow another frame of the same drag.
 * let wasInteracting = false;
 * viewer.addEventListener('postFrame', ({ deltaTime }) => {
 *   const interacting = viewer.controls.isInteracting;
 *   if (interacting && wasInteracting) monitor.addSample(deltaTime);
 *   wasInteracting = interacting;
 * });
 * // Lower the resolution of moving frames only; still frames are drawn at full resolution.
 * viewer.addEventListener('preFrame', () => {
 *   viewer.renderManager.renderScale = slow && viewer.controls.isInteracting ? 0.75 : 1;
 * });
 * ```
 *
 * @see {@link RenderManager.renderScale}
 */
export declare class FrameRateMonitor {
  /**
   * @param options - sample size, threshold, callbacks.
   */
  constructor(options?: FrameRateMonitorOptions);
  /** Average frames per second over the last samples; 0 before the first sample. */
  get fps(): number;
  /** Average frame time in milliseconds. */
  get frameTime(): number;
  /**
   * Adds the duration of one frame.
   *
   * @param deltaTime - milliseconds.
   */
  addSample(deltaTime: number): void;
  /** Forgets every sample. */
  reset(): void;
}
