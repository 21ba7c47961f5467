/**
 * Labels pinned to parts of the ring: the centre stone, the prongs and the band. The engine places
 * them (engine/index.ts projects each anchor and tests whether the ring hides it); the page draws
 * them as buttons whose names say what the part is in the configuration shown.
 */
import { gems, metals } from '../../data/ringViewer';
import type { RingConfiguration } from './configuration';

export type HotspotId = 'centerStone' | 'prongs' | 'band';

export const HOTSPOT_IDS: readonly HotspotId[] = ['centerStone', 'prongs', 'band'];

/** Where a hotspot is on the canvas (CSS pixels from its top-left corner), and whether it is in sight. */
export interface HotspotPlacement {
  x: number;
  y: number;
  visible: boolean;
}

export type HotspotPlacements = Record<HotspotId, HotspotPlacement>;

/** The hotspot's accessible name: the part, then what it is made of. */
export function hotspotLabel(id: HotspotId, configuration: RingConfiguration): string {
  switch (id) {
    case 'centerStone':
      return `Centre stone: ${gems[configuration.centerStone].label.toLowerCase()}, round brilliant cut`;
    case 'prongs':
      return `Prongs: four claws in ${metals[configuration.settingMetal].label.toLowerCase()} hold the stone by its girdle and crown`;
    case 'band':
      return `Band: ${metals[configuration.bandMetal].label.toLowerCase()}, tapered toward the head${
        configuration.sideStones === 'none'
          ? ''
          : `, with pavé ${gems[configuration.sideStones].label.toLowerCase()} stones on the shoulders`
      }`;
  }
}

/** Whether two sets of placements would draw the same, to the pixel. */
export function samePlacements(a: HotspotPlacements | null, b: HotspotPlacements): boolean {
  return (
    a !== null &&
    HOTSPOT_IDS.every(
      (id) =>
        a[id].visible === b[id].visible &&
        Math.round(a[id].x) === Math.round(b[id].x) &&
        Math.round(a[id].y) === Math.round(b[id].y),
    )
  );
}
