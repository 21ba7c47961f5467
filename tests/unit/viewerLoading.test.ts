import { existsSync, statSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { DEFAULT_CONFIGURATION } from '../../src/components/RealtimeViewer/configuration';
import { downloadFraction, overallProgress, progressText } from '../../src/components/RealtimeViewer/loadProgress';
import { POSTER_WIDTHS, posterMetal, posterPath, posterSrcSet } from '../../src/components/RealtimeViewer/poster';
import { metalIds } from '../../src/data/ringViewer';

describe('load progress', () => {
  it('measures the download by bytes when every length is known, else by finished files', () => {
    expect(downloadFraction({ loadedBytes: 150, totalBytes: 600, filesDone: 0, files: 2 })).toBe(0.25);
    expect(downloadFraction({ loadedBytes: 150, totalBytes: null, filesDone: 1, files: 2 })).toBe(0.5);
    expect(downloadFraction(null)).toBe(0);
  });

  it('gives each stage an equal share, and says what loads', () => {
    const download = { loadedBytes: 212_000, totalBytes: 590_000, filesDone: 0, files: 2 };
    expect(overallProgress({ stage: 'download', download })).toBeCloseTo((212 / 590) * 0.25);
    expect(progressText({ stage: 'download', download })).toBe('Downloading the 3D engine: 212 of 590 kB');
    expect(progressText({ stage: 'download', download: { ...download, totalBytes: null, filesDone: 1 } })).toBe(
      'Downloading the 3D engine: 1 of 2 files',
    );
    expect(overallProgress({ stage: 'shaders' })).toBe(0.5);
    expect(progressText({ stage: 'frame' })).toBe('Drawing the first frame…');
  });
});

/** The home page's largest image on a phone: its bytes decide the first paint there. */
const PHONE_POSTER_BUDGET = 20_000;

describe('posters', () => {
  it('exist for every metal at every width', () => {
    for (const metal of metalIds) {
      for (const width of POSTER_WIDTHS) expect(existsSync(`static${posterPath(metal, width)}`), metal).toBe(true);
    }
  });

  it(`stay under ${PHONE_POSTER_BUDGET / 1000} kB at ${POSTER_WIDTHS[0]} px, a phone's hero and frame at 1x`, () => {
    for (const metal of metalIds) {
      expect(statSync(`static${posterPath(metal, POSTER_WIDTHS[0])}`).size, metal).toBeLessThan(PHONE_POSTER_BUDGET);
    }
  });

  it('are used only for configurations they show', () => {
    const live = {
      ...DEFAULT_CONFIGURATION,
      bandMetal: 'platinum',
      settingMetal: 'platinum',
      background: 'transparent',
    } as const;
    expect(posterMetal(live)).toBe('platinum');
    expect(posterMetal({ ...live, settingMetal: 'gold' })).toBeNull();
    expect(posterMetal({ ...live, centerStone: 'ruby' })).toBeNull();
    expect(posterMetal({ ...live, background: 'dark' })).toBeNull();
    // Every studio choice changes the picture, so none has a poster but the default.
    expect(posterMetal({ ...live, studio: 'daylight' })).toBeNull();
    expect(posterMetal({ ...live, exposure: 1.5 })).toBeNull();
    expect(posterMetal({ ...live, shadowOpacity: 0.2 })).toBeNull();
    expect(posterMetal({ ...live, shadowBlur: 0.2 })).toBeNull();
    expect(posterSrcSet('gold', (path) => `/base${path}`)).toMatch(
      /^\/base\/img\/viewer\/poster\/ring-gold-480\.webp 480w, /,
    );
  });
});
