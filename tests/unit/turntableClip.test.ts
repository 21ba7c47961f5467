import { describe, expect, it } from 'vitest';

import { clipFileName, clipPixels, TURNTABLE } from '../../src/components/RealtimeViewer/turntableClip';

describe('turntable clip', () => {
  it('keeps the view’s shape in even sizes, at most the widest clip', () => {
    for (const [width, height, ratio] of [
      [778, 612, 1],
      [390, 520, 3],
      [1280, 720, 2],
      [333, 333, 1.5],
      [1, 1, 1],
    ] as const) {
      const pixels = clipPixels(width, height, ratio);
      expect(pixels.width % 2, `${width}×${height}@${ratio}`).toBe(0);
      expect(pixels.height % 2).toBe(0);
      expect(pixels.width).toBeLessThanOrEqual(TURNTABLE.maxWidth);
      expect(pixels.width).toBeGreaterThanOrEqual(2);
      // Rounding to even pixels moves the shape by at most a pixel each way.
      expect(Math.abs(pixels.width / pixels.height - width / height)).toBeLessThan(
        2 / Math.min(pixels.height, 100) + 0.01,
      );
    }
    expect(clipPixels(778, 612, 1)).toEqual({ width: 778, height: 612 });
    expect(clipPixels(1280, 720, 2)).toEqual({ width: 1280, height: 720 });
  });

  it('names the file after the snapshot, with the container’s extension', () => {
    expect(clipFileName('vitrine-ring.png', '.mp4')).toBe('vitrine-ring-turntable.mp4');
    expect(clipFileName('ring', '.webm')).toBe('ring-turntable.webm');
  });
});
