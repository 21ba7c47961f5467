import { existsSync, statSync } from 'node:fs';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_CONFIGURATION } from '../../src/components/RealtimeViewer/configuration';
import { measureChunkDownloads } from '../../src/components/RealtimeViewer/engine/chunkDownloads';
import {
  downloadFraction,
  laterProgress,
  overallProgress,
  progressText,
  type DownloadProgress,
  type LoadProgress,
} from '../../src/components/RealtimeViewer/loadProgress';
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

describe('the progress shown', () => {
  const downloading = (download: DownloadProgress): LoadProgress => ({ stage: 'download', download });

  it('never moves back: a report below the one shown waits until the measure passes it', () => {
    const halfByFiles = downloading({ loadedBytes: 0, totalBytes: null, filesDone: 1, files: 2 });
    const fewBytes = downloading({ loadedBytes: 10, totalBytes: 600, filesDone: 0, files: 2 });
    const mostBytes = downloading({ loadedBytes: 500, totalBytes: 600, filesDone: 1, files: 2 });
    expect(laterProgress(halfByFiles, fewBytes)).toBe(halfByFiles);
    expect(laterProgress(halfByFiles, mostBytes)).toBe(mostBytes);
    expect(laterProgress(mostBytes, { stage: 'scene' })).toEqual({ stage: 'scene' });
    expect(laterProgress({ stage: 'frame' }, { stage: 'shaders' })).toEqual({ stage: 'frame' });
  });
});

describe('the engine download measure', () => {
  const runtime = globalThis as unknown as { __webpack_require__?: unknown };

  afterEach(() => {
    delete runtime.__webpack_require__;
    vi.unstubAllGlobals();
  });

  /** A response whose headers arrive when `answer` is called, with a body of `bytes` bytes. */
  function heldResponse(bytes: number) {
    let answer = () => {};
    const response = new Promise<Response>((resolve) => {
      answer = () => resolve(new Response(new Uint8Array(bytes), { headers: { 'content-length': String(bytes) } }));
    });
    return { response, answer: () => answer() };
  }

  it('reports in one unit: nothing until every file has said its length, then bytes of the whole', async () => {
    const small = heldResponse(100);
    const large = heldResponse(900);
    vi.stubGlobal('fetch', (url: string) => (url.endsWith('small.js') ? small.response : large.response));
    const loaded: string[] = [];
    // The bundler's chunk loader `j`, which the measure wraps in place.
    const loadChunk: (chunkId: string, promises: Promise<unknown>[]) => void = (chunkId) => void loaded.push(chunkId);
    const bundler = { p: '/', u: (chunkId: string) => `${chunkId}.js`, f: { j: loadChunk } };
    runtime.__webpack_require__ = bundler;
    const reports: DownloadProgress[] = [];
    measureChunkDownloads((download) => reports.push(download));
    const promises: Promise<unknown>[] = [];
    bundler.f.j('small', promises);
    bundler.f.j('large', promises);

    // The small file arrives whole while the large one has not answered: a share by files (1 of 2)
    // would be reported here, and then fall back once bytes are known.
    small.answer();
    await vi.waitFor(() => expect(loaded).toContain('small'));
    expect(reports).toEqual([]);

    large.answer();
    await Promise.all(promises);
    expect(loaded).toEqual(['small', 'large']);
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((report) => report.totalBytes === 1000)).toBe(true);
    expect(reports.at(-1)).toEqual({ loadedBytes: 1000, totalBytes: 1000, filesDone: 2, files: 2 });
    const shares = reports.map((report) => downloadFraction(report));
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
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
