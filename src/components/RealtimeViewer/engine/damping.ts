/**
 * OrbitControls damps by a fixed share of the remaining motion per update, so a glide lasts a
 * number of frames: five times as long in seconds at 12 fps as at 60 fps. These give the share
 * for a step of any length so that the glide decays at the same rate per second on every device.
 */

/** Share of the remaining motion spent per 1/60 s step: a glide of about half a second. */
export const DAMPING_PER_60HZ_FRAME = 0.08;
/** Under reduced motion the ring stops almost where the finger left it: about 0.15 s. */
export const REDUCED_MOTION_DAMPING_PER_60HZ_FRAME = 0.35;

/**
 * The damping factor for an update `stepSeconds` long: the share of the remaining motion that
 * `perFrameAt60` would have spent over that many 60 Hz frames.
 */
export function dampingFactorFor(stepSeconds: number, perFrameAt60 = DAMPING_PER_60HZ_FRAME): number {
  if (!(stepSeconds > 0)) return 0;
  return 1 - (1 - perFrameAt60) ** (stepSeconds * 60);
}
