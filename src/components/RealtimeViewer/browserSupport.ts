import { useClientValue } from '../../hooks/useClientValue';
import { canRecordClips } from './turntableClip';

let webgl2: boolean | undefined;
let workerWebGL2: boolean | undefined;

/** Asks for a throwaway WebGL 2 context on `canvas`, then gives it back: three.js needs WebGL 2. */
function hasWebGL2(canvas: () => HTMLCanvasElement | OffscreenCanvas): boolean {
  try {
    const context = canvas().getContext('webgl2');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}

/** Whether this browser can draw with WebGL 2 (asked once, then remembered). */
export function probeWebGL2(): boolean {
  webgl2 ??= hasWebGL2(() => document.createElement('canvas'));
  return webgl2;
}

/** Whether a worker can draw: the canvas can be transferred and an OffscreenCanvas gets WebGL 2. */
export function canRenderInWorker(): boolean {
  workerWebGL2 ??=
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype &&
    hasWebGL2(() => new OffscreenCanvas(1, 1));
  return workerWebGL2;
}

/** Whether WebGL 2 is available; `null` on the server and during hydration. */
export function useWebGL2Support(): boolean | null {
  return useClientValue<boolean | null>(probeWebGL2, null);
}

/** Whether the page may enter full screen (false in some embedded frames and on iPhone). */
export function useFullscreenEnabled(): boolean {
  return useClientValue(() => Boolean(document.fullscreenEnabled), false);
}

/** Whether turntable clips can be recorded here (WebCodecs' video encoder, on secure pages). */
export function useClipRecording(): boolean {
  return useClientValue(canRecordClips, false);
}
