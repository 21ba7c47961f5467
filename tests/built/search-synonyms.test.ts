/**
 * Every entry of the synonym list (src/search/synonyms.ts) earns its place: a query that uses the
 * entry's word finds its page, and ranks it lower with that entry taken out. American spellings are
 * a rule; one query per kind of spelling finds the British page.
 */
import { describe, expect, it } from 'vitest';

import { search } from '../../src/search/search';
import { SYNONYMS, SYNONYM_ENTRIES, type SynonymMap } from '../../src/search/synonyms';
import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';

const indexes = loadBuiltIndexes();

/** 1-based rank of a page among the results (0: not found in the first 50). */
function rank(query: string, page: string, synonyms: SynonymMap = SYNONYMS): number {
  const results = search(indexes, query, { ...builtSearchSettings, synonyms, maxResults: 50 });
  return results.map((result) => result.document.sectionRoute.split('#')[0]).indexOf(page) + 1;
}

/** For each entry, a query that needs it, the page it should find and the rank it must reach. */
const NEEDED_BY: Record<string, { query: string; page: string; within: number }> = {
  colour: { query: 'diamond stone colour', page: '/docs/api/interfaces/Plugins.DiamondMaterialData', within: 10 },
  screenshot: { query: 'screenshot', page: '/docs/api/classes/Plugins.CanvasSnapshotPlugin', within: 3 },
  screenshots: { query: 'screenshots', page: '/docs/api/classes/Plugins.CanvasSnapshotPlugin', within: 3 },
  capture: { query: 'capture the canvas', page: '/docs/api/classes/Plugins.CanvasSnapshotPlugin', within: 1 },
  picture: { query: 'download a picture', page: '/docs/api/classes/Plugins.CanvasSnapshotPlugin', within: 1 },
  gltf: { query: 'load a gltf', page: '/docs/manual/asset-management', within: 1 },
  metal: { query: 'change metal color', page: '/docs/industries/jewellery', within: 1 },
  retina: { query: 'sharp on retina', page: '/docs/manual/performance', within: 3 },
  hidpi: { query: 'hidpi', page: '/docs/manual/performance', within: 3 },
};

describe('the synonym list', () => {
  it('has a query for every entry', () => {
    expect(Object.keys(NEEDED_BY).sort()).toEqual(Object.keys(SYNONYM_ENTRIES).sort());
  });

  for (const [entry, { query, page, within }] of Object.entries(NEEDED_BY)) {
    it(`needs "${entry}": "${query}" finds ${page} within ${within}, and lower without the entry`, () => {
      const withEntry = rank(query, page);
      const withoutEntry = new Map(SYNONYMS);
      withoutEntry.delete(entry);
      const without = rank(query, page, withoutEntry);
      expect(withEntry).toBeGreaterThan(0);
      expect(withEntry).toBeLessThanOrEqual(within);
      expect(without === 0 || without > withEntry, `rank without the entry: ${without}`).toBe(true);
    });
  }
});

describe('American spellings', () => {
  const cases = [
    { query: 'jewelry', page: '/docs/industries/jewellery' },
    { query: 'optimize textures', page: '/docs/manual/asset-pipeline' },
    { query: 'millimeters', page: '/docs/manual/editor-and-export' },
    { query: 'metal color', page: '/docs/industries/jewellery' },
  ];
  for (const { query, page } of cases) {
    it(`"${query}" finds the page that writes it the British way, ${page}, in the top 3`, () => {
      const found = rank(query, page);
      expect(found).toBeGreaterThan(0);
      expect(found).toBeLessThanOrEqual(3);
    });
  }
});
