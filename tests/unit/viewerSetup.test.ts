import { describe, expect, it } from 'vitest';

import { DEFAULT_CONFIGURATION } from '../../src/components/RealtimeViewer/configuration';
import { toViewerSetup, viewerSetupJson } from '../../src/components/RealtimeViewer/viewerSetup';
import { SDK_VERSION } from '../../src/constants/site';
import { backgrounds, studioIds, studios } from '../../src/data/ringViewer';

describe('the viewer set-up file', () => {
  it('carries every studio choice to the SDK setting that does the same', () => {
    const setup = toViewerSetup({
      ...DEFAULT_CONFIGURATION,
      studio: 'strips',
      environmentIntensity: 1.35,
      exposure: 1.25,
      shadowOpacity: 0.35,
      shadowBlur: 0.17,
      background: 'dark',
    });
    expect(setup).toEqual({
      version: 2,
      sdkVersion: SDK_VERSION,
      environment: { url: '/assets/studio-strips.hdr', intensity: 1.35 },
      background: { mode: 'color', color: backgrounds.dark.flatColor },
      plugins: [
        { type: 'TonemapPlugin', version: 1, enabled: true, settings: { toneMapping: 'neutral', exposure: 1.25 } },
        { type: 'GroundPlugin', version: 1, enabled: true, settings: { shadowOpacity: 0.35, shadowBlur: 0.17 } },
      ],
    });
  });

  it('names each studio by its own HDR file and leaves a transparent backdrop without a colour', () => {
    for (const studio of studioIds) {
      expect(toViewerSetup({ ...DEFAULT_CONFIGURATION, studio }).environment.url).toBe(
        `/assets/${studios[studio].file}`,
      );
    }
    expect(toViewerSetup({ ...DEFAULT_CONFIGURATION, background: 'transparent' }).background).toEqual({
      mode: 'transparent',
    });
  });

  it('is written as indented JSON with a final newline', () => {
    const json = viewerSetupJson(DEFAULT_CONFIGURATION);
    expect(json.endsWith('}\n')).toBe(true);
    expect(JSON.parse(json)).toEqual(toViewerSetup(DEFAULT_CONFIGURATION));
  });
});
