/**
 * Messages between the page (host.ts) and the engine (serve.ts), which runs in a Web Worker when
 * the browser can hand a canvas to one (OffscreenCanvas) and on the page otherwise. Only types
 * and plain data: both sides import this without importing three.js.
 */
import type { BackgroundId, CameraViewId } from '../../../data/ringViewer';
import type { RingConfiguration } from '../configuration';
import type { RingViewerEvent } from '../types';
import type { SnapshotSize } from '../snapshotSize';
import type { HotspotId } from '../hotspots';
import type { CameraPose } from '../cameraPose';
import type { TurntableClip } from '../turntableClip';

/** CSS pixels along each edge of the canvas that the page's overlays cover. */
export interface FrameInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The CSS size of the canvas, the device pixel ratio to draw it at, and the bands of it that the
 * page's overlays cover: the ring is framed in the rest.
 */
export interface SurfaceSize {
  width: number;
  height: number;
  pixelRatio: number;
  covered: FrameInsets;
}

/**
 * A pointer or wheel event as OrbitControls reads it, copied on the page for the engine in the
 * worker. Coordinates are relative to the canvas's top-left corner.
 */
export interface ForwardedPointer {
  type: string;
  pointerId: number;
  pointerType: string;
  button: number;
  clientX: number;
  clientY: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  deltaY: number;
  deltaMode: number;
}

/**
 * The Control key going down or up anywhere on the page. OrbitControls takes Ctrl + wheel for a
 * trackpad pinch (and zooms ten times as far) unless it saw the key itself go down.
 */
export interface ForwardedKey {
  type: 'keydown' | 'keyup';
  key: 'Control';
}

export type ForwardedInput = ForwardedPointer | ForwardedKey;

/** What the engine needs to start, besides the canvas itself. */
export interface StartSettings {
  size: SurfaceSize;
  configuration: RingConfiguration;
  view: CameraViewId;
  pose?: CameraPose;
  autoRotate: boolean;
  reducedMotion: boolean;
}

export type ToEngine =
  /** In a worker the canvas travels with this message; on the page it is handed over directly. */
  | { type: 'start'; settings: StartSettings; canvas?: OffscreenCanvas }
  | { type: 'configuration'; configuration: RingConfiguration }
  | { type: 'view'; view: CameraViewId }
  | { type: 'frame-hotspot'; id: HotspotId }
  | { type: 'pose'; pose: CameraPose }
  | { type: 'auto-rotate'; enabled: boolean }
  | { type: 'reduced-motion'; reduced: boolean }
  | { type: 'stats'; enabled: boolean }
  | { type: 'orbit'; azimuthDegrees: number; polarDegrees: number }
  | { type: 'zoom'; factor: number }
  | { type: 'resize'; size: SurfaceSize }
  /** False while the tab is hidden or the canvas is scrolled out of view: no frames are drawn. */
  | { type: 'active'; active: boolean }
  | { type: 'input'; input: ForwardedInput }
  | { type: 'snapshot'; id: number; size: SnapshotSize; backdrop?: BackgroundId }
  | { type: 'turntable'; id: number; backdrop?: BackgroundId }
  | { type: 'turntable-cancel'; id: number }
  | { type: 'dispose' };

export type FromEngine =
  | { type: 'event'; event: RingViewerEvent }
  | { type: 'snapshot'; id: number; blob: Blob }
  | { type: 'snapshot'; id: number; error: string }
  | { type: 'turntable-progress'; id: number; framesDone: number; frames: number }
  | { type: 'turntable'; id: number; clip: TurntableClip }
  | { type: 'turntable'; id: number; error: string; cancelled: boolean }
  /** The engine's code did not download (`chunk-failed`) or it could not start (no WebGL 2, ...). */
  | { type: 'failed'; reason: 'failed' | 'chunk-failed'; detail: string };
