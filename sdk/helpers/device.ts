/**
 * Rough performance class of a device, estimated by {@link getDeviceCapabilities}.
 *
 * The SDK reads it in two places: on `Low`, {@link DiamondPluginSettings.quality} defaults to
 * {@link DiamondQuality.Low}; and a template with {@link QualityPreset.Auto} picks its starting
 * preset from it. Nothing else depends on the tier: in a viewer you create with {@link ViewerApp},
 * the pixel ratio cap and every other plugin default are the same in every tier, so read the tier
 * to choose lighter settings yourself.
 *
 * @see {@link DeviceCapabilities.tier}
 */
export declare enum DeviceTier {
  /** Older phones and integrated GPUs. {@link DiamondPluginSettings.quality} defaults to {@link DiamondQuality.Low}. */
  Low = 'low',
  /** Recent phones and laptops. Every plugin keeps its documented defaults. */
  Medium = 'medium',
  /** Desktop GPUs. Every plugin keeps its documented defaults. */
  High = 'high',
}

/**
 * Information on the GPU, from `WEBGL_debug_renderer_info` where the browser exposes it.
 */
export interface GPUInfo {
  /** Vendor, for example `'Apple'` or `'NVIDIA Corporation'`; `'unknown'` when hidden. */
  readonly vendor: string;
  /** Renderer string, for example `'ANGLE (Apple, Apple M2, OpenGL 4.1)'`. */
  readonly renderer: string;
  /** Largest texture side supported, in pixels. */
  readonly maxTextureSize: number;
  /** Largest MSAA sample count of render targets. */
  readonly maxSamples: number;
  /** Whether half-float render targets can be blended (needed by HDR passes). */
  readonly floatBlending: boolean;
}

/**
 * What the device and browser can do, from {@link getDeviceCapabilities}.
 */
export interface DeviceCapabilities {
  /** WebGL 2 is available. Without it the viewer cannot run. */
  readonly webgl2: boolean;
  /** A phone or tablet (touch as primary input and a small or mobile user agent). */
  readonly mobile: boolean;
  /** iOS or iPadOS, where memory limits are strict (about 1 GB of GPU memory per tab). */
  readonly ios: boolean;
  /** `devicePixelRatio`. */
  readonly pixelRatio: number;
  /** The user asked for reduced motion; skip automatic camera animations. */
  readonly reducedMotion: boolean;
  /** The estimated performance class. */
  readonly tier: DeviceTier;
  /** The GPU, or `undefined` without WebGL 2. */
  readonly gpu?: GPUInfo;
}

/**
 * Probes the device once (creating a small throw-away WebGL context) and caches the answer.
 *
 * @example
 * ```ts
 * const device = getDeviceCapabilities();
 * if (!device.webgl2) showStillImage();
 * else if (device.tier === DeviceTier.Low) viewer.getPlugin(SSAOPlugin)!.enabled = false;
 * ```
 */
export declare function getDeviceCapabilities(): DeviceCapabilities;

/**
 * Whether WebGL 2 is available, without the rest of {@link getDeviceCapabilities}.
 * @example
 * Offer the 3D view only where it can run; show a still image elsewhere:
 * ```ts
 * if (supportsWebGL2()) button.hidden = false;
 * else showStillImage();
 * ```
 */
export declare function supportsWebGL2(): boolean;

/**
 * Whether the primary input is touch on a small screen.
 * @example
 * Word the interaction hint for the device in hand:
 * ```ts
 * const prompt = await viewer.getOrAddPlugin(InteractionPromptPlugin);
 * prompt.setSettings({ text: isMobile() ? 'Swipe to turn the ring' : 'Drag to turn the ring' });
 * ```
 */
export declare function isMobile(): boolean;

/**
 * Whether the user prefers reduced motion (`prefers-reduced-motion: reduce`).
 * @example
 * Auto-rotation for visitors who did not ask for reduced motion; for those who did, no auto-rotation and a
 * hint that does not turn the camera:
 * ```ts
 * const reduce = prefersReducedMotion();
 * viewer.controls.setOptions({ autoRotate: !reduce });
 * viewer.getPlugin(InteractionPromptPlugin)?.setSettings({ animateCamera: !reduce });
 * ```
 */
export declare function prefersReducedMotion(): boolean;
