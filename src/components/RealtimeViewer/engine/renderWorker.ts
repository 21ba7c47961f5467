/// <reference lib="webworker" />
/**
 * The worker that draws the ring: three.js, shader compilation and every frame's wait for the GPU
 * happen here, so the page's main thread stays free for scrolling and input however slow the
 * device's graphics are. host.ts starts it with the page's canvas transferred as an OffscreenCanvas.
 *
 * The engine is a chunk of its own, loaded here on start, so that a failed download is reported to
 * the page as such (a failure while the worker's own script starts would go unreported). Messages
 * that arrive meanwhile, the canvas among them, wait and are replayed in order.
 */
import { errorText } from '../errorText';
import { measureChunkDownloads } from './chunkDownloads';
import type { EnginePort } from './serve';
import type { FromEngine, ToEngine } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const early: MessageEvent<ToEngine>[] = [];
const holdEarly = (event: MessageEvent<ToEngine>) => early.push(event);
scope.addEventListener('message', holdEarly);
const send = (message: FromEngine) => scope.postMessage(message);
measureChunkDownloads((download) =>
  send({ type: 'event', event: { type: 'progress', progress: { stage: 'download', download } } }),
);

// Inside then(): in a worker the bundler fetches chunks with importScripts, which throws at once
// when the download fails; there the throw becomes a rejection handled below.
Promise.resolve()
  .then(() => import(/* webpackChunkName: "ring-viewer-worker-engine" */ './serve'))
  .then(
    ({ serveRingViewer }) => {
      const port: EnginePort = {
        postMessage: send,
        addEventListener(type, listener) {
          scope.removeEventListener('message', holdEarly);
          scope.addEventListener(type, listener);
          for (const event of early.splice(0)) listener(event);
        },
      };
      serveRingViewer(port);
    },
    (error: unknown) =>
      send({
        type: 'failed',
        reason: 'chunk-failed',
        detail: errorText(error),
      }),
  );
