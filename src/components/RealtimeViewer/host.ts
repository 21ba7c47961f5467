/**
 * The page's side of the ring viewer. It decides where the three.js engine runs and talks to it
 * through messages (engine/protocol.ts), so the component sees one RingViewerHandle either way:
 *
 * - In a Web Worker, drawing on the canvas transferred as an OffscreenCanvas, wherever the browser
 *   supports WebGL 2 there. Shader compilation, the environment bake and each frame's wait for the
 *   GPU then never block the page: on a software renderer they are seconds of main-thread work.
 * - On the page otherwise (older Safari), from a chunk loaded on demand, through a MessageChannel.
 *
 * It also does what needs the DOM: it watches the canvas's size, the tab's visibility and whether
 * the canvas is on screen; forwards pointer and wheel events to the worker; and registers the
 * read-only debug hook (engine/debugHook.ts) from the engine's reports.
 */
import { canRenderInWorker } from './browserSupport';
import {
  recordReport,
  registerViewer,
  type EngineReport,
  type MemoryInfo,
  type ViewerDebugInfo,
} from './engine/debugHook';
import type { ForwardedPointer, FromEngine, StartSettings, SurfaceSize, ToEngine } from './engine/protocol';
import type { RingViewerEvent, RingViewerHandle, RingViewerOptions, TurntableRequest } from './types';
import type { TurntableClip } from './turntableClip';
import { errorText } from './errorText';
import { frameOverlays, measureCoveredEdges } from './coveredEdges';

/** How long a disposed worker may take to report what it released before it is stopped anyway. */
const RELEASE_TIMEOUT_MS = 3000;
const FORWARDED_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'wheel', 'contextmenu'] as const;

function sizeOf(canvas: HTMLCanvasElement): SurfaceSize {
  const frame = canvas.parentElement ?? canvas;
  return {
    width: frame.clientWidth,
    height: frame.clientHeight,
    pixelRatio: window.devicePixelRatio || 1,
    covered: measureCoveredEdges(frame),
  };
}

/** The fields OrbitControls reads, relative to the canvas. */
function copyInput(event: PointerEvent | WheelEvent | MouseEvent, canvas: HTMLCanvasElement): ForwardedPointer {
  const box = canvas.getBoundingClientRect();
  return {
    type: event.type,
    pointerId: 'pointerId' in event ? event.pointerId : 0,
    pointerType: 'pointerType' in event ? event.pointerType : 'mouse',
    button: event.button,
    clientX: event.clientX - box.left,
    clientY: event.clientY - box.top,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    deltaY: 'deltaY' in event ? event.deltaY : 0,
    deltaMode: 'deltaMode' in event ? event.deltaMode : 0,
  };
}

/** A handle for a viewer that could not start: it has nothing to change or capture. */
function inertHandle(): RingViewerHandle {
  const nothing = () => {};
  return {
    setConfiguration: nothing,
    showView: nothing,
    frameHotspot: nothing,
    showPose: nothing,
    viewedPose: () => null,
    setAutoRotate: nothing,
    setReducedMotion: nothing,
    setStatsEnabled: nothing,
    orbit: nothing,
    zoom: nothing,
    snapshot: () => Promise.reject(new Error('The 3D view is not running, so there is nothing to capture.')),
    recordTurntable: () => Promise.reject(new Error('The 3D view is not running, so there is nothing to record.')),
    dispose: nothing,
  };
}

/** The page end of the message channel: a worker, or a port whose other end serves on the page. */
interface Channel {
  post(message: ToEngine, transfer?: Transferable[]): void;
  close(): void;
}

export function startRingViewer(options: RingViewerOptions): RingViewerHandle {
  const { canvas, onEvent } = options;
  const inWorker = canRenderInWorker();
  const pageCleanups: (() => void)[] = [];
  const snapshots = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();
  let nextSnapshot = 1;
  const recordings = new Map<
    number,
    {
      resolve: (clip: TurntableClip) => void;
      reject: (error: Error) => void;
      onProgress: TurntableRequest['onProgress'];
    }
  >();
  let latestInfo: EngineReport | null = null;
  /** Commands posted to the engine, queued ones included: the debug hook reports those not yet acted on. */
  let commandsSent = 0;
  let release: ((memory: MemoryInfo) => void) | null = null;
  let disposed = false;
  let releaseTimer = 0;
  let channel: Channel | null = null;
  // Commands given before the on-page engine's chunk arrives wait here, in order.
  let queue: { message: ToEngine; transfer?: Transferable[] }[] | null = [];

  const post = (message: ToEngine, transfer?: Transferable[]) => {
    commandsSent += 1;
    if (channel) channel.post(message, transfer);
    else queue?.push({ message, transfer });
  };

  const stop = () => {
    window.clearTimeout(releaseTimer);
    for (const pending of [...snapshots.values(), ...recordings.values()]) {
      pending.reject(new Error('The 3D view was closed.'));
    }
    snapshots.clear();
    recordings.clear();
    channel?.close();
    channel = null;
    queue = null;
  };

  const describe = (report: EngineReport): ViewerDebugInfo => ({
    ...report,
    commandsPending: commandsSent - report.commandsHandled,
  });

  const receive = (message: FromEngine) => {
    if (message.type === 'snapshot') {
      const pending = snapshots.get(message.id);
      snapshots.delete(message.id);
      if ('blob' in message) pending?.resolve(message.blob);
      else pending?.reject(new Error(message.error));
      return;
    }
    if (message.type === 'turntable-progress') {
      recordings.get(message.id)?.onProgress(message.framesDone, message.frames);
      return;
    }
    if (message.type === 'turntable') {
      const pending = recordings.get(message.id);
      recordings.delete(message.id);
      if ('clip' in message) pending?.resolve(message.clip);
      else pending?.reject(Object.assign(new Error(message.error), message.cancelled ? { name: 'AbortError' } : {}));
      return;
    }
    if (message.type === 'failed') {
      if (!disposed) onEvent({ type: 'failed', reason: message.reason, detail: message.detail });
      return;
    }
    const event: RingViewerEvent = message.event;
    if (event.type === 'info') {
      latestInfo = event.info;
      recordReport(event.info);
      release ??= registerViewer(() => describe(latestInfo as EngineReport));
    } else if (event.type === 'released') {
      release?.(event.memory);
      release = null;
      stop();
    } else if (!disposed) onEvent(event);
  };

  const connect = (next: Channel) => {
    channel = next;
    for (const { message, transfer } of queue ?? []) next.post(message, transfer);
    queue = null;
  };

  const settings: StartSettings = {
    size: sizeOf(canvas),
    configuration: options.configuration,
    view: options.view,
    ...(options.pose ? { pose: options.pose } : {}),
    autoRotate: options.autoRotate,
    reducedMotion: options.reducedMotion,
  };

  if (inWorker) {
    let offscreen: OffscreenCanvas;
    try {
      offscreen = canvas.transferControlToOffscreen();
    } catch (error) {
      // A canvas hands over its control once; a restart gets a fresh canvas (the component's key).
      queueMicrotask(() => onEvent({ type: 'failed', reason: 'failed', detail: errorText(error) }));
      return inertHandle();
    }
    const worker = new Worker(
      /* webpackChunkName: "ring-viewer-worker" */ new URL('./engine/renderWorker.ts', import.meta.url),
    );
    worker.addEventListener('message', (event: MessageEvent<FromEngine>) => receive(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      // A script that did not load gives a bare Event; an exception inside the worker an ErrorEvent.
      const detail = event instanceof ErrorEvent && event.message ? event.message : '';
      if (disposed) return;
      if (detail) onEvent({ type: 'failed', reason: 'failed', detail });
      else onEvent({ type: 'failed', reason: 'chunk-failed', detail: 'The 3D engine did not load.' });
    });
    connect({
      post: (message, transfer = []) => worker.postMessage(message, transfer),
      close: () => worker.terminate(),
    });
    post({ type: 'start', settings, canvas: offscreen }, [offscreen]);

    // OrbitControls runs in the worker: hand it the canvas's pointer and wheel events.
    const forward = (event: Event) => {
      if (event.type === 'wheel' || event.type === 'contextmenu') event.preventDefault();
      if (event.type === 'pointerdown') canvas.setPointerCapture((event as PointerEvent).pointerId);
      post({ type: 'input', input: copyInput(event as PointerEvent, canvas) });
    };
    for (const type of FORWARDED_EVENTS) canvas.addEventListener(type, forward, { passive: false });
    // On the page OrbitControls watches the Control key on the document; in the worker it sees
    // only what arrives here, so Ctrl + wheel would zoom as a trackpad pinch does, ten times a notch.
    let controlDown = false;
    const forwardControl = (event: KeyboardEvent) => {
      if (event.key !== 'Control' || controlDown === (event.type === 'keydown')) return;
      controlDown = !controlDown;
      post({ type: 'input', input: { type: controlDown ? 'keydown' : 'keyup', key: 'Control' } });
    };
    // A key released while the window had no focus sends no keyup.
    const releaseControl = () => forwardControl(new KeyboardEvent('keyup', { key: 'Control' }));
    window.addEventListener('keydown', forwardControl, { capture: true });
    window.addEventListener('keyup', forwardControl, { capture: true });
    window.addEventListener('blur', releaseControl);
    pageCleanups.push(() => {
      for (const type of FORWARDED_EVENTS) canvas.removeEventListener(type, forward);
      window.removeEventListener('keydown', forwardControl, { capture: true });
      window.removeEventListener('keyup', forwardControl, { capture: true });
      window.removeEventListener('blur', releaseControl);
    });
  } else {
    post({ type: 'start', settings });
    import(/* webpackChunkName: "ring-viewer-engine" */ './engine/serve')
      .then(({ serveRingViewer }) => {
        if (disposed) return;
        const pageChannel = new MessageChannel();
        pageChannel.port1.addEventListener('message', (event: MessageEvent<FromEngine>) => receive(event.data));
        pageChannel.port1.start();
        serveRingViewer(pageChannel.port2, { canvas });
        pageChannel.port2.start();
        connect({ post: (message) => pageChannel.port1.postMessage(message), close: () => pageChannel.port1.close() });
      })
      .catch((error: unknown) => {
        if (!disposed) onEvent({ type: 'failed', reason: 'chunk-failed', detail: errorText(error) });
      });
  }

  // Draw only while the tab is visible and the canvas on screen; follow its size. These stop as
  // soon as the viewer is disposed; the channel stays open until the engine reports its release.
  let onScreen = true;
  const updateActive = () => post({ type: 'active', active: onScreen && document.visibilityState !== 'hidden' });
  document.addEventListener('visibilitychange', updateActive);
  const intersection = new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    updateActive();
  });
  intersection.observe(canvas);
  // The overlays change size as their buttons wrap, and move in or out of the frame with the layout.
  const resizeObserver = new ResizeObserver(() => post({ type: 'resize', size: sizeOf(canvas) }));
  const frame = canvas.parentElement ?? canvas;
  for (const element of [frame, ...frameOverlays(frame)]) resizeObserver.observe(element);
  pageCleanups.push(() => {
    document.removeEventListener('visibilitychange', updateActive);
    intersection.disconnect();
    resizeObserver.disconnect();
  });

  return {
    setConfiguration: (configuration) => post({ type: 'configuration', configuration }),
    showView: (view) => post({ type: 'view', view }),
    frameHotspot: (id) => post({ type: 'frame-hotspot', id }),
    showPose: (pose) => post({ type: 'pose', pose }),
    // Every drawn frame reports its pose with the rest of what the viewer shows.
    viewedPose: () => latestInfo?.pose ?? null,
    setAutoRotate: (enabled) => post({ type: 'auto-rotate', enabled }),
    setReducedMotion: (reduced) => post({ type: 'reduced-motion', reduced }),
    setStatsEnabled: (enabled) => post({ type: 'stats', enabled }),
    orbit: (azimuthDegrees, polarDegrees) => post({ type: 'orbit', azimuthDegrees, polarDegrees }),
    zoom: (factor) => post({ type: 'zoom', factor }),
    snapshot(size = '1x', backdrop) {
      if (disposed) return Promise.reject(new Error('The 3D view is not running, so there is nothing to capture.'));
      return new Promise<Blob>((resolve, reject) => {
        const id = nextSnapshot++;
        snapshots.set(id, { resolve, reject });
        post({ type: 'snapshot', id, size, backdrop });
      });
    },
    recordTurntable({ backdrop, onProgress, signal }) {
      if (disposed) return Promise.reject(new Error('The 3D view is not running, so there is nothing to record.'));
      if (signal.aborted)
        return Promise.reject(Object.assign(new Error('The recording was cancelled.'), { name: 'AbortError' }));
      return new Promise<TurntableClip>((resolve, reject) => {
        const id = nextSnapshot++;
        const cancel = () => post({ type: 'turntable-cancel', id });
        const settled = () => signal.removeEventListener('abort', cancel);
        recordings.set(id, {
          resolve: (clip) => (settled(), resolve(clip)),
          reject: (error) => (settled(), reject(error)),
          onProgress,
        });
        signal.addEventListener('abort', cancel, { once: true });
        post({ type: 'turntable', id, backdrop });
      });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const cleanup of pageCleanups.splice(0)) cleanup();
      post({ type: 'dispose' });
      // The engine answers with what it released, then everything stops; a worker that does not
      // answer in time is stopped anyway, and the on-page engine always answers at once.
      releaseTimer = window.setTimeout(() => {
        release?.(latestInfo?.memory ?? { geometries: -1, textures: -1 });
        release = null;
        stop();
      }, RELEASE_TIMEOUT_MS);
    },
  };
}
