import type { AssetManager, ImportOptions, LoadOptions, ImportedAsset, EnvironmentMapOptions } from '../assets';
import type {
  CameraController,
  CameraControllerOptions,
  CameraPose,
  ViewerCamera,
  ViewerCameraOptions,
} from './camera';
import type { BackgroundMode, LogLevel, RenderLoopMode } from './enums';
import type { TypedEventDispatcher, ViewerEventMap } from './events';
import type { IViewerPlugin, IViewerPluginConstructor, SerializedPluginState } from './plugin';
import type { RenderManager, RenderManagerOptions } from './render';
import type { ViewerScene } from './scene';
import type { Object3D, Texture } from 'three';

/**
 * Options of {@link ViewerApp}. Only `canvas` is required.
 *
 * @example
 * ```ts
 * const viewer = new ViewerApp({
 *   canvas: document.querySelector('canvas')!,
 *   licenseKey: 'YOUR_LICENSE_KEY',
 *   renderer: { maxPixelRatio: 1.5 },
 *   controls: { autoRotate: true },
 * });
 * ```
 */
export interface ViewerAppOptions {
  /** The canvas to draw into. Its CSS size decides the drawing size; the viewer follows its resizes. */
  canvas: HTMLCanvasElement;
  /**
   * Licence key for production domains. Without one the viewer shows a small watermark.
   *
   * @defaultValue none (`undefined`): the viewer shows a small watermark
   */
  licenseKey?: string;
  /**
   * WebGL context and quality options.
   *
   * @defaultValue the defaults of {@link RenderManagerOptions} (`maxPixelRatio` `2`, `msaaSamples` `4`)
   */
  renderer?: RenderManagerOptions;
  /**
   * Camera projection, field of view and initial pose.
   *
   * @defaultValue the defaults of {@link ViewerCameraOptions}: perspective, `fov` `45`, placed by {@link ViewerCamera.fitToObject} when the first model loads
   */
  camera?: ViewerCameraOptions;
  /**
   * Limits and speeds of user camera control.
   *
   * @defaultValue the defaults of {@link CameraControllerOptions}: {@link ControlsMode.Orbit} with damping, no auto-rotation
   */
  controls?: CameraControllerOptions;
  /**
   * When to draw frames.
   *
   * @defaultValue {@link RenderLoopMode.OnDemand}
   */
  renderLoop?: RenderLoopMode;
  /**
   * Console verbosity.
   *
   * @defaultValue {@link LogLevel.Warn}
   */
  logLevel?: LogLevel;
  /**
   * Plugins to add right away; equivalent to calling {@link ViewerApp.addPlugins} after construction.
   *
   * @defaultValue none (`[]`); add plugins later with {@link ViewerApp.addPlugins}
   */
  plugins?: (IViewerPlugin | IViewerPluginConstructor)[];
  /**
   * Base address for relative asset URLs.
   *
   * @defaultValue the page's address
   */
  assetBaseUrl?: string;
}

/**
 * Information on the licence in use; see {@link ViewerApp.license}.
 */
export interface LicenseInfo {
  /** Whether the key is valid for this domain. */
  readonly valid: boolean;
  /** The plan the key belongs to, for example `'Business'`. */
  readonly plan?: string;
  /** Expiry date of the key, if it expires. */
  readonly expires?: Date;
  /** Whether the watermark is shown. */
  readonly watermark: boolean;
}

/**
 * A whole viewer set-up as JSON: environment, camera, background and each plugin's settings.
 * Written by {@link ViewerApp.exportConfig} and by the editor; read by {@link ViewerApp.importConfig}.
 *
 * @since 0.9.0
 */
export interface ViewerConfigJSON {
  /** Format version, currently 2 (SDK 0.9 and later). */
  version: 2;
  /** SDK version that wrote the file, for example `'0.11.0'`. */
  sdkVersion: string;
  /**
   * Environment map address, intensity and rotation.
   *
   * @defaultValue none (`undefined`): the file sets no environment map
   */
  environment?: {
    /** Address of the `.hdr`, `.exr` or panorama file. */
    url: string;
    /**
     * Image-based lighting multiplier.
     *
     * @defaultValue 1
     */
    intensity?: number;
    /**
     * Rotation around the vertical axis in radians.
     *
     * @defaultValue 0
     */
    rotation?: number;
  };
  /**
   * Background mode and colour.
   *
   * @defaultValue none (`undefined`): the file sets no background
   */
  background?: {
    /** A {@link BackgroundMode} value. */
    mode: `${BackgroundMode}`;
    /**
     * Colour for {@link BackgroundMode.Color}, `#rrggbb`.
     *
     * @defaultValue none (`undefined`): the file sets no colour
     */
    color?: string;
    /**
     * Blur for {@link BackgroundMode.BlurredEnvironment}, 0 to 1.
     *
     * @defaultValue none (`undefined`): the file sets no blur
     */
    blur?: number;
  };
  /**
   * The camera pose.
   *
   * @defaultValue none (`undefined`): the file sets no camera pose
   */
  camera?: CameraPose;
  /** Plugin settings, one entry per plugin. */
  plugins: SerializedPluginState[];
}

/**
 * The viewer: owns the canvas, the render loop, the scene, the camera and its controller, the
 * asset manager and the plugin registry. Everything else is a plugin.
 *
 * @example
 * ```ts
 * import { ViewerApp, TonemapPlugin, GroundPlugin, DiamondPlugin } from 'vitrine';
 *
 * const canvas = document.getElementById('vitrine-canvas') as HTMLCanvasElement;
 * const viewer = new ViewerApp({ canvas, licenseKey: 'YOUR_LICENSE_KEY' });
 *
 * await viewer.addPlugins([TonemapPlugin, GroundPlugin, DiamondPlugin]);
 * await viewer.setEnvironmentMap('/assets/studio.hdr');
 * await viewer.load('/assets/ring.glb');
 * ```
 *
 * @see {@link ViewerAppOptions}
 * @see {@link ViewerEventMap}
 */
export declare class ViewerApp extends TypedEventDispatcher<ViewerEventMap> {
  /**
   * Creates a viewer on a canvas. If WebGL 2 is unavailable the constructor does not throw: it
   * renders nothing and dispatches an `error` event with {@link ViewerErrorCode.WebGLUnavailable}.
   * That event is queued as a microtask, so a listener added right after `new ViewerApp(…)`, in the
   * same synchronous code, receives it.
   *
   * @param options - the canvas and optional settings.
   */
  constructor(options: ViewerAppOptions);
  /** The SDK version, for example `'0.11.0'`. */
  static readonly VERSION: string;
  /** The canvas the viewer draws into. */
  readonly canvas: HTMLCanvasElement;
  /** The scene, its model root and environment. */
  readonly scene: ViewerScene;
  /** The active camera. */
  readonly camera: ViewerCamera;
  /** User camera control. */
  readonly controls: CameraController;
  /** Renderer, render targets and passes. */
  readonly renderManager: RenderManager;
  /** Loading, caching and exporting of assets. */
  readonly assetManager: AssetManager;
  /**
   * The licence state.
   *
   * @example
   * Warn the team a month before the key expires:
   * ```ts
   * const { valid, expires } = viewer.license;
   * if (valid && expires && expires.getTime() - Date.now() < 30 * 24 * 60 * 60 * 1000) {
   *   console.warn(`The Vitrine licence expires on ${expires.toDateString()}`);
   * }
   * ```
   */
  get license(): LicenseInfo;
  /**
   * The registered plugins, by {@link IViewerPlugin.pluginType}.
   *
   * @example
   * List what is registered, for a debug overlay:
   * ```ts
   * stats.textContent = Object.keys(viewer.plugins).join(', ');
   * const ssao = viewer.plugins['SSAOPlugin'];
   * if (ssao) ssao.enabled = false;
   * ```
   */
  get plugins(): Readonly<Record<string, IViewerPlugin>>;
  /**
   * `true` after {@link ViewerApp.dispose}.
   *
   * @example
   * Stop a set-up that outlived its page (React strict mode unmounts and mounts again):
   * ```ts
   * await viewer.load('/assets/ring.glb');
   * if (!viewer.isDisposed) await viewer.setEnvironmentMap('/assets/studio.hdr');
   * ```
   */
  get isDisposed(): boolean;
  /**
   * Adds a plugin: constructs it if given its class, adds its dependencies first, calls
   * {@link IViewerPlugin.onAdded} and dispatches `pluginAdded`.
   *
   * One plugin per type: adding a type that is already registered is not an error and adds nothing.
   * The promise resolves with the registered instance; a class is not constructed again, and another
   * instance of that type is not added, so settings given to its constructor are not applied
   * (change them on the registered instance with {@link ViewerPlugin.setSettings}).
   *
   * @typeParam T - the plugin type.
   * @param plugin - a plugin instance or a plugin class.
   * @returns the registered plugin instance: the one given, or the one already registered for its type.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.PluginDependencyMissing} when a plugin's dependency is
   * not registered and could not be added.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * ```ts
   * const ground = await viewer.addPlugin(GroundPlugin);
   * ground.setSettings({ shadowOpacity: 0.6 });
   * ```
   */
  addPlugin<T extends IViewerPlugin>(plugin: T | IViewerPluginConstructor<T>): Promise<T>;
  /**
   * Adds several plugins in order; see {@link ViewerApp.addPlugin}.
   *
   * @param plugins - instances or classes.
   * @returns the registered instances, in the same order.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.PluginDependencyMissing} when a plugin's dependency is
   * not registered and could not be added.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * ```ts
   * await viewer.addPlugins([TonemapPlugin, ProgressivePlugin, new GroundPlugin({ shadowOpacity: 0.5 })]);
   * ```
   */
  addPlugins(plugins: readonly (IViewerPlugin | IViewerPluginConstructor)[]): Promise<IViewerPlugin[]>;
  /**
   * The registered plugin of a class, or `undefined`. To look a plugin up by its `PluginType`
   * string (from a saved configuration, for example), read {@link ViewerApp.plugins}.
   *
   * @typeParam T - the plugin type.
   * @param type - the plugin class.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * ```ts
   * const diamonds = viewer.getPlugin(DiamondPlugin);
   * diamonds?.setSettings({ quality: DiamondQuality.High });
   * ```
   */
  getPlugin<T extends IViewerPlugin>(type: IViewerPluginConstructor<T>): T | undefined;
  /**
   * Like {@link ViewerApp.getPlugin}, but adds the plugin if it is missing.
   *
   * @typeParam T - the plugin type.
   * @param type - the plugin class.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.PluginDependencyMissing} when a plugin's dependency is
   * not registered and could not be added.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * A helper that works whether or not the page added the plugin:
   * ```ts
   * const snapshots = await viewer.getOrAddPlugin(CanvasSnapshotPlugin);
   * await snapshots.download('ring.png');
   * ```
   */
  getOrAddPlugin<T extends IViewerPlugin>(type: IViewerPluginConstructor<T>): Promise<T>;
  /**
   * Removes a plugin, calls its {@link IViewerPlugin.onRemove} and disposes it.
   *
   * @param plugin - the instance or its class.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * Drop ambient occlusion on low-end phones:
   * ```ts
   * if (getDeviceCapabilities().tier === DeviceTier.Low) {
   *   await viewer.removePlugin(SSAOPlugin);
   * }
   * ```
   */
  removePlugin(plugin: IViewerPlugin | IViewerPluginConstructor): Promise<void>;
  /**
   * Loads a model (glTF, GLB, or anything a registered loader handles), adds it under
   * {@link ViewerScene.modelRoot}, frames the camera on the first load, and dispatches `load`.
   *
   * @param url - the model address, or a `File` from an input or a drop.
   * @param options - placement and import options.
   * @returns the loaded root object.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when downloading or parsing fails, or no
   * loader handles the file.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * Open a model the user picked, replacing the current one:
   * ```ts
   * input.addEventListener('change', async () => {
   *   const file = input.files?.[0];
   *   if (!file) return;
   *   try {
   *     await viewer.load(file, { replace: true });
   *   } catch (error) {
   *     if (error instanceof ViewerError && error.code === ViewerErrorCode.LoadFailed) label.textContent = 'Not a model file';
   *   }
   * });
   * ```
   */
  load(url: string | File, options?: LoadOptions): Promise<Object3D>;
  /**
   * Loads any asset without adding it to the scene; see {@link AssetManager.import}.
   *
   * @param url - the asset address or file.
   * @param options - import options.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when downloading or parsing fails, or no
   * loader handles the file.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * Load a gift box, then show it only when asked:
   * ```ts
   * const { value: box } = await viewer.import('/assets/gift-box.glb');
   * button.addEventListener('click', () => {
   *   if (box instanceof Object3D) viewer.scene.addObject(box);
   * });
   * ```
   */
  import(url: string | File, options?: ImportOptions): Promise<ImportedAsset>;
  /**
   * Loads an environment map (`.hdr`, `.exr`, or an LDR panorama) and uses it for lighting.
   *
   * @param url - the address of the map, or a texture already loaded, or `null` to remove it.
   * @param options - intensity, rotation, background.
   * @returns the texture in use.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when the map cannot be downloaded or decoded.
   * @throws DOMException named `AbortError` when {@link ImportOptions.signal} aborts.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * ```ts
   * await viewer.setEnvironmentMap('/assets/studio.hdr', { intensity: 1.2, rotation: Math.PI / 2 });
   * ```
   */
  setEnvironmentMap(url: string | Texture | null, options?: EnvironmentMapOptions): Promise<Texture | null>;
  /**
   * Asks for a new frame that restarts progressive refinement; see {@link RenderManager.requestFrame}.
   *
   * What to call after which change: the viewer redraws by itself after changes made through the
   * SDK. After direct edits of three.js objects, tell it what changed, and that also asks for the
   * frame:
   *
   * - {@link ViewerScene.setDirty} for objects under the model root (visibility, transforms,
   *   geometry, which material a mesh uses, added or removed children): it also forgets the cached
   *   bounds and dispatches `sceneUpdate`, on which plugins rebuild what they keep about the model
   *   (the ground re-bakes its contact shadow);
   * - {@link ViewerMaterial.setDirty} for a material's three.js parameters or textures;
   * - {@link ViewerCamera.setDirty} for the camera's position or target changed in place;
   * - `requestFrame` for the rest, changes that alter the image but not the model: your own
   *   objects outside the model root (helpers, lights), a render pass, a renderer setting, a shader
   *   uniform animated every frame.
   *
   * The {@link ShadowsPlugin} keeps its shadow maps until told: after moving a light or an object
   * directly, also call {@link ShadowsPlugin.setDirty}, which asks for a frame too. The ground
   * re-bakes its contact shadow only on `sceneUpdate`: after moving an object of your own that the
   * shadow shows, also call {@link GroundPlugin.bakeShadow}.
   *
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * Turn off a render pass of your own (added as `grayscale` with {@link RenderManager.addPass}), then redraw:
   * ```ts
   * const grayscale = viewer.renderManager.getPass('grayscale');
   * if (grayscale) {
   *   grayscale.enabled = false;
   *   viewer.requestFrame();
   * }
   * ```
   */
  requestFrame(): void;
  /**
   * The settings of the scene and every plugin, as JSON.
   *
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * Remember the set-up between visits:
   * ```ts
   * localStorage.setItem('ring-setup', JSON.stringify(viewer.exportConfig()));
   * ```
   * @since 0.9.0
   */
  exportConfig(): ViewerConfigJSON;
  /**
   * Applies a configuration written by {@link ViewerApp.exportConfig} or the editor. Plugins named
   * in it that are not registered are skipped with a warning.
   *
   * @param config - the configuration object or the address of a `.json` file.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.LoadFailed} when `config` is an address and the file
   * cannot be downloaded or parsed.
   * @throws {@link ViewerError} with {@link ViewerErrorCode.Disposed} when called after {@link ViewerApp.dispose}.
   * @example
   * Restore a set-up saved with exportConfig, or the studio default:
   * ```ts
   * const saved = localStorage.getItem('ring-setup');
   * await viewer.importConfig(saved ? (JSON.parse(saved) as ViewerConfigJSON) : '/configs/studio.json');
   * ```
   * @since 0.9.0
   */
  importConfig(config: ViewerConfigJSON | string): Promise<void>;
  /**
   * Frees everything: plugins, render targets, textures, geometries, listeners, the WebGL context.
   * Dispatches `dispose` first. The viewer cannot be used afterwards, and neither can its canvas for
   * a new viewer: the canvas keeps the lost context, so a viewer created on it draws nothing. Give a
   * new viewer a new canvas (under React Strict Mode, create the canvas in the effect that creates
   * the viewer).
   *
   * @example
   * Free the GPU when a single-page app leaves the product page:
   * ```ts
   * window.addEventListener('pagehide', () => viewer.dispose(), { once: true });
   * ```
   */
  dispose(): void;
}
