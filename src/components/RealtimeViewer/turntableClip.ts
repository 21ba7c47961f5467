/**
 * The turntable clip's shape, shared by the page and the engine (no three.js, no Mediabunny): one
 * full turn in TURNTABLE.seconds at TURNTABLE.fps, at most TURNTABLE.maxWidth pixels wide.
 */
export const TURNTABLE = { seconds: 6, fps: 30, maxWidth: 1280 } as const;

export interface TurntableClip {
  blob: Blob;
  /** File extension with its dot, as the container names it (".mp4", ".webm"). */
  extension: string;
  codec: string;
  width: number;
  height: number;
  frames: number;
  fps: number;
}

/**
 * The clip's pixels for a view `width` × `height` CSS pixels drawn at `pixelRatio`: the view's
 * shape, no wider than TURNTABLE.maxWidth, in even numbers (H.264 and VP9 encoders take even
 * sizes only).
 */
export function clipPixels(width: number, height: number, pixelRatio: number): { width: number; height: number } {
  const screenWidth = Math.max(2, width * pixelRatio);
  const screenHeight = Math.max(2, height * pixelRatio);
  const scale = Math.min(1, TURNTABLE.maxWidth / screenWidth);
  const even = (value: number) => Math.max(2, 2 * Math.round((value * scale) / 2));
  return { width: even(screenWidth), height: even(screenHeight) };
}

/** The file a clip saves as: the snapshot's name with the container's extension (`ring.png` → `ring-turntable.mp4`). */
export function clipFileName(snapshotName: string, extension: string): string {
  const dot = snapshotName.lastIndexOf('.');
  const stem = dot > 0 ? snapshotName.slice(0, dot) : snapshotName;
  return `${stem}-turntable${extension}`;
}

/** Whether this browser has the WebCodecs video encoder a clip needs (secure pages only). */
export function canRecordClips(): boolean {
  return typeof globalThis.VideoEncoder === 'function' && typeof globalThis.VideoFrame === 'function';
}
