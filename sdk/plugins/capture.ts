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
  /** Crop to the model's bounds plus this margin (fraction of size); `undefined` keeps the whole view. */
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
 */
export declare class CanvasSnapshotPlugin extends ViewerPlugin {
  /** `'CanvasSnapshotPlugin'`. */
  static readonly PluginType = 'CanvasSnapshotPlugin';
  /**
   * Renders and encodes an image.
   *
   * @param options - format, size, background.
   */
  snapshot(options?: SnapshotOptions): Promise<Blob>;
  /**
   * Renders an image as a data URL, for an `<img>`.
   *
   * @param options - format, size, background.
   */
  snapshotDataUrl(options?: SnapshotOptions): Promise<string>;
  /**
   * Renders an image and lets the user save it.
   *
   * @param fileName - suggested file name. Default `'snapshot.png'` (extension follows the format).
   * @param options - format, size, background.
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
  /** Container and codec as a MIME type; the first one the browser supports of WebM VP9, WebM VP8 and MP4 H.264 when omitted. */
  mimeType?: string;
  /**
   * Frames per second.
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
   * Render every frame at a fixed time step regardless of speed, so that slow devices still give smooth video.
   *
   * @defaultValue `true`
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
 */
export declare class CanvasRecorderPlugin extends ViewerPlugin<Record<string, never>, CanvasRecorderEventMap> {
  /** `'CanvasRecorderPlugin'`. */
  static readonly PluginType = 'CanvasRecorderPlugin';
  /** The current state. */
  get state(): RecorderState;
  /** Whether this browser can record the canvas. */
  get supported(): boolean;
  /** Resolves with the result when the current recording finishes. */
  get finished(): Promise<RecordingResult>;
  /**
   * Starts recording.
   *
   * @param options - format, frame rate, duration.
   * @throws {@link ViewerError} if a recording is running or recording is unsupported.
   */
  start(options?: RecordingOptions): void;
  /** Pauses recording. */
  pause(): void;
  /** Resumes a paused recording. */
  resume(): void;
  /** Stops and encodes. */
  stop(): Promise<RecordingResult>;
}
