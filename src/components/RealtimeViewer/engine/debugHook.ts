/**
 * `window.__vitrineViewer`: a small, read-only window onto the live viewer, for the browser tests
 * (tests/browser/viewer.spec.ts) and for anyone checking the page for leaks in the console. It
 * exists only on pages that loaded the viewer engine. It cannot change anything: it returns frozen
 * copies of numbers that the engine already keeps, and one the page works out (`commandsPending`:
 * the commands the page has sent so far less those the engine's last report had acted on).
 *
 * - `live`: how many viewers exist right now (0 after leaving the page).
 * - `info()`: the current viewer's renderer.info.memory, compiled programs, frames drawn,
 *   whether it is settled (nothing left to draw), how many of the page's commands it has yet to act on, the size of the last frame in device pixels, where the centre stone and the shank are on the
 *   canvas (CSS pixels from the canvas's top-left corner), the bands of the canvas the page's
 *   overlays cover, the configuration it shows, the camera pose and the pose the last turntable clip
 *   turned around.
 * - `history()`: what each report of the viewer said, oldest first (the last 2,000): frames drawn,
 *   whether it had settled, the drawing buffer's width, the samples averaged into the still and
 *   whether the visitor was still turning the view, to see how the view came to rest.
 * - `released()`: renderer.info.memory of the last viewer at the moment it was disposed: all
 *   zeros when every geometry, material, texture and render target was released.
 */
import type { CameraPose } from '../cameraPose';
import type { RingConfiguration } from '../configuration';
import type { FrameInsets } from './protocol';

export interface ScreenRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MemoryInfo {
  geometries: number;
  textures: number;
}

export interface ViewerDebugInfo {
  memory: MemoryInfo;
  programs: number;
  frames: number;
  settled: boolean;
  /** Jittered samples averaged into the still on screen (progressive anti-aliasing): 0 while the view changes. */
  accumulated: number;
  /** Whether a pointer or key is turning the view (held, even when still). */
  interacting: boolean;
  /**
   * Commands of the page (a configuration, a view, a forwarded pointer or key event…) that the engine
   * had not acted on when it made this report: 0 when the report shows the outcome of everything
   * the page has asked so far. Where the engine runs in a worker, a frame drawn for a reason of its
   * own can otherwise pass for the outcome of an input still on its way.
   */
  commandsPending: number;
  /** Commands of the page that the engine had acted on when it made this report. */
  commandsHandled: number;
  /** Size in device pixels of the last frame drawn (smaller than the canvas while a slow device moves the view). */
  drawingBuffer: { width: number; height: number };
  rects: { centerStone: ScreenRect; shank: ScreenRect };
  /** CSS pixels along each edge of the canvas that the page's overlays cover: the view is framed in the rest. */
  covered: FrameInsets;
  configuration: RingConfiguration;
  /** The camera's view as a link would carry it. */
  pose: CameraPose;
  /** The view the last turntable clip turned around (null before the first clip). */
  clipStart: CameraPose | null;
}

/** What the engine reports: the page adds how many of its commands are still pending. */
export type EngineReport = Omit<ViewerDebugInfo, 'commandsPending'>;

/** One report of the viewer, as history() keeps it. */
export interface ViewerReport {
  frames: number;
  settled: boolean;
  drawingWidth: number;
  accumulated: number;
  interacting: boolean;
}

export interface ViewerDebugHook {
  readonly live: number;
  info(): ViewerDebugInfo | null;
  history(): readonly ViewerReport[];
  released(): MemoryInfo | null;
}

const HOOK_NAME = '__vitrineViewer';

const liveViewers: (() => ViewerDebugInfo)[] = [];
let lastReleased: MemoryInfo | null = null;
const HISTORY_LENGTH = 2000;
const reports: ViewerReport[] = [];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const hook: ViewerDebugHook = Object.freeze({
  get live() {
    return liveViewers.length;
  },
  info() {
    const latest = liveViewers.at(-1);
    return latest ? deepFreeze(structuredClone(latest())) : null;
  },
  history() {
    return deepFreeze(structuredClone(reports));
  },
  released() {
    return lastReleased ? deepFreeze({ ...lastReleased }) : null;
  },
});

function install(): void {
  if (typeof window === 'undefined' || HOOK_NAME in window) return;
  Object.defineProperty(window, HOOK_NAME, { value: hook, writable: false, enumerable: false, configurable: true });
}

/** Registers a live viewer; call the returned function with its final memory when it is disposed. */
export function registerViewer(describe: () => ViewerDebugInfo): (released: MemoryInfo) => void {
  install();
  liveViewers.push(describe);
  return (released) => {
    const index = liveViewers.indexOf(describe);
    if (index >= 0) liveViewers.splice(index, 1);
    lastReleased = { ...released };
  };
}

/** Keeps what a viewer reported, for history(). */
export function recordReport(info: EngineReport): void {
  reports.push({
    frames: info.frames,
    settled: info.settled,
    drawingWidth: info.drawingBuffer.width,
    accumulated: info.accumulated,
    interacting: info.interacting,
  });
  if (reports.length > HISTORY_LENGTH) reports.splice(0, reports.length - HISTORY_LENGTH);
}
