import type { Camera, Scene, WebGLRenderer, WebGLRenderTarget } from 'three';
import type { RenderLoopMode, RenderStage } from './enums';

/**
 * Options of the {@link RenderManager}, set through {@link ViewerAppOptions.renderer}.
 */
export interface RenderManagerOptions {
  /**
   * Keep the canvas transparent where nothing is drawn. Needed for {@link BackgroundMode.Transparent}.
   *
   * @defaultValue `false`
   */
  alpha?: boolean;
  /**
   * Upper bound of device pixels per CSS pixel. 2 is sharp on phones and saves memory on 3x screens.
   *
   * @defaultValue 2
   */
  maxPixelRatio?: number;
  /**
   * Multisample anti-aliasing samples of the main target while the camera moves; 0 to rely on temporal AA.
   *
   * @defaultValue 4
   */
  msaaSamples?: number;
  /**
   * Use half-float render targets (HDR between passes). Needed for bloom and tone mapping.
   *
   * @defaultValue `true`
   */
  hdr?: boolean;
  /**
   * Keep the drawing buffer after presenting, so that `canvas.toDataURL()` works. Costs memory; {@link CanvasSnapshotPlugin} does not need it.
   *
   * @defaultValue `false`
   */
  preserveDrawingBuffer?: boolean;
  /**
   * Ask the browser for the discrete GPU on dual-GPU laptops.
   *
   * @defaultValue `'high-performance'`
   */
  powerPreference?: WebGLPowerPreference;
}

/**
 * One step of the frame pipeline: a shadow pre-pass, the scene, a screen-space effect, the output.
 * Plugins add passes with {@link RenderManager.addPass}.
 */
export interface IRenderPass {
  /** Unique name, used to order passes and to look them up. */
  readonly name: string;
  /** Where in the frame the pass runs. */
  readonly stage: RenderStage;
  /**
   * Order within the stage, lower first.
   *
   * @defaultValue 0
   */
  readonly priority?: number;
  /** Disabled passes are skipped. */
  enabled: boolean;
  /**
   * Draws the pass.
   *
   * @param context - renderer, scene, camera and the read and write targets.
   */
  render(context: RenderPassContext): void;
  /**
   * Resizes the pass's own render targets.
   *
   * @param width - drawing-buffer width in device pixels.
   * @param height - drawing-buffer height in device pixels.
   */
  setSize?(width: number, height: number): void;
  /** Frees the pass's GPU resources. */
  dispose?(): void;
}

/**
 * What a pass receives in {@link IRenderPass.render}.
 */
export interface RenderPassContext {
  /** The three.js renderer. */
  readonly renderer: WebGLRenderer;
  /** The scene being drawn. */
  readonly scene: Scene;
  /** The camera being drawn from. */
  readonly camera: Camera;
  /** The result of the previous pass; `null` for the first pass. */
  readonly readTarget: WebGLRenderTarget | null;
  /** Where to draw; `null` means the canvas. */
  readonly writeTarget: WebGLRenderTarget | null;
  /** Index of the frame within the current progressive accumulation, 0 after a change. */
  readonly accumulationFrame: number;
}

/**
 * Per-frame figures from {@link RenderManager.stats}.
 */
export interface RenderStats {
  /** GPU time of the last frame in milliseconds, when the browser exposes timer queries; otherwise CPU time. */
  readonly frameTime: number;
  /** Draw calls in the last frame. */
  readonly drawCalls: number;
  /** Triangles drawn in the last frame. */
  readonly triangles: number;
  /** Textures resident on the GPU. */
  readonly textures: number;
  /** Compiled shader programs. */
  readonly programs: number;
}

/**
 * Owns the WebGL renderer, the render targets and the ordered pipeline of passes, and decides
 * when to draw. Created by the viewer from {@link ViewerAppOptions.renderer}; reach it as
 * {@link ViewerApp.renderManager}.
 *
 * @example
 * ```ts
 * viewer.renderManager.loopMode = RenderLoopMode.Continuous; // while debugging (CanvasRecorderPlugin switches by itself)
 * console.log(viewer.renderManager.stats.drawCalls);
 * ```
 *
 * @see {@link RenderManagerOptions}
 * @see {@link IRenderPass}
 * @hideconstructor
 */
export declare class RenderManager {
  /**
   * @param canvas - the canvas to draw into.
   * @param options - context and quality options.
   */
  constructor(canvas: HTMLCanvasElement, options?: RenderManagerOptions);
  /** The three.js renderer. */
  readonly renderer: WebGLRenderer;
  /**
   * When frames are drawn.
   *
   * @defaultValue {@link RenderLoopMode.OnDemand}
   */
  loopMode: RenderLoopMode;
  /**
   * Device pixels per CSS pixel used, after the {@link RenderManagerOptions.maxPixelRatio} cap.
   *
   * @example
   * ```ts
   * console.log(`drawing ${viewer.renderManager.pixelRatio} device pixels per CSS pixel`);
   * ```
   */
  get pixelRatio(): number;
  /**
   * Scales the resolution, for example 0.5 while the camera moves on slow devices. 0.25 to 1.
   *
   * @defaultValue 1
   */
  renderScale: number;
  /**
   * The passes in the order they run.
   *
   * @example
   * Print the pipeline, in the order it runs:
   * ```ts
   * console.log(viewer.renderManager.passes.map((pass) => `${pass.stage}: ${pass.name}`).join('\n'));
   * ```
   */
  get passes(): readonly IRenderPass[];
  /**
   * Figures of the last frame.
   *
   * @example
   * A frame-statistics overlay:
   * ```ts
   * viewer.addEventListener('postFrame', () => {
   *   const { drawCalls, triangles, frameTime } = viewer.renderManager.stats;
   *   stats.textContent = `${drawCalls} draw calls, ${triangles} triangles, ${frameTime.toFixed(1)} ms`;
   * });
   * ```
   */
  get stats(): RenderStats;
  /**
   * Inserts a pass according to its stage and priority.
   *
   * @param pass - the pass to add; its name must be unique.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.PluginAlreadyAdded} if a pass of that name exists.
   * @example
   * A grayscale pass after the post-processing effects:
   * ```ts
   * viewer.renderManager.addPass({
   *   name: 'grayscale',
   *   stage: RenderStage.PostProcess,
   *   enabled: true,
   *   render: (context) => drawGrayscale(context, 1),
   * });
   * ```
   */
  addPass(pass: IRenderPass): void;
  /**
   * Removes a pass (without disposing it).
   *
   * @param pass - the pass or its name.
   * @example
   * ```ts
   * viewer.renderManager.removePass('grayscale');
   * viewer.requestFrame();
   * ```
   */
  removePass(pass: IRenderPass | string): void;
  /**
   * A pass by name.
   *
   * @param name - the pass name.
   * @example
   * Switch a pass off without removing it:
   * ```ts
   * const grayscale = viewer.renderManager.getPass('grayscale');
   * if (grayscale) {
   *   grayscale.enabled = false;
   *   viewer.requestFrame();
   * }
   * ```
   */
  getPass(name: string): IRenderPass | undefined;
  /**
   * Asks for a frame; with {@link RenderLoopMode.OnDemand} this is what makes the viewer draw.
   * {@link ViewerApp.requestFrame} does the same with `resetAccumulation` left `true`, and says
   * when a `setDirty` call replaces it.
   *
   * @param resetAccumulation - restart progressive refinement (the image changed). Default `true`.
   * @example
   * After hiding a helper of your own (outside the model root), the progressive plugin must refine again:
   * ```ts
   * const helper = viewer.scene.three.getObjectByName('measure-lines');
   * if (helper) {
   *   helper.visible = false;
   *   viewer.renderManager.requestFrame();
   * }
   * ```
   */
  requestFrame(resetAccumulation?: boolean): void;
  /**
   * Resizes the drawing buffer and every pass. The viewer calls it from a `ResizeObserver`.
   *
   * @param width - CSS pixels.
   * @param height - CSS pixels.
   * @example
   * Resize in the same frame as a layout change, rather than one frame later from the observer:
   * ```ts
   * document.body.classList.add('viewer-expanded');
   * viewer.renderManager.setSize(viewer.canvas.clientWidth, viewer.canvas.clientHeight);
   * ```
   */
  setSize(width: number, height: number): void;
  /**
   * Allocates a render target that is resized with the canvas and disposed with the viewer.
   *
   * @param name - a unique name, for debugging.
   * @param scale - size relative to the drawing buffer. Default 1.
   * @example
   * A half-resolution target for a custom pass, resized and freed by the viewer:
   * ```ts
   * const trail = viewer.renderManager.createTarget('trail-history', 0.5);
   * console.log(trail.width, trail.height);
   * ```
   */
  createTarget(name: string, scale?: number): WebGLRenderTarget;
  /**
   * Frees the renderer, targets and passes.
   *
   * @example
   * {@link ViewerApp.dispose} calls it; the viewer cannot draw afterwards.
   * ```ts
   * viewer.addEventListener('dispose', () => console.log('freeing', viewer.renderManager.stats.textures, 'textures'));
   * viewer.dispose();
   * ```
   */
  dispose(): void;
}
