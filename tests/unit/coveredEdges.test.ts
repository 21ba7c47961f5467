import { describe, expect, it } from 'vitest';

import { coveredEdges, type Box } from '../../src/components/RealtimeViewer/coveredEdges';

const frame: Box = { left: 0, top: 300, right: 1000, bottom: 800 };

describe('the bands of the 3D frame that overlays cover', () => {
  it('gives a toolbar across the foot a band at the bottom', () => {
    const toolbar = { left: 16, top: 738, right: 984, bottom: 784 };
    expect(coveredEdges(frame, [toolbar])).toEqual({ top: 0, right: 0, bottom: 62, left: 0 });
  });

  it('gives a column of swatches at the side a band at the left, and a row across the top one at the top', () => {
    const column = { left: 16, top: 316, right: 146, bottom: 496 };
    expect(coveredEdges(frame, [column])).toEqual({ top: 0, right: 0, bottom: 0, left: 146 });
    const row = { left: 16, top: 316, right: 463, bottom: 376 };
    expect(coveredEdges(frame, [row])).toEqual({ top: 76, right: 0, bottom: 0, left: 0 });
  });

  it('keeps the widest band where two overlays share an edge', () => {
    const low = { left: 16, top: 738, right: 500, bottom: 784 };
    const lower = { left: 510, top: 700, right: 984, bottom: 784 };
    expect(coveredEdges(frame, [low, lower]).bottom).toBe(100);
  });

  it('ignores overlays outside the frame (controls below it on a phone) and hidden ones (zero size)', () => {
    const below = { left: 0, top: 800, right: 1000, bottom: 860 };
    const hidden = { left: 0, top: 0, right: 0, bottom: 0 };
    expect(coveredEdges(frame, [below, hidden])).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
  });

  it('leaves the ring at least half of the frame each way', () => {
    const tall = { left: 16, top: 310, right: 984, bottom: 600 };
    const foot = { left: 16, top: 600, right: 984, bottom: 790 };
    const insets = coveredEdges(frame, [tall, foot]);
    expect(insets.top + insets.bottom).toBeCloseTo(250);
    expect(insets.top / insets.bottom).toBeCloseTo(300 / 200);
  });
});
