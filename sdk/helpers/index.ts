/**
 * Small helpers used across the SDK and handy in apps: easing curves, maths and colour
 * conversions, device capability checks, and timing utilities (debounce, throttle, stopwatch,
 * frame-rate monitor).
 *
 * @module Extra_Helpers
 */
export * from './easing';
export * from './maths';
export * from './color';
export * from './device';
export * from './timing';
