import type { ViewerPlugin, ViewerPluginEventMap } from '../core';

/**
 * Image file formats of {@link CanvasSnapshotPlugin}.
 */
export declare enum ImageFormat {
  /** Lossless, with transparency. The default. */
  PNG = 'image/png',
  /** Lossy, no transparency; smallest for photos of products. */
  JPEG = 'image/jpeg',
  /** Lossy or lossless with transparency; small. */
  WebP = 'image/webp',
}

/**
 * Options of {@link CanvasSnapshotPlugin.snapshot}.
 */
export interface SnapshotOptions {
  /**
   * File format.
   *
   * @defaultValue {@link ImageFormat.PNG}
   */
  format?: ImageFormat;
  /**
   * Quality of lossy formats, 0 to 1.
   *
   * @defaultValue 0.92
   */
  quality?: number;
  /**
   * Output width in pixels; the render is redone at that size (up to the GPU's limit).
   *
   * @defaultValue the canvas's drawing size
   */
  width?: number;
  /**
   * Output height in pixels.
   *
   * @defaultValue keeps the canvas's aspect ratio
   */
  height?: number;
  /**
   * Wait for progressive rendering to converge first, for the best quality.
   *
   * @defaultValue `true`
   */
  waitForConvergence?: boolean;
  /**
   * Make the background transparent for this snapshot (PNG and WebP).
   *
   * @defaultValue `false`
   */
  transparentBackground?: boolean;
  /**
   * Crop to the model's bounds plus this margin (fraction of size); `undefined` keeps the whole view.
   *
   * @defaultValue none (`undefined`): the whole view
   */
  cropToModel?: number;
  /**
   * Hide overlays (selection outlines, gizmos, watermark-free plans only: the watermark stays otherwise).
   *
   * @defaultValue `true`
   */
  hideOverlays?: boolean;
}

/**
 * High-quality still images of the viewer: at any resolution, after convergence, with a
 * transparent background or cropped to the product.
 *
 * @example
 * ```ts
 * const snapshots = await viewer.addPlugin(CanvasSnapshotPlugin);
 * await snapshots.download('ring.png', { width: 2048, height: 2048, transparentBackground: true });
 * ```
 *
 * @see {@link SnapshotOptions}
 * @since 0.3.0
 */
export declare class CanvasSnapshotPlugin extends ViewerPlugin {
  /**
   * `'CanvasSnapshotPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'CanvasSnapshotPlugin';
  /**
   * Renders and encodes an image.
   *
   * @param options - format, size, background.
   * @example
   * A 2000 px square WebP for a product feed:
   * ```ts
   * const snapshots = await viewer.getOrAddPlugin(CanvasSnapshotPlugin);
   * const image = await snapshots.snapshot({ format: ImageFormat.WebP, width: 2000, height: 2000, quality: 0.9 });
   * await viewer.assetManager.transfer.upload('/api/feed/ring.webp', image);
   * ```
   */
  snapshot(options?: SnapshotOptions): Promise<Blob>;
  /**
   * Renders an image as a data URL, for an `<img>`.
   *
   * @param options - format, size, background.
   * @example
   * A still in place of the viewer, for print:
   * ```ts
   * const snapshots = await viewer.getOrAddPlugin(CanvasSnapshotPlugin);
   * const still = document.createElement('img');
   * still.src = await snapshots.snapshotDataUrl({ width: 1200, height: 1200 });
   * ```
   */
  snapshotDataUrl(options?: SnapshotOptions): Promise<string>;
  /**
   * Renders an image and lets the user save it.
   *
   * @param fileName - suggested file name. Default `'snapshot.png'` (extension follows the format).
   * @param options - format, size, background.
   * @example
   * ```ts
   * button.addEventListener('click', async () => {
   *   await viewer.getPlugin(CanvasSnapshotPlugin)?.download('my-ring.jpg', { format: ImageFormat.JPEG });
   * });
   * ```
   */
  download(fileName?: string, options?: SnapshotOptions): Promise<void>;
}

/**
 * State of the {@link CanvasRecorderPlugin}.
 */
export declare enum RecorderState {
  /** Not recording. */
  Idle = 'idle',
  /** Capturing frames. */
  Recording = 'recording',
  /** Paused; {@link CanvasRecorderPlugin.resume} continues the same file. */
  Paused = 'paused',
  /** Encoding the last frames after {@link CanvasRecorderPlugin.stop}. */
  Finishing = 'finishing',
}

/**
 * Options of {@link CanvasRecorderPlugin.start}.
 */
export interface RecordingOptions {
  /**
   * Container and codec as a MIME type; the first one the browser supports of WebM VP9, WebM VP8 and MP4 H.264 when omitted.
   *
   * @defaultValue the first of WebM with VP9, WebM with VP8 and MP4 with H.264 that the browser's `MediaRecorder` supports; {@link RecordingResult.mimeType} tells which
   */
  mimeType?: string;
  /**
   * Frames per second. While recording, the viewer draws at most this many frames per second, and
   * the stream captures each one.
   *
   * @defaultValue 30
   */
  frameRate?: number;
  /**
   * Video bit rate in bits per second.
   *
   * @defaultValue 8 000 000
   */
  bitRate?: number;
  /**
   * Stop automatically after this many milliseconds.
   *
   * @defaultValue until {@link CanvasRecorderPlugin.stop}
   */
  maxDuration?: number;
  /**
   * Move animations and auto-rotation on by one step of 1/`frameRate` of a second per drawn frame,
   * however long the frame took, instead of by the clock. The recorder stamps frames in real time,
   * so this gives smooth video at the set speed only on a device that draws at least `frameRate`
   * frames per second; on a slower one motion plays slower than set and unevenly. Off, the speed
   * stays right and slowness shows as jumps.
   *
   * @defaultValue `true`
   * @since 0.11.0
   */
  fixedTimeStep?: boolean;
}

/**
 * A finished recording.
 */
export interface RecordingResult {
  /** The video file. */
  readonly blob: Blob;
  /** Its MIME type. */
  readonly mimeType: string;
  /** Duration in milliseconds. */
  readonly duration: number;
  /** Frames captured. */
  readonly frameCount: number;
}

/**
 * Events of the {@link CanvasRecorderPlugin}.
 */
export interface CanvasRecorderEventMap extends ViewerPluginEventMap {
  /** The state changed. */
  stateChange: {
    /** The new state. */
    readonly state: RecorderState;
  };
  /** A recording finished. */
  recorded: {
    /** The video and its figures. */
    readonly result: RecordingResult;
  };
}

/**
 * Records the canvas as a video (a turntable, a camera-view tour, an animation) with the
 * MediaRecorder API. Switches the render loop to continuous while recording.
 *
 * @example
 * ```ts
 * const recorder = await viewer.addPlugin(CanvasRecorderPlugin);
 * viewer.controls.setOptions({ autoRotate: true, autoRotateSpeed: 36 });
 * recorder.start({ maxDuration: 10_000 });
 * const { blob } = await recorder.finished;
 * ```
 *
 * @see {@link RecordingOptions}
 * @since 0.9.0
 */
export declare class CanvasRecorderPlugin extends ViewerPlugin<Record<string, never>, CanvasRecorderEventMap> {
  /**
   * `'CanvasRecorderPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'CanvasRecorderPlugin';
  /**
   * The current state.
   *
   * @example
   * ```ts
   * const recorder = await viewer.getOrAddPlugin(CanvasRecorderPlugin);
   * recorder.addEventListener('stateChange', () => (button.textContent = recorder.state === RecorderState.Recording ? 'Stop' : 'Record'));
   * ```
   */
  get state(): RecorderState;
  /**
   * Whether this browser can record the canvas.
   *
   * @example
   * Offer recording only where the browser can do it:
   * ```ts
   * const recorder = await viewer.getOrAddPlugin(CanvasRecorderPlugin);
   * button.hidden = !recorder.supported;
   * ```
   */
  get supported(): boolean;
  /**
   * Resolves with the result when the current recording finishes.
   *
   * @example
   * Save the video however the recording ends (maxDuration or stop):
   * ```ts
   * const recorder = await viewer.getOrAddPlugin(CanvasRecorderPlugin);
   * recorder.start({ maxDuration: 8000 });
   * const { blob } = await recorder.finished;
   * viewer.assetManager.transfer.saveBlob(blob, 'turntable.webm');
   * ```
   */
  get finished(): Promise<RecordingResult>;
  /**
   * Starts recording.
   *
   * @param options - format, frame rate, duration.
   * @throws DOMException named `InvalidStateError` if a recording is running or paused.
   * @throws DOMException named `NotSupportedError` if this browser cannot record the canvas (see
   * {@link CanvasRecorderPlugin.supported}).
   * @example
   * Record one turn of an 8-second turntable:
   * ```ts
   * const recorder = await viewer.getOrAddPlugin(CanvasRecorderPlugin);
   * viewer.controls.setOptions({ autoRotate: true, autoRotateSpeed: 45, autoRotateDelay: 0 });
   * recorder.start({ frameRate: 30, maxDuration: 8000, fixedTimeStep: true });
   * ```
   */
  start(options?: RecordingOptions): void;
  /**
   * Pauses recording.
   *
   * @example
   * Leave out the part where the camera jumps:
   * ```ts
   * const recorder = await viewer.getOrAddPlugin(CanvasRecorderPlugin);
   * recorder.pause();
   * viewer.camera.setPose({ position: [0, 0.1, 0.2] });
   * recorder.resume();
   * ```
   */
  pause(): void;
  /**
   * Resumes a paused recording.
   *
   * @example
   * Pause while the tab is hidden, and go on when it is back:
   * ```ts
   * const recorder = await viewer.getOrAddPlugin(CanvasRecorderPlugin);
   * document.addEventListener('visibilitychange', () => {
   *   if (document.hidden && recorder.state === RecorderState.Recording) recorder.pause();
   *   else if (!document.hidden && recorder.state === RecorderState.Paused) recorder.resume();
   * });
   * ```
   */
  resume(): void;
  /**
   * Stops and encodes. Call it while {@link CanvasRecorderPlugin.state} is {@link RecorderState.Recording} or
   * {@link RecorderState.Paused}.
   *
   * @example
   * ```ts
   * const recorder = await viewer.getOrAddPlugin(CanvasRecorderPlugin);
   * const { blob, duration } = await recorder.stop();
   * console.log(`${(duration / 1000).toFixed(1)} s, ${blob.size} bytes`);
   * ```
   */
  stop(): Promise<RecordingResult>;
}
