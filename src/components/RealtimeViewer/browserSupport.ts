import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

let webgl2: boolean | undefined;

/** Asks once for a throwaway WebGL 2 context, then gives it back: three.js needs WebGL 2. */
function probeWebGL2(): boolean {
  if (webgl2 === undefined) {
    try {
      const probe = document.createElement('canvas');
      const context = probe.getContext('webgl2');
      context?.getExtension('WEBGL_lose_context')?.loseContext();
      webgl2 = context !== null;
    } catch {
      webgl2 = false;
    }
  }
  return webgl2;
}

/** Whether WebGL 2 is available; `null` on the server and during hydration. */
export function useWebGL2Support(): boolean | null {
  return useSyncExternalStore<boolean | null>(neverChanges, probeWebGL2, () => null);
}

/** Whether the page may enter full screen (false in some embedded frames and on iPhone). */
export function useFullscreenEnabled(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => Boolean(document.fullscreenEnabled),
    () => false,
  );
}
