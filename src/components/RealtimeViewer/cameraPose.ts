/**
 * An exact camera view that a link can carry (`?cam=…`), for "Copy link to this view". Only plain
 * data: the page parses and writes it without loading three.js; the engine turns it into a camera.
 */
import { HOTSPOT_IDS, type HotspotId } from './hotspots';
import { quoteValue } from './configuration';

/** How close and how far the camera may go, as shares of the distance at which the ring just fits the frame. */
export const ZOOM_LIMITS = { closest: 0.3, furthest: 2.2 } as const;

/** The camera's angle down from straight above, in degrees: off the pole, and above the ground. */
export const POLAR_LIMITS = { least: 1.2, most: 87.7 } as const;

export interface CameraPose {
  /** Degrees around the ring's vertical axis from the front view, toward the side view at 90 (-180 to 180). */
  azimuth: number;
  /** Degrees down from straight above, within POLAR_LIMITS. */
  polar: number;
  /** Distance to the point looked at, as a share of the fitting distance: the same framing on any screen. */
  distance: number;
  /**
   * The point the view turns around, in the ring's units (centimetres), before zooming in draws
   * the camera's aim toward the focus.
   */
  target: readonly [number, number, number];
  /** The part zooming in closes on: the part a hotspot framed, or the centre stone when absent. */
  focus?: HotspotId;
}

export const CAMERA_POSE_KEY = 'cam';

/** Written without characters that a query string escapes: `cam=-35.2_62.1_0.85_0_0.12_0`. */
const SEPARATOR = '_';

/** A number with at most `digits` decimals, without trailing zeros ("0.85", "-35.2", "0"). */
function decimal(value: number, digits: number): string {
  const rounded = Number(value.toFixed(digits));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function formatCameraPose(pose: CameraPose): string {
  const numbers = [
    decimal(pose.azimuth, 1),
    decimal(pose.polar, 1),
    decimal(pose.distance, 3),
    ...pose.target.map((coordinate) => decimal(coordinate, 3)),
  ];
  return [...numbers, ...(pose.focus ? [pose.focus] : [])].join(SEPARATOR);
}

/** Reads a pose, or says in one sentence why the value is not one. */
export function parseCameraPose(raw: string): { pose: CameraPose } | { problem: string } {
  const fail = (why: string) => ({
    problem: `Ignored "${CAMERA_POSE_KEY}=${quoteValue(raw)}": ${why}; the view opens on the three-quarter view.`,
  });
  const parts = raw.split(SEPARATOR);
  const focus = parts.length === 7 ? parts.pop() : undefined;
  if (parts.length !== 6) return fail('expected six numbers and an optional part, joined by "_"');
  if (focus !== undefined && !(HOTSPOT_IDS as readonly string[]).includes(focus)) {
    return fail(`the part must be ${HOTSPOT_IDS.join(', ')}`);
  }
  // Number('') is 0: an empty field is not a number here.
  const numbers = parts.map((part) => (part.trim() === '' ? NaN : Number(part)));
  if (!numbers.every(Number.isFinite)) return fail('every field but the part must be a number');
  const [azimuth, polar, distance, x, y, z] = numbers as [number, number, number, number, number, number];
  if (polar < POLAR_LIMITS.least || polar > POLAR_LIMITS.most) {
    return fail(`the second number (degrees from above) must be from ${POLAR_LIMITS.least} to ${POLAR_LIMITS.most}`);
  }
  if (distance < ZOOM_LIMITS.closest || distance > ZOOM_LIMITS.furthest) {
    return fail(`the third number (distance) must be from ${ZOOM_LIMITS.closest} to ${ZOOM_LIMITS.furthest}`);
  }
  // Any turn is a turn: written back between -180 and 180.
  const turned = ((((azimuth + 180) % 360) + 360) % 360) - 180;
  return {
    pose: { azimuth: turned, polar, distance, target: [x, y, z], ...(focus ? { focus: focus as HotspotId } : {}) },
  };
}

/** The query string with `pose` in it, or without any when `pose` is null; other parameters stay. */
export function searchWithCameraPose(search: string, pose: CameraPose | null): string {
  const params = new URLSearchParams(search);
  if (pose) params.set(CAMERA_POSE_KEY, formatCameraPose(pose));
  else params.delete(CAMERA_POSE_KEY);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The pose as its link gives it back: what the viewer shows after copying the link, to the link's precision. */
export function roundCameraPose(pose: CameraPose): CameraPose {
  const parsed = parseCameraPose(formatCameraPose(pose));
  return 'pose' in parsed ? parsed.pose : pose;
}
