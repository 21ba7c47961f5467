/**
 * Limits a value to a range.
 *
 * @param value - the value.
 * @param min - lower bound.
 * @param max - upper bound.
 */
export declare function clamp(value: number, min: number, max: number): number;

/**
 * Linear interpolation: `a + (b − a) · t`.
 *
 * @param a - value at `t = 0`.
 * @param b - value at `t = 1`.
 * @param t - the mix factor; not clamped.
 */
export declare function lerp(a: number, b: number, t: number): number;

/**
 * The inverse of {@link lerp}: where `value` lies between `a` and `b`, as a factor.
 *
 * @param a - value mapped to 0.
 * @param b - value mapped to 1; must differ from `a`.
 * @param value - the value.
 */
export declare function inverseLerp(a: number, b: number, value: number): number;

/**
 * Maps a value from one range to another, for example scroll pixels to animation progress.
 *
 * @param value - the value in the input range.
 * @param inMin - input range start.
 * @param inMax - input range end.
 * @param outMin - output range start.
 * @param outMax - output range end.
 * @param clampResult - clamp to the output range. Default `true`.
 */
export declare function remap(
  value: number,
  inMin: number,
  inMax: number,
  outMin: number,
  outMax: number,
  clampResult?: boolean,
): number;

/**
 * Hermite smooth step between two edges, 0 below `edge0` and 1 above `edge1`.
 *
 * @param edge0 - lower edge.
 * @param edge1 - upper edge.
 * @param x - the value.
 */
export declare function smoothstep(edge0: number, edge1: number, x: number): number;

/**
 * Framerate-independent exponential smoothing towards a target: use in `preFrame` handlers.
 *
 * @param current - the current value.
 * @param target - the value to approach.
 * @param halfLife - milliseconds to cover half the distance.
 * @param deltaTime - milliseconds since the last frame.
 */
export declare function damp(current: number, target: number, halfLife: number, deltaTime: number): number;

/**
 * Degrees to radians.
 *
 * @param degrees - an angle in degrees.
 */
export declare function degToRad(degrees: number): number;

/**
 * Radians to degrees.
 *
 * @param radians - an angle in radians.
 */
export declare function radToDeg(radians: number): number;

/**
 * Whether two numbers are equal within a tolerance.
 *
 * @param a - first number.
 * @param b - second number.
 * @param epsilon - tolerance. Default 1e-6.
 */
export declare function approximatelyEqual(a: number, b: number, epsilon?: number): boolean;
