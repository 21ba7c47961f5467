/**
 * A turntable clip: the ring turned once around, one frame per step, each frame drawn and then
 * encoded with WebCodecs through Mediabunny, which also writes the container. Every frame gets the
 * timestamp of its place in the clip, not of the moment it was drawn, so a slow machine makes the
 * same smooth clip as a fast one, only later. Mediabunny loads on the first recording.
 */
import type { TurntableClip } from '../turntableClip';

/** What a cancelled recording rejects with: an error named `AbortError`, as fetch's. */
export function recordingCancelled(): Error {
  const error = new Error('The recording was cancelled.');
  error.name = 'AbortError';
  return error;
}

export interface TurntableRecording {
  canvas: HTMLCanvasElement | OffscreenCanvas;
  frames: number;
  fps: number;
  /** Draws frame `index` of `frames` into the canvas. */
  drawFrame(index: number): void;
  onProgress(framesDone: number): void;
  isCancelled(): boolean;
}

/** Codecs in order of preference: H.264 in MP4 plays everywhere; VP9, then VP8, in WebM. */
const CODECS = ['avc', 'vp9', 'vp8'] as const;

export async function recordTurntable(recording: TurntableRecording): Promise<TurntableClip> {
  const { canvas, frames, fps } = recording;
  const media = await import('mediabunny');
  const { width, height } = canvas;
  const quality = media.QUALITY_HIGH;
  const codec = await media.getFirstEncodableVideoCodec([...CODECS], { width, height, quality });
  if (!codec) throw new Error('This browser cannot encode video at this size.');
  const format = codec === 'avc' ? new media.Mp4OutputFormat({ fastStart: 'in-memory' }) : new media.WebMOutputFormat();
  const output = new media.Output({ format, target: new media.BufferTarget() });
  try {
    const source = new media.CanvasSource(canvas, { codec, quality });
    output.addVideoTrack(source, { frameRate: fps });
    await output.start();
    for (let index = 0; index < frames; index += 1) {
      if (recording.isCancelled()) throw recordingCancelled();
      recording.drawFrame(index);
      // Waits while the encoder is busy, so frames never pile up in memory on a slow machine.
      await source.add(index / fps, 1 / fps);
      recording.onProgress(index + 1);
    }
    if (recording.isCancelled()) throw recordingCancelled();
    await output.finalize();
  } catch (error) {
    // The recording's own error is the one to report, not a failure to clean up after it.
    if (output.state !== 'finalized') await output.cancel().catch(() => undefined);
    throw error;
  }
  const buffer = output.target.buffer;
  if (!buffer) throw new Error('The video encoder wrote nothing.');
  return {
    blob: new Blob([buffer], { type: format.mimeType }),
    extension: format.fileExtension,
    codec,
    width,
    height,
    frames,
    fps,
  };
}
