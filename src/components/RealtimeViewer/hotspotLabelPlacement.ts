/**
 * Keeps a hotspot's label inside the viewer's frame. A label sits centred above its marker; near the
 * top edge it goes below when it fits there, and near a side it slides along to stay inside the
 * margins (a label wider than the frame is centred on it). Everything is measured on the page, so
 * the rule holds whatever the label says and whatever the stylesheet's sizes.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

import type { RingConfiguration } from './configuration';
import { HOTSPOT_IDS, type HotspotId, type HotspotPlacements } from './hotspots';

/** The least room, in CSS pixels, between a label and the frame's edges. */
export const LABEL_EDGE_MARGIN = 8;

export interface LabelPlacement {
  /** The label goes under its marker: above it, it would leave the frame. */
  below: boolean;
  /** How far, in CSS pixels, the label moves sideways from centred on its marker. */
  shift: number;
}

/** Where a marker and its label are, in CSS pixels from the frame's top-left corner. */
export interface LabelGeometry {
  markerTop: number;
  markerBottom: number;
  markerCentreX: number;
  labelWidth: number;
  labelHeight: number;
  /** Space between the marker and its label. */
  gap: number;
  frameWidth: number;
  frameHeight: number;
}

export function placeLabel(geometry: LabelGeometry): LabelPlacement {
  const { markerTop, markerBottom, markerCentreX, labelWidth, labelHeight, gap, frameWidth, frameHeight } = geometry;
  const topAbove = markerTop - gap - labelHeight;
  const bottomBelow = markerBottom + gap + labelHeight;
  // Below only when that fits better: a frame too short for either keeps the usual place.
  const below = topAbove < LABEL_EDGE_MARGIN && bottomBelow <= frameHeight - LABEL_EDGE_MARGIN;

  const centredLeft = markerCentreX - labelWidth / 2;
  const lowest = LABEL_EDGE_MARGIN;
  const highest = frameWidth - LABEL_EDGE_MARGIN - labelWidth;
  // A label wider than the room between the margins is centred on the frame.
  const left = highest < lowest ? (frameWidth - labelWidth) / 2 : Math.min(Math.max(centredLeft, lowest), highest);
  return { below, shift: Math.round(left - centredLeft) };
}

export type LabelPlacements = Partial<Record<HotspotId, LabelPlacement>>;

function samePlacements(a: LabelPlacements, b: LabelPlacements): boolean {
  return HOTSPOT_IDS.every((id) => a[id]?.below === b[id]?.below && a[id]?.shift === b[id]?.shift);
}

/**
 * Measures each shown hotspot and its label inside `frameRef` (buttons marked `data-hotspot`, the
 * label their first child) whenever the markers move or the labels' words change (with the
 * configuration), and returns where each label goes.
 * The measures do not depend on the placement returned, so one pass settles.
 */
export function useHotspotLabelPlacements(
  frameRef: RefObject<HTMLElement | null>,
  hotspots: HotspotPlacements | null,
  configuration: RingConfiguration,
): LabelPlacements {
  const [placements, setPlacements] = useState<LabelPlacements>({});
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const frameBox = frame.getBoundingClientRect();
    const next: LabelPlacements = {};
    for (const marker of Array.from(frame.querySelectorAll<HTMLElement>('[data-hotspot]'))) {
      const label = marker.firstElementChild as HTMLElement | null;
      if (marker.hidden || !label) continue;
      const markerBox = marker.getBoundingClientRect();
      const labelBox = label.getBoundingClientRect();
      const gap = labelBox.top >= markerBox.bottom ? labelBox.top - markerBox.bottom : markerBox.top - labelBox.bottom;
      next[marker.dataset.hotspot as HotspotId] = placeLabel({
        markerTop: markerBox.top - frameBox.top,
        markerBottom: markerBox.bottom - frameBox.top,
        markerCentreX: markerBox.left + markerBox.width / 2 - frameBox.left,
        labelWidth: labelBox.width,
        labelHeight: labelBox.height,
        gap,
        frameWidth: frameBox.width,
        frameHeight: frameBox.height,
      });
    }
    setPlacements((previous) => (samePlacements(previous, next) ? previous : next));
  }, [frameRef, hotspots, configuration]);
  return placements;
}
