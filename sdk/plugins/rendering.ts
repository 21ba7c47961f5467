import type { Object3D } from 'three';
import type { IRenderPass, IUiConfigurable, PassPlugin, ViewerPlugin, ViewerPluginEventMap } from '../core';
import type { UiConfig } from '../ui';

/**
 * Tone-mapping curves: how HDR scene colours are compressed to the screen's range.
 *
 * @see {@link TonemapSettings.toneMapping}
 */
export declare enum ToneMapping {
  /** No compression: values above 1 clip. For UI overlays and debugging. */
  None = 'none',
  /** Exposure only, then clip. */
  Linear = 'linear',
  /** Reinhard: soft highlights, lower contrast. */
  Reinhard = 'reinhard',
  /** ACES filmic: contrasty, saturated highlights desaturate; the classic film look. */
  ACESFilmic = 'aces-filmic',
  /**
   * AgX: smooth highlight roll-off without hue shifts; good for saturated gems.
   *
   * @since 0.11.0
   */
  AgX = 'agx',
  /**
   * Khronos PBR Neutral: keeps base colours close to their sRGB values; best for product colour accuracy. The default.
   *
   * @since 0.11.0
   */
  Neutral = 'neutral',
}

/**
 * Settings of the {@link TonemapPlugin}: the tone-mapping curve, and the grading of the final image (exposure,
 * applied before the curve; saturation; contrast; white balance). Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface TonemapSettings {
  /**
   * The curve.
   *
   * @defaultValue {@link ToneMapping.Neutral}
   */
  toneMapping: ToneMapping;
  /**
   * Exposure multiplier, applied before the curve.
   *
   * @defaultValue 1
   */
  exposure: number;
  /**
   * Saturation multiplier after the curve; 1 unchanged, 0 grey.
   *
   * @defaultValue 1
   */
  saturation: number;
  /**
   * Contrast around mid-grey; 0 unchanged, -1 to 1.
   *
   * @defaultValue 0
   */
  contrast: number;
  /**
   * White balance shift in kelvin relative to 6500 K; negative is cooler.
   *
   * @defaultValue 0
   */
  temperature: number;
}

/**
 * Tone mapping and colour grading of the final image: maps the HDR render to the screen with a
 * curve ({@link ToneMapping}), exposure, saturation, contrast and white balance.
 *
 * @example
 * ```ts
 * const tonemap = await viewer.addPlugin(TonemapPlugin);
 * tonemap.setSettings({ toneMapping: ToneMapping.AgX, exposure: 1.2 });
 * ```
 *
 * @see {@link ToneMapping}
 */
export declare class TonemapPlugin extends PassPlugin<TonemapSettings> implements IUiConfigurable {
  /**
   * `'TonemapPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'TonemapPlugin';
  /**
   * @param settings - initial settings; see {@link TonemapSettings} for defaults.
   */
  constructor(settings?: Partial<TonemapSettings>);
  /**
   * The controls of this plugin for a {@link SettingsPanelPlugin}, built on first access and cached.
   *
   * @example
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * panel.addPlugin(await viewer.getOrAddPlugin(TonemapPlugin));
   * ```
   */
  get uiConfig(): UiConfig;
  protected createPass(): IRenderPass;
}

/**
 * Settings of the {@link ProgressivePlugin}: how many frames are accumulated after a change, whether the
 * camera is jittered between them (which is what anti-aliases), and whether soft effects are accumulated as
 * well. Set them in the constructor or with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig}
 * saves them.
 */
export interface ProgressiveSettings {
  /**
   * Frames accumulated after the last change; more is smoother and costs GPU time only once.
   *
   * @defaultValue 64
   */
  maxFrameCount: number;
  /**
   * Sub-pixel jitter of the camera between frames; this is what anti-aliases.
   *
   * @defaultValue `true`
   */
  jitter: boolean;
  /**
   * Also accumulate soft effects (SSAO, shadows, diamond sampling) for noise-free stills.
   *
   * @defaultValue `true`
   */
  accumulateEffects: boolean;
}

/**
 * Events of the {@link ProgressivePlugin}.
 */
export interface ProgressiveEventMap extends ViewerPluginEventMap {
  /** Accumulation reached {@link ProgressiveSettings.maxFrameCount}; the image is final until the next change. */
  converged: {
    /** Frames accumulated. */
    readonly frameCount: number;
  };
}

/**
 * Progressive anti-aliasing: while nothing moves, each frame is drawn with a slightly different
 * sub-pixel offset and averaged with the previous ones, so a still image converges to a
 * super-sampled one. After {@link ProgressiveSettings.maxFrameCount} frames the viewer stops
 * drawing.
 *
 * @see {@link TemporalAAPlugin} for anti-aliasing while the camera moves.
 * @example
 * Take a snapshot once the image is final:
 * ```ts
 * const progressive = await viewer.addPlugin(ProgressivePlugin);
 * await progressive.waitForConvergence();
 * const image = await viewer.getPlugin(CanvasSnapshotPlugin)?.snapshot({ waitForConvergence: false });
 * ```
 * @since 0.2.0
 */
export declare class ProgressivePlugin extends ViewerPlugin<ProgressiveSettings, ProgressiveEventMap> {
  /**
   * `'ProgressivePlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'ProgressivePlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<ProgressiveSettings>);
  /**
   * Frames accumulated since the last change.
   *
   * @example
   * ```ts
   * viewer.addEventListener('postFrame', () => {
   *   const progressive = viewer.getPlugin(ProgressivePlugin);
   *   if (progressive) stats.textContent = `${progressive.frameCount} / ${progressive.settings.maxFrameCount} frames`;
   * });
   * ```
   */
  get frameCount(): number;
  /**
   * Whether accumulation finished.
   *
   * @example
   * Enable the download button only once the image is final:
   * ```ts
   * const progressive = await viewer.getOrAddPlugin(ProgressivePlugin);
   * viewer.addEventListener('postFrame', () => (button.disabled = !progressive.converged));
   * ```
   */
  get converged(): boolean;
  /**
   * Resolves when accumulation finished, for snapshots of the best quality.
   *
   * @param signal - stops waiting.
   * @throws DOMException named `AbortError` when `signal` aborts first.
   * @example
   * A snapshot of the best quality, giving up after 5 s:
   * ```ts
   * const progressive = await viewer.getOrAddPlugin(ProgressivePlugin);
   * const giveUp = new AbortController();
   * setTimeout(() => giveUp.abort(), 5000);
   * await progressive.waitForConvergence(giveUp.signal).catch(() => undefined);
   * await viewer.getPlugin(CanvasSnapshotPlugin)?.download('ring.png');
   * ```
   */
  waitForConvergence(signal?: AbortSignal): Promise<void>;
}

/**
 * Settings of the {@link TemporalAAPlugin}: how much of the reprojected history is blended into each frame
 * (smoother, with more ghosting) and how much the result is sharpened. Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface TemporalAASettings {
  /**
   * Weight of the history, 0 to 1; higher is smoother with more ghosting.
   *
   * @defaultValue 0.9
   */
  feedback: number;
  /**
   * Sharpening after resolve, 0 to 1, to counter the blur of reprojection.
   *
   * @defaultValue 0.25
   */
  sharpness: number;
}

/**
 * Temporal anti-aliasing while the camera or objects move: reprojects the previous frames with
 * motion vectors and blends them in. Works with {@link ProgressivePlugin}, which takes over once
 * the image is still.
 *
 * @example
 * ```ts
 * await viewer.addPlugins([ProgressivePlugin, TemporalAAPlugin]);
 * viewer.getPlugin(TemporalAAPlugin)?.setSettings({ sharpness: 0.4 });
 * ```
 *
 * @see {@link ProgressivePlugin}
 * @since 0.8.0
 */
export declare class TemporalAAPlugin extends PassPlugin<TemporalAASettings> {
  /**
   * `'TemporalAAPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'TemporalAAPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<TemporalAASettings>);
  protected createPass(): IRenderPass;
}

/**
 * How the ground receives shadows.
 *
 * @since 0.11.0
 */
export declare enum GroundShadowMode {
  /** No shadow on the ground. */
  None = 'none',
  /** A soft contact shadow rendered from below, updated when the model changes. Cheap; the default. */
  Contact = 'contact',
  /** Shadow from the {@link ShadowsPlugin} lights, accumulated progressively for soft penumbras. */
  Lights = 'lights',
}

/**
 * Settings of the {@link GroundPlugin}: whether the ground shows and where it sits, its size, its shadow
 * (technique, darkness, blur), its mirror reflection and its colour. Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface GroundSettings {
  /**
   * Show the ground plane (a shadow catcher: invisible except for shadows and reflections).
   *
   * @defaultValue `true`
   */
  visible: boolean;
  /**
   * Put the ground at the lowest point of the model instead of y = 0.
   *
   * @defaultValue `true`
   */
  autoPosition: boolean;
  /**
   * Size as a multiple of the model's bounding size.
   *
   * @defaultValue 4
   */
  size: number;
  /**
   * Shadow technique.
   *
   * @defaultValue {@link GroundShadowMode.Contact}
   */
  shadowMode: GroundShadowMode;
  /**
   * Shadow darkness, 0 to 1.
   *
   * @defaultValue 0.5
   */
  shadowOpacity: number;
  /**
   * Shadow blur radius as a fraction of the model size.
   *
   * @defaultValue 0.05
   */
  shadowBlur: number;
  /**
   * Mirror reflection strength of the ground, 0 to 1; 0 disables the reflection pass.
   *
   * @defaultValue 0
   */
  reflectivity: number;
  /**
   * Ground colour when not transparent; `null` for a shadow catcher.
   *
   * @defaultValue `null`
   */
  color: string | null;
}

/**
 * A ground under the model: a shadow catcher with a soft contact shadow and an optional mirror
 * reflection, positioned automatically under the model.
 *
 * @example
 * ```ts
 * const ground = await viewer.addPlugin(GroundPlugin);
 * ground.setSettings({ shadowOpacity: 0.7, reflectivity: 0.15 });
 * ```
 *
 * @see {@link ShadowsPlugin}
 * @since 0.2.0
 */
export declare class GroundPlugin extends ViewerPlugin<GroundSettings> implements IUiConfigurable {
  /**
   * `'GroundPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'GroundPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<GroundSettings>);
  /**
   * The ground mesh (not part of {@link ViewerScene.modelRoot}, so never exported).
   *
   * @example
   * Put the ground 1 mm under the model instead of touching it:
   * ```ts
   * const ground = await viewer.getOrAddPlugin(GroundPlugin);
   * ground.setSettings({ autoPosition: false });
   * ground.mesh.position.y = viewer.scene.getBounds().box.min.y - 0.001;
   * viewer.requestFrame();
   * ```
   */
  get mesh(): Object3D;
  /**
   * Re-renders the contact shadow. Done automatically on `sceneUpdate`, so after moving a part of
   * the model directly {@link ViewerScene.setDirty} is enough; call this for changes outside the
   * model that the shadow shows, such as an object of your own added to the scene.
   *
   * @example
   * Re-bake after placing a stand of your own (outside the model root) under the ring:
   * ```ts
   * const stand = viewer.scene.three.getObjectByName('stand');
   * if (stand) stand.position.y -= 0.01;
   * viewer.getPlugin(GroundPlugin)?.bakeShadow();
   * ```
   */
  bakeShadow(): void;
  /**
   * The controls of this plugin for a {@link SettingsPanelPlugin}, built on first access and cached.
   *
   * @example
   * ```ts
   * const panel = await viewer.getOrAddPlugin(SettingsPanelPlugin);
   * panel.addPlugin(await viewer.getOrAddPlugin(GroundPlugin));
   * ```
   */
  get uiConfig(): UiConfig;
}

/**
 * Shadow-map resolution presets.
 */
export declare enum ShadowQuality {
  /** 512 px maps, 4 PCF samples. */
  Low = 'low',
  /** 1024 px maps, 8 samples. The default. */
  Medium = 'medium',
  /** 2048 px maps, 16 samples. */
  High = 'high',
  /** 4096 px maps, progressive soft shadows. */
  Ultra = 'ultra',
}

/**
 * Settings of the {@link ShadowsPlugin}: shadow-map quality, penumbra size and depth bias, and whether a key
 * light is added from the brightest area of the environment map. Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface ShadowSettings {
  /**
   * Map resolution and filtering.
   *
   * @defaultValue {@link ShadowQuality.Medium}
   */
  quality: ShadowQuality;
  /**
   * Penumbra size in world units; larger is softer.
   *
   * @defaultValue 0.02
   */
  radius: number;
  /**
   * Depth bias against shadow acne.
   *
   * @defaultValue -0.0005
   */
  bias: number;
  /**
   * Add a key light aimed from the brightest area of the environment map.
   *
   * @defaultValue `true`
   */
  lightFromEnvironment: boolean;
}

/**
 * Shadows cast by lights onto the model and the ground, with soft, progressively accumulated
 * penumbras.
 *
 * @example
 * ```ts
 * const shadows = await viewer.addPlugin(ShadowsPlugin);
 * shadows.setSettings({ quality: ShadowQuality.High, radius: 0.01 });
 * viewer.getPlugin(GroundPlugin)?.setSettings({ shadowMode: GroundShadowMode.Lights });
 * ```
 *
 * @see {@link GroundPlugin}
 */
export declare class ShadowsPlugin extends ViewerPlugin<ShadowSettings> {
  /**
   * `'ShadowsPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'ShadowsPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<ShadowSettings>);
  /**
   * Marks shadow maps for re-rendering, after moving lights or objects directly, and asks for a
   * frame.
   *
   * @example
   * After moving a light by hand:
   * ```ts
   * const light = viewer.scene.three.getObjectByName('key_light');
   * if (light) light.position.set(1, 2, 1);
   * viewer.getPlugin(ShadowsPlugin)?.setDirty();
   * ```
   */
  setDirty(): void;
}

/**
 * Settings of the {@link SSAOPlugin}: how far ambient occlusion looks for occluding surfaces, how dark it
 * gets, how many samples it takes per frame and at what resolution it runs. Set them in the constructor or
 * with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface SSAOSettings {
  /**
   * Sampling radius in world units.
   *
   * @defaultValue 0.05
   */
  radius: number;
  /**
   * Darkening strength, 0 to 2.
   *
   * @defaultValue 1
   */
  intensity: number;
  /**
   * Samples per pixel per frame; accumulated with {@link ProgressivePlugin}.
   *
   * @defaultValue 8
   */
  samples: number;
  /**
   * Resolution relative to the canvas; 0.5 is four times cheaper.
   *
   * @defaultValue 1
   */
  resolutionScale: number;
}

/**
 * Screen-space ambient occlusion: darkens creases and contacts (prongs against a stone, links of a
 * chain) that environment lighting alone leaves too bright.
 *
 * @example
 * Cheaper ambient occlusion on low-tier devices:
 * ```ts
 * const ssao = await viewer.addPlugin(SSAOPlugin);
 * if (getDeviceCapabilities().tier === DeviceTier.Low) ssao.setSettings({ resolutionScale: 0.5, samples: 4 });
 * ```
 *
 * @see {@link SSAOSettings}
 * @since 0.2.0
 */
export declare class SSAOPlugin extends PassPlugin<SSAOSettings> {
  /**
   * `'SSAOPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'SSAOPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<SSAOSettings>);
  protected createPass(): IRenderPass;
}

/**
 * Settings of the {@link BloomPlugin}: which pixels glow (the luminance threshold), how strongly, and how far
 * and how softly the glow spreads (radius and blur levels). Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface BloomSettings {
  /**
   * Luminance above which pixels glow (HDR units).
   *
   * @defaultValue 1.5
   */
  threshold: number;
  /**
   * Glow strength.
   *
   * @defaultValue 0.3
   */
  intensity: number;
  /**
   * Spread, 0 to 1.
   *
   * @defaultValue 0.5
   */
  radius: number;
  /**
   * Blur levels; more gives a wider, softer glow.
   *
   * @defaultValue 5
   */
  levels: number;
}

/**
 * Bloom: bright highlights (diamond sparkle, polished metal) bleed softly into their surroundings,
 * as in a camera lens.
 *
 * @example
 * ```ts
 * const bloom = await viewer.addPlugin(BloomPlugin);
 * bloom.setSettings({ threshold: 2, intensity: 0.2 }); // only the brightest diamond glints
 * ```
 *
 * @see {@link BloomSettings}
 * @since 0.2.0
 */
export declare class BloomPlugin extends PassPlugin<BloomSettings> {
  /**
   * `'BloomPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'BloomPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<BloomSettings>);
  protected createPass(): IRenderPass;
}

/**
 * How the {@link DepthOfFieldPlugin} chooses its focus distance.
 *
 * @since 0.8.0
 */
export declare enum FocusMode {
  /** {@link DepthOfFieldSettings.focusDistance} as set. */
  Manual = 'manual',
  /** The depth under the centre of the canvas, re-measured when the camera stops. The default. */
  Center = 'center',
  /** The camera's orbit target. */
  Target = 'target',
  /** The point the user clicked last (needs {@link PickingPlugin}). */
  Pointer = 'pointer',
}

/**
 * Settings of the {@link DepthOfFieldPlugin}: how the focus distance is chosen (or its value), the aperture
 * and the largest blur, and how quickly focus moves to a new distance. Set them in the constructor or with
 * {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface DepthOfFieldSettings {
  /**
   * How the focus distance is chosen.
   *
   * @defaultValue {@link FocusMode.Center}
   */
  focusMode: FocusMode;
  /** Focus distance in world units, for {@link FocusMode.Manual}. */
  focusDistance: number;
  /**
   * Aperture as an f-number; smaller blurs more.
   *
   * @defaultValue 2.8
   */
  fStop: number;
  /**
   * Largest blur radius in pixels at 1080p.
   *
   * @defaultValue 12
   */
  maxBlur: number;
  /**
   * Blend time to a new focus distance, milliseconds.
   *
   * @defaultValue 300
   */
  focusTransition: number;
}

/**
 * Depth of field: blurs what is in front of and behind the focus distance, like a macro lens.
 *
 * @example
 * Focus where the user clicks:
 * ```ts
 * const dof = await viewer.addPlugin(DepthOfFieldPlugin);
 * const picking = await viewer.addPlugin(PickingPlugin);
 * picking.addEventListener('click', ({ hit }) => {
 *   if (hit) dof.focusOn(hit.intersection.point.toArray());
 * });
 * ```
 *
 * @see {@link FocusMode}
 */
export declare class DepthOfFieldPlugin extends PassPlugin<DepthOfFieldSettings> {
  /**
   * `'DepthOfFieldPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'DepthOfFieldPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<DepthOfFieldSettings>);
  /**
   * Focuses on a world point (switches to {@link FocusMode.Manual}).
   *
   * @param point - `[x, y, z]` in world units.
   * @example
   * Focus on the point the user clicked:
   * ```ts
   * const picking = await viewer.getOrAddPlugin(PickingPlugin);
   * picking.addEventListener('click', ({ hit }) => {
   *   if (hit) viewer.getPlugin(DepthOfFieldPlugin)?.focusOn(hit.intersection.point.toArray());
   * });
   * ```
   */
  focusOn(point: [number, number, number]): void;
  protected createPass(): IRenderPass;
}

/**
 * Settings of the {@link SSReflectionPlugin}: reflection strength, the ray march behind it (steps, largest
 * distance, hit thickness), and the roughness above which surfaces get no screen-space reflections. Set them
 * in the constructor or with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface SSReflectionSettings {
  /**
   * Reflection strength, 0 to 1.
   *
   * @defaultValue 1
   */
  intensity: number;
  /**
   * Ray-march steps per pixel.
   *
   * @defaultValue 24
   */
  steps: number;
  /**
   * Largest ray length in world units.
   *
   * @defaultValue 0.5
   */
  maxDistance: number;
  /**
   * Depth tolerance of a hit, in world units.
   *
   * @defaultValue 0.002
   */
  thickness: number;
  /**
   * Surfaces rougher than this get no screen-space reflections.
   *
   * @defaultValue 0.4
   */
  roughnessCutoff: number;
}

/**
 * Screen-space reflections: metals reflect the rest of the model (a ring's band reflects its
 * stones), which environment maps alone cannot show.
 *
 * @example
 * ```ts
 * const reflections = await viewer.addPlugin(SSReflectionPlugin);
 * reflections.setSettings({ intensity: 0.8, roughnessCutoff: 0.3 });
 * ```
 *
 * @see {@link SSReflectionSettings}
 * @since 0.8.0
 */
export declare class SSReflectionPlugin extends PassPlugin<SSReflectionSettings> {
  /**
   * `'SSReflectionPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'SSReflectionPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<SSReflectionSettings>);
  protected createPass(): IRenderPass;
}
