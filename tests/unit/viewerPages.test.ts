import { describe, expect, it } from 'vitest';

import { SDK_VIEWER_SAMPLE, sdkCounterparts, viewerExplanations } from '../../src/data/realtimeViewerPage';
import { editorFeatures, LOAD_VARIATIONS_SAMPLE } from '../../src/data/editorPage';

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

  it('uses every name its SDK samples import', () => {
    for (const sample of [SDK_VIEWER_SAMPLE, LOAD_VARIATIONS_SAMPLE]) {
      const names = importedNames(sample);
      expect(names.length).toBeGreaterThan(2);
      const body = sample.slice(sample.indexOf("from 'vitrine'"));
      for (const name of names) expect(body, name).toContain(name);
    }
  });
});
