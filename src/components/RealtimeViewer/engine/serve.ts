import type { RingViewerEvent } from '../types';
import { errorText } from '../errorText';
import { createRingViewer, type EngineHandle } from './index';
import { PointerProxy } from './pointerProxy';
import type { FromEngine, ToEngine } from './protocol';

/** Either end the engine talks through: a worker's global scope or a MessagePort on the page. */
export interface EnginePort {
  postMessage(message: FromEngine): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToEngine>) => void): void;
}

/** On the page the canvas cannot travel in a message: it is handed over here instead. */
export interface PageSurface {
  canvas: HTMLCanvasElement;
}

/**
 * Runs one ring viewer behind a message port: builds it on `start`, applies the page's commands,
 * and posts its events back. The same code serves the worker (renderWorker.ts) and, where a worker
 * cannot draw, the page itself (host.ts), so both paths behave alike.
 */
export function serveRingViewer(port: EnginePort, surface?: PageSurface): void {
  let viewer: EngineHandle | null = null;
  let proxy: PointerProxy | null = null;
  let disposed = false;
  /** Recordings under way, by the page's request id, so that the page can cancel one. */
  const recordings = new Map<number, AbortController>();
  const send = (message: FromEngine) => port.postMessage(message);
  const onEvent = (event: RingViewerEvent) => send({ type: 'event', event });

  /** Every command of the page received so far: the page tells from it which ones a report reflects. */
  let received = 0;
  port.addEventListener('message', ({ data: message }) => {
    if (disposed) return;
    received += 1;
    try {
      handleCommand(message);
    } finally {
      viewer?.setCommandsHandled(received);
    }
  });

  function handleCommand(message: ToEngine): void {
    if (message.type === 'start') {
      const canvas = surface?.canvas ?? message.canvas;
      if (!canvas) {
        send({ type: 'failed', reason: 'failed', detail: 'No canvas was handed to the 3D engine.' });
        return;
      }
      if (!surface) proxy = new PointerProxy(message.settings.size);
      try {
        viewer = createRingViewer({
          ...message.settings,
          canvas,
          // In a worker OrbitControls gets the stand-in, which has every member it uses.
          pointerTarget: surface?.canvas ?? (proxy as unknown as HTMLElement),
          onEvent,
        });
        onEvent({ type: 'started' });
      } catch (error) {
        send({ type: 'failed', reason: 'failed', detail: errorText(error) });
      }
      return;
    }
    if (message.type === 'dispose') {
      disposed = true;
      for (const recording of recordings.values()) recording.abort();
      viewer?.dispose();
      viewer = null;
      return;
    }
    if (!viewer) return;
    switch (message.type) {
      case 'configuration':
        viewer.setConfiguration(message.configuration);
        break;
      case 'view':
        viewer.showView(message.view);
        break;
      case 'frame-hotspot':
        viewer.frameHotspot(message.id);
        break;
      case 'pose':
        viewer.showPose(message.pose);
        break;
      case 'auto-rotate':
        viewer.setAutoRotate(message.enabled);
        break;
      case 'reduced-motion':
        viewer.setReducedMotion(message.reduced);
        break;
      case 'stats':
        viewer.setStatsEnabled(message.enabled);
        break;
      case 'orbit':
        viewer.orbit(message.azimuthDegrees, message.polarDegrees);
        break;
      case 'zoom':
        viewer.zoom(message.factor);
        break;
      case 'resize':
        proxy?.resize(message.size);
        viewer.resize(message.size);
        break;
      case 'active':
        viewer.setActive(message.active);
        break;
      case 'input':
        proxy?.replay(message.input);
        break;
      case 'turntable': {
        const { id } = message;
        const controller = new AbortController();
        recordings.set(id, controller);
        viewer
          .recordTurntable({
            backdrop: message.backdrop,
            signal: controller.signal,
            onProgress: (framesDone, frames) => send({ type: 'turntable-progress', id, framesDone, frames }),
          })
          .then(
            (clip) => send({ type: 'turntable', id, clip }),
            (error: unknown) =>
              send({
                type: 'turntable',
                id,
                error: errorText(error),
                cancelled: error instanceof Error && error.name === 'AbortError',
              }),
          )
          .finally(() => recordings.delete(id));
        break;
      }
      case 'turntable-cancel':
        recordings.get(message.id)?.abort();
        break;
      case 'snapshot': {
        const { id } = message;
        viewer.snapshot(message.size, message.backdrop).then(
          (blob) => send({ type: 'snapshot', id, blob }),
          (error: unknown) => send({ type: 'snapshot', id, error: errorText(error) }),
        );
        break;
      }
    }
  }
}
