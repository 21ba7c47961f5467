import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { sdkCounterparts, viewerExplanations } from '../../src/data/realtimeViewerPage';
import { editorFeatures } from '../../src/data/editorPage';
import { partialCode } from '../../plugins/code-samples/markdown';
import { LIVE_RING_DEFAULTS, liveRingSearch, parseLiveRing } from '../../src/components/RealtimeViewer/liveRingQuery';

/** Every name `sdk/` exports as a class, interface, enum, type, function or constant. */
function sdkExports(): Set<string> {
  const names = new Set<string>();
  const declaration = /export\s+(?:declare\s+)?(?:abstract\s+)?(?:class|interface|enum|type|function|const)\s+(\w+)/g;
  for (const file of readdirSync('sdk', { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    for (const [, name] of readFileSync(join('sdk', file), 'utf8').matchAll(declaration)) if (name) names.add(name);
  }
  return names;
}

/** Names an SDK sample imports from 'vitrine'. */
function importedNames(sample: string): string[] {
  const match = /import\s*{([^}]*)}\s*from 'vitrine'/.exec(sample);
  return (match?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('real-time viewer and editor page content', () => {
  it('has unique, substantial explanations and features', () => {
    for (const list of [viewerExplanations.map((item) => item.title), editorFeatures.map((item) => item.title)]) {
      expect(new Set(list).size).toBe(list.length);
    }
    for (const item of viewerExplanations)
      for (const paragraph of item.body) expect(paragraph.length).toBeGreaterThan(80);
    for (const feature of editorFeatures) expect(feature.description.length).toBeGreaterThan(80);
  });

  it('pairs every technique on the page with an SDK counterpart', () => {
    for (const row of sdkCounterparts) {
      expect(row.here.length).toBeGreaterThan(5);
      expect(row.sdk).toMatch(/^[A-Z]\w+/);
      expect(row.note.length).toBeGreaterThan(30);
    }
  });

  it('names only SDK symbols that sdk/ exports', () => {
    const exported = sdkExports();
    expect(exported.size).toBeGreaterThan(100);
    for (const row of sdkCounterparts) {
      // "FrameRateMonitor and RenderManager.renderScale": the capitalised names before any member.
      const symbols = row.sdk.match(/\b[A-Z]\w+/g) ?? [];
      expect(symbols.length, row.sdk).toBeGreaterThan(0);
      for (const symbol of symbols) expect(exported.has(symbol), `${symbol} in "${row.sdk}"`).toBe(true);
    }
  });

  it('uses every name its SDK samples import', () => {
    for (const partial of ['RealtimeViewerExplainer/sample.mdx', 'VariationExport/configuratorSample.mdx']) {
      const sample = partialCode(`src/pages/_components/${partial}`);
      const names = importedNames(sample);
      expect(names.length).toBeGreaterThan(2);
      const body = sample.slice(sample.indexOf("from 'vitrine'"));
      for (const name of names) expect(body, name).toContain(name);
    }
  });
});

describe('the /realvwr address', () => {
  it('reads metal and view, and says which values it ignored', () => {
    expect(parseLiveRing('?metal=platinum&view=top')).toEqual({
      state: { metal: 'platinum', view: 'top' },
      problems: [],
    });
    const parsed = parseLiveRing('?metal=unobtainium&view=sideways&utm_source=x');
    expect(parsed.state).toEqual(LIVE_RING_DEFAULTS);
    expect(parsed.problems).toHaveLength(2);
    expect(parsed.problems[0]).toMatch(/^Ignored "metal=unobtainium": expected /);
    // Written back, the ignored values leave the address and other parameters stay.
    expect(liveRingSearch(parsed.state, '?metal=unobtainium&view=sideways&utm_source=x')).toBe('?utm_source=x');
  });
});
