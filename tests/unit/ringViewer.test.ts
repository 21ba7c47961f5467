import { describe, expect, it } from 'vitest';

import {
  abbeDispersion,
  backgroundIds,
  backgrounds,
  cameraViewIds,
  cameraViews,
  ENVIRONMENT_INTENSITY,
  EXPOSURE,
  SHADOW_BLUR,
  SHADOW_OPACITY,
  studioIds,
  studios,
  gemIds,
  gems,
  metalIds,
  metals,
} from '../../src/data/ringViewer';

const HEX = /^#[0-9a-f]{6}$/;

describe('ring viewer presets', () => {
  it('names the metals after the SDK presets and keeps them physically plausible', () => {
    expect(metalIds).toEqual(['gold', 'rose-gold', 'white-gold', 'platinum']);
    for (const id of metalIds) {
      const metal = metals[id];
      expect(metal.color, id).toMatch(HEX);
      expect(
        metal.swatch.every((colour) => HEX.test(colour)),
        id,
      ).toBe(true);
      // Polished jewellery: glossy but not a perfect mirror.
      expect(metal.roughness, id).toBeGreaterThanOrEqual(0.05);
      expect(metal.roughness, id).toBeLessThanOrEqual(0.25);
      expect(metal.label.length, id).toBeGreaterThan(3);
    }
  });

  it('gives every gem a real index of refraction and dispersion', () => {
    expect(gems.diamond.ior).toBeCloseTo(2.417, 3);
    expect(gems.diamond.dispersion).toBeCloseTo(0.044, 3);
    for (const id of gemIds) {
      const gem = gems[id];
      expect(gem.ior, id).toBeGreaterThan(1.4);
      expect(gem.ior, id).toBeLessThan(2.8);
      expect(gem.dispersion, id).toBeGreaterThan(0);
      expect(gem.dispersion, id).toBeLessThan(0.2);
      expect(gem.attenuationDistance, id).toBeGreaterThan(0);
      for (const colour of [gem.color, gem.attenuationColor, ...gem.swatch]) expect(colour, id).toMatch(HEX);
    }
  });

  it('converts gemmological dispersion to three.js dispersion (20 / Abbe number)', () => {
    // Diamond's Abbe number is about 55 to 58, so 20 / Abbe lies between 0.34 and 0.37.
    expect(abbeDispersion(gems.diamond)).toBeGreaterThan(0.33);
    expect(abbeDispersion(gems.diamond)).toBeLessThan(0.38);
    expect(abbeDispersion(gems.moissanite)).toBeGreaterThan(abbeDispersion(gems.diamond));
  });

  it('describes each camera view with a usable direction, target and zoom', () => {
    expect(cameraViewIds).toContain('hero');
    for (const id of cameraViewIds) {
      const view = cameraViews[id];
      expect(Math.hypot(...view.direction), id).toBeGreaterThan(0.5);
      expect(view.target.every(Number.isFinite), id).toBe(true);
      expect(view.zoom, id).toBeGreaterThan(0.2);
      expect(view.zoom, id).toBeLessThanOrEqual(2);
    }
  });

  it('has backdrops with a flat colour for the SDK where one exists', () => {
    for (const id of backgroundIds) {
      const backdrop = backgrounds[id];
      expect(backdrop.gradient === null, id).toBe(backdrop.flatColor === null);
    }
  });

  it('names a distinct HDR file for each studio', () => {
    const files = studioIds.map((id) => studios[id].file);
    expect(new Set(files).size).toBe(studioIds.length);
    for (const file of files) expect(file).toMatch(/^[a-z-]+\.hdr$/);
  });

  it.each(Object.entries({ ENVIRONMENT_INTENSITY, EXPOSURE, SHADOW_OPACITY, SHADOW_BLUR }))(
    'keeps the default of %s inside its range and on its steps',
    (_name, range) => {
      const { min, max, step } = range;
      expect(range.default).toBeGreaterThanOrEqual(min);
      expect(range.default).toBeLessThanOrEqual(max);
      const onStep = (value: number) => Math.abs((value - min) / step - Math.round((value - min) / step));
      expect(onStep(max)).toBeLessThan(1e-9);
      expect(onStep(range.default)).toBeLessThan(1e-9);
    },
  );
});
