/**
 * An easing curve: maps linear progress `t` in [0, 1] to eased progress, usually in [0, 1]
 * (overshooting curves leave that range briefly).
 */
export type EasingFunction = (t: number) => number;

/**
 * Names of the built-in easing curves, for JSON files (camera views, animations) where a
 * function cannot be stored.
 *
 * @see {@link getEasing}
 */
export declare enum EasingName {
  /** Constant speed. */
  Linear = 'linear',
  /** Quadratic ease-in: starts slow. */
  EaseInQuad = 'easeInQuad',
  /** Quadratic ease-out: ends slow. */
  EaseOutQuad = 'easeOutQuad',
  /** Quadratic ease-in-out. */
  EaseInOutQuad = 'easeInOutQuad',
  /** Cubic ease-in. */
  EaseInCubic = 'easeInCubic',
  /** Cubic ease-out: ends slow. */
  EaseOutCubic = 'easeOutCubic',
  /** Cubic ease-in-out: the default for camera moves. */
  EaseInOutCubic = 'easeInOutCubic',
  /** Sine ease-in-out: the gentlest, for slow turntables. */
  EaseInOutSine = 'easeInOutSine',
  /** Exponential ease-out: a quick start and a long settle. */
  EaseOutExpo = 'easeOutExpo',
  /** Overshoots slightly before settling; for UI-like motion. */
  EaseOutBack = 'easeOutBack',
  /** Settles with a few decaying bounces. */
  EaseOutBounce = 'easeOutBounce',
}

/**
 * Constant speed: `t`.
 *
 * @param t - progress, 0 to 1.
 * @example
 * A turntable that keeps the same speed all the way round, with no slowing at the ends of each turn:
 * ```ts
 * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
 * motion.animate({
 *   from: 0,
 *   to: Math.PI * 2,
 *   duration: 8000,
 *   ease: linear,
 *   repeat: Infinity,
 *   onUpdate: (angle) => {
 *     viewer.scene.modelRoot.rotation.y = angle;
 *     viewer.scene.setDirty();
 *   },
 * });
 * ```
 */
export declare function linear(t: number): number;
/**
 * Quadratic ease-in: `t²`.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Dim the lighting before switching to another environment map (starting slowly suits an exit):
 * ```ts
 * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
 * await motion.animate({
 *   from: viewer.scene.environmentIntensity,
 *   to: 0,
 *   duration: 400,
 *   ease: easeInQuad,
 *   onUpdate: (value) => (viewer.scene.environmentIntensity = value),
 * }).promise;
 * await viewer.setEnvironmentMap('/assets/evening.hdr', { intensity: 1 });
 * ```
 */
export declare function easeInQuad(t: number): number;
/**
 * Quadratic ease-out: `1 − (1 − t)²`.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Move in on the centre stone, arriving gently:
 * ```ts
 * const stone = viewer.scene.getObjectByName('center_stone');
 * if (stone) await viewer.camera.fitToObject(stone, { duration: 700, easing: easeOutQuad });
 * ```
 */
export declare function easeOutQuad(t: number): number;
/**
 * Quadratic ease-in-out.
 *
 * @param t - progress, 0 to 1.
 * @example
 * A camera move with a lower top speed than the default curve (`easeInOutCubic`): midway it moves at twice
 * its average speed instead of three times, in exchange for a slightly brisker start and end:
 * ```ts
 * const views = await viewer.getOrAddPlugin(CameraViewPlugin);
 * await views.animateTo('side', { duration: 900, easing: easeInOutQuad });
 * ```
 */
export declare function easeInOutQuad(t: number): number;
/**
 * Cubic ease-in: `t³`.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Bloom that builds up slowly at first and quickly towards the end of a scroll story:
 * ```ts
 * const scroll = await viewer.getOrAddPlugin(ScrollableCameraViewPlugin);
 * scroll.addEventListener('scrollProgress', ({ progress }) => {
 *   viewer.getPlugin(BloomPlugin)?.setSettings({ intensity: 0.6 * easeInCubic(progress) });
 * });
 * ```
 */
export declare function easeInCubic(t: number): number;
/**
 * Cubic ease-out: `1 − (1 − t)³`.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Fade the ground shadow in after each model loads:
 * ```ts
 * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
 * const ground = await viewer.getOrAddPlugin(GroundPlugin);
 * viewer.addEventListener('load', () => {
 *   motion.animate({
 *     from: 0,
 *     to: 0.5,
 *     duration: 600,
 *     ease: easeOutCubic,
 *     onUpdate: (shadowOpacity) => ground.setSettings({ shadowOpacity }),
 *   });
 * });
 * ```
 */
export declare function easeOutCubic(t: number): number;
/**
 * Cubic ease-in-out.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Open the aperture in step with a camera move; both use the curve camera moves default to:
 * ```ts
 * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
 * const dof = await viewer.getOrAddPlugin(DepthOfFieldPlugin);
 * const stone = viewer.scene.getObjectByName('center_stone');
 * if (stone) {
 *   await Promise.all([
 *     viewer.camera.fitToObject(stone, { duration: 800, easing: easeInOutCubic }),
 *     motion.animate({
 *       from: dof.settings.fStop,
 *       to: 1.8,
 *       duration: 800,
 *       ease: easeInOutCubic,
 *       onUpdate: (fStop) => dof.setSettings({ fStop }),
 *     }).promise,
 *   ]);
 * }
 * ```
 */
export declare function easeInOutCubic(t: number): number;
/**
 * Sine ease-in-out: `−(cos(πt) − 1) / 2`.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Rock the model gently from side to side in a shop window, unless the visitor asked for reduced motion:
 * ```ts
 * if (!prefersReducedMotion()) {
 *   const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
 *   motion.animate({
 *     from: -0.4,
 *     to: 0.4,
 *     duration: 4000,
 *     ease: easeInOutSine,
 *     repeat: Infinity,
 *     repeatType: AnimationLoopMode.PingPong,
 *     onUpdate: (angle) => {
 *       viewer.scene.modelRoot.rotation.y = angle;
 *       viewer.scene.setDirty();
 *     },
 *   });
 * }
 * ```
 */
export declare function easeInOutSine(t: number): number;
/**
 * Exponential ease-out: `1 − 2^(−10t)`, exactly 1 at `t = 1`.
 *
 * @param t - progress, 0 to 1.
 * @example
 * A "look closer" button that answers at once and settles slowly on the stone:
 * ```ts
 * button.addEventListener('click', () => {
 *   const stone = viewer.scene.getObjectByName('center_stone');
 *   if (stone) void viewer.camera.fitToObject(stone, { margin: 0.3, duration: 900, easing: easeOutExpo });
 * });
 * ```
 */
export declare function easeOutExpo(t: number): number;
/**
 * Ease-out with a 10 % overshoot.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Let each loaded model pop in, growing slightly past its size before settling:
 * ```ts
 * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
 * viewer.addEventListener('load', () => {
 *   const root = viewer.scene.modelRoot;
 *   motion.animate({
 *     from: 0.8,
 *     to: 1,
 *     duration: 500,
 *     ease: easeOutBack,
 *     onUpdate: (scale) => {
 *       root.scale.setScalar(scale);
 *       viewer.scene.setDirty();
 *     },
 *   });
 * });
 * ```
 */
export declare function easeOutBack(t: number): number;
/**
 * Ease-out with decaying bounces.
 *
 * @param t - progress, 0 to 1.
 * @example
 * Drop the ring 3 cm onto its stand with a few small bounces:
 * ```ts
 * const motion = await viewer.getOrAddPlugin(PopmotionPlugin);
 * const ring = viewer.scene.getObjectByName('ring');
 * if (ring) {
 *   const restY = ring.position.y;
 *   await motion.animate({
 *     from: restY + 0.03,
 *     to: restY,
 *     duration: 900,
 *     ease: easeOutBounce,
 *     onUpdate: (y) => {
 *       ring.position.y = y;
 *       viewer.scene.setDirty();
 *     },
 *   }).promise;
 * }
 * ```
 */
export declare function easeOutBounce(t: number): number;

/**
 * The easing function of a name, for values read from JSON.
 *
 * @param name - a built-in curve name.
 * @returns the function; unknown names give {@link linear} and a console warning.
 * @example
 * ```ts
 * const ease = getEasing(EasingName.EaseInOutCubic);
 * ease(0.5); // 0.5
 * ```
 */
export declare function getEasing(name: EasingName | `${EasingName}`): EasingFunction;

/**
 * A CSS-style cubic Bézier easing curve, from (0, 0) to (1, 1) with two control points.
 * Use it to match a motion designer's curve exactly.
 *
 * @example
 * ```ts
 * const material = new CubicBezier(0.4, 0, 0.2, 1); // Material Design "standard"
 * await viewer.getPlugin(CameraViewPlugin)?.animateTo('front', { easing: material.toFunction() });
 * ```
 *
 * @see {@link EasingName} for the built-in curves.
 */
export declare class CubicBezier {
  /**
   * The same parameters as CSS `cubic-bezier(x1, y1, x2, y2)`.
   *
   * @param x1 - first control point x, 0 to 1.
   * @param y1 - first control point y.
   * @param x2 - second control point x, 0 to 1.
   * @param y2 - second control point y.
   * @throws RangeError if an x is outside [0, 1].
   */
  constructor(x1: number, y1: number, x2: number, y2: number);
  /**
   * The eased value at `t`, solved by Newton iteration with a bisection fallback (error below 1e-6).
   *
   * @param t - progress, 0 to 1.
   */
  evaluate(t: number): number;
  /** {@link CubicBezier.evaluate} as a free function, for options that take an {@link EasingFunction}. */
  toFunction(): EasingFunction;
}
