import { describe, expect, it } from 'vitest';

import {
  LABEL_EDGE_MARGIN,
  placeLabel,
  type LabelGeometry,
} from '../../src/components/RealtimeViewer/hotspotLabelPlacement';

/** A 24 px marker centred at (x, y) with a 200 x 40 label 6 px from it, in a 400 x 300 frame. */
function geometry(x: number, y: number, overrides: Partial<LabelGeometry> = {}): LabelGeometry {
  return {
    markerTop: y - 12,
    markerBottom: y + 12,
    markerCentreX: x,
    labelWidth: 200,
    labelHeight: 40,
    gap: 6,
    frameWidth: 400,
    frameHeight: 300,
    ...overrides,
  };
}

/** The label's box in the frame for a placement, as the stylesheet draws it. */
function labelBox(g: LabelGeometry) {
  const { below, shift } = placeLabel(g);
  const left = g.markerCentreX - g.labelWidth / 2 + shift;
  const top = below ? g.markerBottom + g.gap : g.markerTop - g.gap - g.labelHeight;
  return { left, right: left + g.labelWidth, top, bottom: top + g.labelHeight, below, shift };
}

describe('hotspot labels', () => {
  it('sit centred above a marker that has room', () => {
    expect(placeLabel(geometry(200, 150))).toEqual({ below: false, shift: 0 });
  });

  it('stay inside the frame, by the margin, wherever the marker is', () => {
    for (let x = 0; x <= 400; x += 5) {
      for (let y = 12; y <= 288; y += 4) {
        const box = labelBox(geometry(x, y));
        expect(box.left, `marker at ${x},${y}`).toBeGreaterThanOrEqual(LABEL_EDGE_MARGIN - 0.5);
        expect(box.right, `marker at ${x},${y}`).toBeLessThanOrEqual(400 - LABEL_EDGE_MARGIN + 0.5);
        expect(box.top, `marker at ${x},${y}`).toBeGreaterThanOrEqual(LABEL_EDGE_MARGIN);
        expect(box.bottom, `marker at ${x},${y}`).toBeLessThanOrEqual(300 - LABEL_EDGE_MARGIN);
      }
    }
  });

  it('go below only near the top, and move sideways only near a side', () => {
    expect(placeLabel(geometry(200, 40)).below).toBe(true);
    expect(placeLabel(geometry(200, 70)).below).toBe(false);
    expect(placeLabel(geometry(30, 150)).shift).toBe(78);
    expect(placeLabel(geometry(380, 150)).shift).toBe(-88);
  });

  it('keep the usual place in a frame too short for either, and centre a label wider than the frame', () => {
    expect(placeLabel(geometry(200, 30, { frameHeight: 60 })).below).toBe(false);
    const wide = placeLabel(geometry(50, 150, { labelWidth: 420 }));
    expect(50 - 210 + wide.shift).toBe(-10);
  });
});
