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
 */
export declare function linear(t: number): number;
/**
 * Quadratic ease-in: `t²`.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeInQuad(t: number): number;
/**
 * Quadratic ease-out: `1 − (1 − t)²`.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeOutQuad(t: number): number;
/**
 * Quadratic ease-in-out.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeInOutQuad(t: number): number;
/**
 * Cubic ease-in: `t³`.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeInCubic(t: number): number;
/**
 * Cubic ease-out: `1 − (1 − t)³`.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeOutCubic(t: number): number;
/**
 * Cubic ease-in-out.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeInOutCubic(t: number): number;
/**
 * Sine ease-in-out: `−(cos(πt) − 1) / 2`.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeInOutSine(t: number): number;
/**
 * Exponential ease-out: `1 − 2^(−10t)`, exactly 1 at `t = 1`.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeOutExpo(t: number): number;
/**
 * Ease-out with a 10 % overshoot.
 *
 * @param t - progress, 0 to 1.
 */
export declare function easeOutBack(t: number): number;
/**
 * Ease-out with decaying bounces.
 *
 * @param t - progress, 0 to 1.
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
