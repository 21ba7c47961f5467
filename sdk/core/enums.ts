/**
 * When the viewer draws a frame.
 *
 * @see {@link ViewerAppOptions.renderLoop}
 * @see {@link RenderManager.loopMode}
 * @since 0.8.0
 */
export declare enum RenderLoopMode {
  /**
   * Draw only after something changed (camera, scene, material, a plugin asking for a frame) and
   * while progressive plugins are still refining. The default: an idle viewer costs no GPU time.
   */
  OnDemand = 'on-demand',
  /** Draw every animation frame, whether or not anything changed. For video capture and debugging. */
  Continuous = 'continuous',
  /** Draw nothing until the mode changes again; the last frame stays on the canvas. */
  Paused = 'paused',
}

/**
 * The projection of the {@link ViewerCamera}.
 *
 * @see {@link ViewerCameraOptions.projection}
 */
export declare enum CameraProjection {
  /** Perspective projection with a vertical field of view in degrees. The default. */
  Perspective = 'perspective',
  /** Orthographic projection: parallel lines stay parallel; used for technical views and thumbnails. */
  Orthographic = 'orthographic',
}

/**
 * How pointer input moves the camera.
 *
 * @see {@link CameraController.mode}
 */
export declare enum ControlsMode {
  /** Rotate around a target point, zoom towards it, pan across the view. The default. */
  Orbit = 'orbit',
  /** Like {@link ControlsMode.Orbit} but the up axis stays vertical and the polar angle is locked: a turntable. */
  Turntable = 'turntable',
  /** First-person: the camera rotates in place and moves with the keyboard (W, A, S, D). For scenes, not products. */
  Fly = 'fly',
  /** No user input; the camera only moves from code (camera views, animations). */
  None = 'none',
}

/**
 * Where a render pass runs within a frame. Passes of the same stage run in the order of their
 * {@link IRenderPass.priority}.
 */
export declare enum RenderStage {
  /** Before the scene is drawn: shadow maps, depth and normal pre-passes. */
  PreScene = 'pre-scene',
  /** Drawing the scene into the main render target. */
  Scene = 'scene',
  /** Screen-space effects that need the scene colour and depth: SSAO, reflections, bloom, depth of field. */
  PostProcess = 'post-process',
  /** Tone mapping and output colour conversion, then anti-aliasing. */
  Output = 'output',
  /** Drawn last, unaffected by tone mapping: selection outlines, gizmos, helpers. */
  Overlay = 'overlay',
}

/**
 * How much the SDK writes to the browser console.
 *
 * @see {@link ViewerAppOptions.logLevel}
 */
export declare enum LogLevel {
  /** Nothing. */
  Silent = 0,
  /** Errors only. */
  Error = 1,
  /** Errors and warnings (deprecated options, missing textures). The default. */
  Warn = 2,
  /** Also plugin registration and load timings. */
  Info = 3,
  /** Everything, including each render pass per frame. Slow; for bug reports only. */
  Debug = 4,
}

/**
 * Machine-readable reason of a {@link ViewerError}.
 */
export declare enum ViewerErrorCode {
  /** The browser has no WebGL 2 context (old browser, disabled GPU, blocklisted driver). */
  WebGLUnavailable = 'webgl-unavailable',
  /** The GPU context was lost (driver reset, too many contexts); the viewer restores it when it can. */
  ContextLost = 'context-lost',
  /** The licence key is malformed, expired, or not valid for this domain. The viewer keeps running with a watermark. */
  LicenseInvalid = 'license-invalid',
  /** A model, texture or environment map failed to download or parse. */
  LoadFailed = 'load-failed',
  /** A plugin needs another plugin that is not registered and could not be added automatically. */
  PluginDependencyMissing = 'plugin-dependency-missing',
  /**
   * A render pass of the same name is already in the pipeline: thrown by {@link RenderManager.addPass},
   * for example when two custom pass plugins give their passes one name. Adding a plugin whose type is
   * already registered is not an error: {@link ViewerApp.addPlugin} resolves with the registered instance.
   */
  PluginAlreadyAdded = 'plugin-already-added',
  /**
   * A method was called on a viewer after {@link ViewerApp.dispose}. Every method of a disposed viewer
   * other than `dispose` fails with it: those that return a promise reject, the others throw.
   */
  Disposed = 'disposed',
}

/**
 * What the viewer draws behind the model.
 *
 * @see {@link ViewerScene.backgroundMode}
 */
export declare enum BackgroundMode {
  /** A transparent canvas: the page shows through. Needs {@link RenderManagerOptions.alpha}. */
  Transparent = 'transparent',
  /** A flat colour, {@link ViewerScene.backgroundColor}. The default, white. */
  Color = 'color',
  /** The environment map itself, sharp. */
  Environment = 'environment',
  /** The environment map, blurred by {@link ViewerScene.backgroundBlur}; keeps attention on the product. */
  BlurredEnvironment = 'blurred-environment',
}

/**
 * Why the scene changed; carried by {@link SceneUpdateEvent}. Plugins use it to decide whether
 * cached data (shadows, bounding boxes, diamond normal caches) must be rebuilt.
 */
export declare enum SceneUpdateReason {
  /** Objects were added to the model root. */
  ObjectAdded = 'object-added',
  /** Objects were removed from the model root. */
  ObjectRemoved = 'object-removed',
  /** An object moved, rotated or scaled. */
  TransformChanged = 'transform-changed',
  /** A material property or texture changed. */
  MaterialChanged = 'material-changed',
  /** The environment map or its intensity or rotation changed. */
  EnvironmentChanged = 'environment-changed',
  /** Visibility of an object changed (for example by a variation configurator). */
  VisibilityChanged = 'visibility-changed',
}
