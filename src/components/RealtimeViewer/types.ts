/**
 * The contract between the React component and the three.js engine it loads on demand. Only
 * types live here, so the component can describe the engine without importing three.js.
 */
import type { BackgroundId, CameraViewId } from '../../data/ringViewer';
import type { RingConfiguration } from './configuration';
import type { CameraPose } from './cameraPose';
import type { EngineReport, MemoryInfo } from './engine/debugHook';
import type { LoadProgress } from './loadProgress';
import type { HotspotId, HotspotPlacements } from './hotspots';
import type { SnapshotSize } from './snapshotSize';
import type { TurntableClip } from './turntableClip';

export interface FrameStats {
  /** Mean time between drawn frames while the view is moving, in milliseconds. */
  frameMs: number;
  /** Mean CPU time spent in the render call, in milliseconds. */
  renderMs: number;
  /** Draw calls and triangles of the last frame (the transmission pre-pass included). */
  drawCalls: number;
  triangles: number;
  /** False while nothing changes: the viewer then draws no frames at all. */
  drawing: boolean;
  framesDrawn: number;
  /**
   * Fraction of full resolution at which moving frames are drawn: below 1 when the device could
   * not keep up (see engine/renderScale.ts). Still frames are always drawn at full resolution.
   */
  movingScale: number;
}

export type RingViewerEvent =
  /** A step toward the first frame: the engine's download, then each stage of its start. */
  | { type: 'progress'; progress: LoadProgress }
  /** The engine's code has loaded and the scene is built; the first frame follows. */
  | { type: 'started' }
  /** The first frame is on screen. */
  | { type: 'ready' }
  | { type: 'context-lost' }
  /** Auto-rotation stopped because the visitor took the controls. */
  | { type: 'auto-rotate'; enabled: boolean }
  /**
   * The view is no longer the preset last shown: the visitor turned or zoomed it by pointer or
   * wheel, auto-rotation turned it away, or a hotspot framed its part.
   */
  | { type: 'view-changed'; by: 'visitor' | 'auto-rotation' | 'hotspot' }
  | { type: 'stats'; stats: FrameStats }
  /** Where the hotspots are on the canvas and which are in sight, sent when that changes. */
  | { type: 'hotspots'; hotspots: HotspotPlacements }
  /** What the viewer shows, sent whenever it changes; feeds the debug hook (engine/debugHook.ts). */
  | { type: 'info'; info: EngineReport }
  /** renderer.info.memory once dispose() has released everything: all zeros when nothing leaked. */
  | { type: 'released'; memory: MemoryInfo }
  /** The engine could not load (`chunk-failed`) or could not start (`failed`). */
  | { type: 'failed'; reason: 'failed' | 'chunk-failed'; detail: string };

export interface RingViewerOptions {
  canvas: HTMLCanvasElement;
  configuration: RingConfiguration;
  view: CameraViewId;
  /** An exact view to open on instead of `view` (a link to a view). */
  pose?: CameraPose;
  autoRotate: boolean;
  reducedMotion: boolean;
  onEvent: (event: RingViewerEvent) => void;
}

export interface TurntableRequest {
  /** The page's own backdrop behind a transparent view, as for a snapshot. */
  backdrop?: BackgroundId;
  onProgress(framesDone: number, frames: number): void;
  signal: AbortSignal;
}

export interface RingViewerHandle {
  setConfiguration(configuration: RingConfiguration): void;
  /** Moves the camera to a named view, animated unless reduced motion is on. */
  showView(view: CameraViewId): void;
  /** Moves the camera to frame the part a hotspot marks, close up; zooming then closes on that part. */
  frameHotspot(id: HotspotId): void;
  /**
   * Moves the camera to an exact view (a link's), animated unless reduced motion is on; the first
   * change after it is reported as leaving it, as for a preset.
   */
  showPose(pose: CameraPose): void;
  /** The view as of the last frame drawn (null before the first), as a link would carry it. */
  viewedPose(): CameraPose | null;
  setAutoRotate(enabled: boolean): void;
  setReducedMotion(reduced: boolean): void;
  setStatsEnabled(enabled: boolean): void;
  /** Turns the camera around the ring by degrees (keyboard control). */
  orbit(azimuthDegrees: number, polarDegrees: number): void;
  /** Moves the camera closer (factor below 1) or further away, within the zoom limits. */
  zoom(factor: number): void;
  /**
   * Draws a fresh frame at `size` (1x by default) and encodes it as PNG; on `backdrop` when given
   * (the page's own backdrop behind a transparent view), else on the configuration's.
   */
  snapshot(size?: SnapshotSize, backdrop?: BackgroundId): Promise<Blob>;
  /**
   * Records one full turn of the ring as a video clip (turntableClip.ts), drawing every frame
   * afresh; the view on screen is back as it was once the promise settles. Rejects with an error
   * named `AbortError` when `signal` aborts it.
   */
  recordTurntable(request: TurntableRequest): Promise<TurntableClip>;
  /** Stops the loop and releases every GPU resource, the WebGL context included. */
  dispose(): void;
}
