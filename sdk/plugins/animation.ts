import type { AnimationAction, AnimationClip } from 'three';
import type { ViewerPlugin, ViewerPluginEventMap } from '../core';
import type { EasingFunction, EasingName } from '../helpers';

/**
 * How an animation repeats.
 */
export declare enum AnimationLoopMode {
  /** Play once and hold the last frame. */
  Once = 'once',
  /** Start again from the beginning. The default. */
  Repeat = 'repeat',
  /** Play forwards, then backwards, and so on. */
  PingPong = 'ping-pong',
}

/**
 * Settings of the {@link GLTFAnimationPlugin}: whether the clips of a model start playing when it loads, how
 * they repeat, their speed, and whether page scroll drives them instead of time. Set them in the constructor
 * or with {@link ViewerPlugin.setSettings}; {@link ViewerApp.exportConfig} saves them.
 */
export interface GLTFAnimationSettings {
  /**
   * Start playing the clips of a model when it loads.
   *
   * @defaultValue `false`
   */
  autoplay: boolean;
  /**
   * Repetition.
   *
   * @defaultValue {@link AnimationLoopMode.Repeat}
   */
  loopMode: AnimationLoopMode;
  /**
   * Playback speed multiplier; negative plays backwards.
   *
   * @defaultValue 1
   */
  timeScale: number;
  /**
   * Drive the animation by page scroll instead of time (0 at the top, the clip's end at the bottom).
   *
   * @defaultValue `false`
   */
  scrollDriven: boolean;
}

/**
 * Information on a loaded animation clip.
 */
export interface AnimationClipInfo {
  /** Clip name from the glTF file. */
  readonly name: string;
  /** Duration in seconds. */
  readonly duration: number;
  /** The three.js clip. */
  readonly clip: AnimationClip;
  /** The three.js action playing it. */
  readonly action: AnimationAction;
}

/**
 * Events of the {@link GLTFAnimationPlugin}.
 */
export interface GLTFAnimationEventMap extends ViewerPluginEventMap {
  /** Playback started or resumed. */
  play: {
    /** Names of the clips playing. */
    readonly clips: readonly string[];
  };
  /** Playback paused or stopped. */
  pause: {
    /** Time in seconds where playback stopped. */
    readonly time: number;
  };
  /** A clip reached its end (each loop with {@link AnimationLoopMode.Repeat}). */
  loop: {
    /** The clip name. */
    readonly clip: string;
  };
  /** Playback in {@link AnimationLoopMode.Once} finished. */
  finished: {
    /** The clip name. */
    readonly clip: string;
  };
}

/**
 * Plays the animation clips of glTF files (opening a ring box, exploding a watch) with time or
 * scroll control.
 *
 * @example
 * ```ts
 * const animations = await viewer.addPlugin(GLTFAnimationPlugin);
 * await viewer.load('/assets/ring-box.glb');
 * animations.setSettings({ loopMode: AnimationLoopMode.Once });
 * await animations.play('open');
 * ```
 *
 * @see {@link AnimationLoopMode}
 * @since 0.4.0
 */
export declare class GLTFAnimationPlugin extends ViewerPlugin<GLTFAnimationSettings, GLTFAnimationEventMap> {
  /**
   * `'GLTFAnimationPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'GLTFAnimationPlugin';
  /**
   * @param settings - initial settings.
   */
  constructor(settings?: Partial<GLTFAnimationSettings>);
  /**
   * The clips of every loaded model.
   *
   * @example
   * One button per clip of the model:
   * ```ts
   * const animations = await viewer.getOrAddPlugin(GLTFAnimationPlugin);
   * for (const { name, duration } of animations.clips) {
   *   const play = document.createElement('button');
   *   play.textContent = `${name} (${duration.toFixed(1)} s)`;
   *   play.addEventListener('click', () => void animations.play(name));
   *   document.body.append(play);
   * }
   * ```
   */
  get clips(): readonly AnimationClipInfo[];
  /**
   * Current time in seconds.
   *
   * @example
   * ```ts
   * const animations = await viewer.getOrAddPlugin(GLTFAnimationPlugin);
   * viewer.addEventListener('postFrame', () => (label.textContent = `${animations.time.toFixed(2)} s`));
   * ```
   */
  get time(): number;
  /**
   * Whether a clip is playing.
   *
   * @example
   * A play/pause button:
   * ```ts
   * const animations = await viewer.getOrAddPlugin(GLTFAnimationPlugin);
   * button.addEventListener('click', () => (animations.playing ? animations.pause() : void animations.play()));
   * ```
   */
  get playing(): boolean;
  /**
   * Plays clips (all of them when none is named).
   *
   * @param clips - clip names.
   * @returns resolves when playback ends ({@link AnimationLoopMode.Once}) or is stopped.
   * @throws RangeError if no loaded clip has one of the names.
   * @example
   * Open the box lid, then show the ring:
   * ```ts
   * const animations = await viewer.getOrAddPlugin(GLTFAnimationPlugin);
   * await animations.play('LidOpen');
   * const ring = viewer.scene.getObjectByName('ring');
   * if (ring) await viewer.camera.fitToObject(ring, { duration: 600 });
   * ```
   */
  play(...clips: string[]): Promise<void>;
  /**
   * Pauses at the current time.
   *
   * @example
   * Play only while the viewer is on screen:
   * ```ts
   * const animations = await viewer.getOrAddPlugin(GLTFAnimationPlugin);
   * new IntersectionObserver(([entry]) => {
   *   if (entry?.isIntersecting) void animations.play();
   *   else animations.pause();
   * }).observe(viewer.canvas);
   * ```
   */
  pause(): void;
  /**
   * Stops and rewinds to 0.
   *
   * @example
   * Back to the first frame when the product changes:
   * ```ts
   * viewer.getPlugin(GLTFAnimationPlugin)?.stop();
   * ```
   */
  stop(): void;
  /**
   * Jumps to a time.
   *
   * @param seconds - the time.
   * @example
   * Show the box half open, as at 1.5 s of its clip:
   * ```ts
   * viewer.getPlugin(GLTFAnimationPlugin)?.seek(1.5);
   * ```
   */
  seek(seconds: number): void;
  /**
   * Jumps to a fraction of the longest clip.
   *
   * @param fraction - 0 to 1.
   * @example
   * Scrub with a range input:
   * ```ts
   * const slider = document.querySelector<HTMLInputElement>('#scrub')!;
   * slider.addEventListener('input', () => viewer.getPlugin(GLTFAnimationPlugin)?.seekFraction(slider.valueAsNumber));
   * ```
   */
  seekFraction(fraction: number): void;
}

/**
 * Options of {@link PopmotionPlugin.animate}: a tween from one value to another.
 *
 * @typeParam T - the value type: a number, an array of numbers, or an object of numbers.
 */
export interface AnimateOptions<T> {
  /** Start value. */
  from: T;
  /** End value. */
  to: T;
  /**
   * Duration in milliseconds.
   *
   * @defaultValue 600
   */
  duration?: number;
  /**
   * Easing curve or its name.
   *
   * @defaultValue {@link EasingName.EaseInOutCubic}
   */
  ease?: EasingFunction | EasingName;
  /**
   * Milliseconds to wait before starting.
   *
   * @defaultValue 0
   */
  delay?: number;
  /**
   * Repeat count after the first play; `Infinity` for forever.
   *
   * @defaultValue 0
   */
  repeat?: number;
  /**
   * How repeats play.
   *
   * @defaultValue {@link AnimationLoopMode.Repeat}
   */
  repeatType?: AnimationLoopMode;
  /** Called each frame with the current value; the viewer redraws after. */
  onUpdate: (value: T) => void;
  /**
   * Called once the animation ended (not when stopped).
   *
   * @defaultValue none (`undefined`); {@link AnimationControls.promise} resolves when the animation ends, and also when it is stopped
   */
  onComplete?: () => void;
  /**
   * Stops the animation.
   *
   * @defaultValue none (`undefined`): stop it with {@link AnimationControls.stop} or {@link PopmotionPlugin.stopAll}
   */
  signal?: AbortSignal;
}

/**
 * Options of {@link PopmotionPlugin.keyframes}: a value through several keyframes.
 *
 * @typeParam T - the value type.
 */
export interface KeyframesOptions<T> extends Omit<AnimateOptions<T>, 'from' | 'to'> {
  /** The values to pass through, at least two. */
  values: T[];
  /**
   * Times of each value as fractions 0 to 1 of the duration; evenly spaced when omitted.
   *
   * @defaultValue evenly spaced over the duration, from `0` to `1`
   */
  offsets?: number[];
}

/**
 * Options of {@link PopmotionPlugin.spring}: a physical spring instead of a fixed duration.
 *
 * @typeParam T - the value type.
 */
export interface SpringOptions<T> extends Omit<AnimateOptions<T>, 'duration' | 'ease' | 'repeat' | 'repeatType'> {
  /**
   * Spring stiffness.
   *
   * @defaultValue 100
   */
  stiffness?: number;
  /**
   * Opposing force; lower oscillates more.
   *
   * @defaultValue 10
   */
  damping?: number;
  /**
   * Mass of the moving object.
   *
   * @defaultValue 1
   */
  mass?: number;
  /**
   * Start velocity in units per second.
   *
   * @defaultValue 0
   */
  velocity?: number;
  /**
   * The spring is at rest when within this distance of `to`.
   *
   * @defaultValue 0.001
   */
  restDelta?: number;
}

/**
 * A running animation from {@link PopmotionPlugin}.
 */
export interface AnimationControls {
  /** Resolves when the animation ended or was stopped. */
  readonly promise: Promise<void>;
  /** Whether it is still running. */
  readonly running: boolean;
  /** Stops at the current value. */
  stop(): void;
}

/**
 * Tweens, keyframes and springs synchronised with the viewer's render loop, in the style of the
 * popmotion library. Each animation requests frames while it runs, so it works with
 * {@link RenderLoopMode.OnDemand}.
 *
 * @example
 * Fade the ground shadow in over half a second:
 * ```ts
 * const motion = await viewer.addPlugin(PopmotionPlugin);
 * const ground = viewer.getPlugin(GroundPlugin)!;
 * await motion.animate({
 *   from: 0,
 *   to: 0.6,
 *   duration: 500,
 *   onUpdate: (shadowOpacity) => ground.setSettings({ shadowOpacity }),
 * }).promise;
 * ```
 *
 * @see {@link AnimateOptions}
 * @see {@link SpringOptions}
 */
export declare class PopmotionPlugin extends ViewerPlugin {
  /**
   * `'PopmotionPlugin'`: the plugin's key in {@link ViewerApp.plugins} and the `type` of its entry in a saved
   * viewer configuration ({@link SerializedPluginState.type}). A viewer holds one plugin of this type.
   */
  static readonly PluginType = 'PopmotionPlugin';
  /**
   * Number of running animations.
   *
   * @example
   * Settle running animations before a snapshot:
   * ```ts
   * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
   * if (motion.activeCount > 0) motion.stopAll();
   * ```
   */
  get activeCount(): number;
  /**
   * Tweens a value.
   *
   * @typeParam T - number, number array, or object of numbers.
   * @param options - from, to, duration, easing, callbacks.
   * @example
   * Fade the environment in over 800 ms:
   * ```ts
   * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
   * await motion.animate({
   *   from: 0,
   *   to: 1,
   *   duration: 800,
   *   ease: EasingName.EaseOutCubic,
   *   onUpdate: (value) => (viewer.scene.environmentIntensity = value),
   * }).promise;
   * ```
   */
  animate<T extends number | number[] | Record<string, number>>(options: AnimateOptions<T>): AnimationControls;
  /**
   * Animates through keyframes.
   *
   * @typeParam T - number, number array, or object of numbers.
   * @param options - values, offsets, duration, easing.
   * @example
   * Lift the ring, tilt it, and set it down again:
   * ```ts
   * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
   * const ring = viewer.scene.getObjectByName('ring')!;
   * motion.keyframes({
   *   values: [{ y: 0, tilt: 0 }, { y: 0.02, tilt: 0.3 }, { y: 0, tilt: 0 }],
   *   offsets: [0, 0.5, 1],
   *   duration: 1600,
   *   onUpdate: ({ y, tilt }) => {
   *     ring.position.y = y;
   *     ring.rotation.x = tilt;
   *     viewer.scene.setDirty();
   *   },
   * });
   * ```
   * @since 0.9.0
   */
  keyframes<T extends number | number[] | Record<string, number>>(options: KeyframesOptions<T>): AnimationControls;
  /**
   * Animates with a spring.
   *
   * @typeParam T - number, number array, or object of numbers.
   * @param options - from, to, stiffness, damping, mass.
   * @example
   * Spring the model to a new scale:
   * ```ts
   * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
   * const root = viewer.scene.modelRoot;
   * motion.spring({
   *   from: 1,
   *   to: 1.2,
   *   stiffness: 180,
   *   damping: 12,
   *   onUpdate: (scale) => {
   *     root.scale.setScalar(scale);
   *     viewer.scene.setDirty();
   *   },
   * });
   * ```
   * @since 0.9.0
   */
  spring<T extends number | number[] | Record<string, number>>(options: SpringOptions<T>): AnimationControls;
  /**
   * Stops every running animation.
   *
   * @example
   * Stop every animation as soon as the user grabs the model:
   * ```ts
   * viewer.addEventListener('cameraChange', ({ fromUser }) => {
   *   if (fromUser) viewer.getPlugin(PopmotionPlugin)?.stopAll();
   * });
   * ```
   */
  stopAll(): void;
}
