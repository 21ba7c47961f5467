import { describe, expect, it } from 'vitest';

import { DEFAULT_CONFIGURATION } from '../../src/components/RealtimeViewer/configuration';
import { hotspotLabel, samePlacements, type HotspotPlacements } from '../../src/components/RealtimeViewer/hotspots';

describe('hotspots', () => {
  it('are named for the part and what it is made of in the configuration shown', () => {
    const ring = { ...DEFAULT_CONFIGURATION, centerStone: 'sapphire', sideStones: 'none' } as const;
    expect(hotspotLabel('centerStone', ring)).toBe('Centre stone: sapphire, round brilliant cut');
    expect(hotspotLabel('prongs', ring)).toMatch(/^Prongs: four claws in white gold/);
    expect(hotspotLabel('band', ring)).toBe('Band: yellow gold, tapered toward the head');
    expect(hotspotLabel('band', DEFAULT_CONFIGURATION)).toMatch(/with pavé diamond stones on the shoulders$/);
  });

  it('are sent again only when one moves by a pixel or shows or hides', () => {
    const placed: HotspotPlacements = {
      centerStone: { x: 10.2, y: 20, visible: true },
      prongs: { x: 30, y: 40, visible: true },
      band: { x: 50, y: 60, visible: false },
    };
    expect(samePlacements(null, placed)).toBe(false);
    expect(samePlacements(placed, { ...placed, centerStone: { x: 10.4, y: 20, visible: true } })).toBe(true);
    expect(samePlacements(placed, { ...placed, centerStone: { x: 11, y: 20, visible: true } })).toBe(false);
    expect(samePlacements(placed, { ...placed, band: { x: 50, y: 60, visible: true } })).toBe(false);
  });
});
