import lunr from 'lunr';
import { describe, expect, it } from 'vitest';

import { stemCandidates } from '../../src/search/clauses';
import { prepareIndex } from '../../src/search/indexLoader';
import { search } from '../../src/search/search';
import { titleKey } from '../../src/search/ranking';
import type { LoadedIndex, SearchDocument, SearchSettings } from '../../src/search/types';

/** Sections as the search plugin indexes them: one per heading, title and content. */
const SECTIONS: (Omit<SearchDocument, 'id' | 'type'> & { content: string })[] = [
  {
    pageTitle: 'ViewerApp',
    sectionTitle: 'ViewerApp',
    sectionRoute: '/docs/api/classes/Core_API.ViewerApp',
    content: 'The viewer: owns the canvas, the scene and the render loop.',
  },
  {
    pageTitle: 'Viewer API',
    sectionTitle: 'Viewer API',
    sectionRoute: '/docs/manual/viewer-api',
    content:
      'Create a ViewerApp, then call ViewerApp methods. ViewerApp loads models. ViewerApp renders. ViewerApp ViewerApp.',
  },
  {
    pageTitle: 'Viewer API',
    sectionTitle: 'Adding plugins',
    sectionRoute: '/docs/manual/viewer-api#adding-plugins',
    content: 'Call addPlugin with a plugin instance. Plugins extend the viewer.',
  },
  {
    pageTitle: 'Jewellery',
    sectionTitle: 'Diamonds',
    sectionRoute: '/docs/industries/jewellery#diamonds',
    content: 'Diamond materials refract and disperse light. A diamond in a ring needs a metal setting.',
  },
  {
    pageTitle: 'Jewellery',
    sectionTitle: 'Loose stones',
    sectionRoute: '/docs/industries/jewellery#loose-stones',
    content: 'A loose diamond shown on its own, without any mounting.',
  },
  {
    pageTitle: 'Materials',
    sectionTitle: 'Metal colour',
    sectionRoute: '/docs/manual/material-configurators#metal-colour',
    content: 'Change the metal colour of a ring between yellow gold, rose gold and platinum.',
  },
  {
    pageTitle: 'Asset management',
    sectionTitle: 'Load a glTF model',
    sectionRoute: '/docs/manual/asset-management#load-a-gltf-model',
    content: 'Load a GLB or glTF file with the asset manager.',
  },
];

function buildIndex(tag: string, sections: typeof SECTIONS): LoadedIndex {
  const documents: SearchDocument[] = sections.map((section, i) => ({
    id: i + 1,
    pageTitle: section.pageTitle,
    sectionTitle: section.sectionTitle,
    sectionRoute: section.sectionRoute,
    type: 'docs',
  }));
  const index = lunr(function () {
    this.k1(1.2);
    this.b(0.75);
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    sections.forEach((section, i) =>
      this.add({ id: String(i + 1), title: section.sectionTitle, content: section.content, tags: [] }),
    );
  });
  // Round-trip through JSON, as the browser loads it.
  return prepareIndex(lunr, tag, JSON.parse(JSON.stringify({ documents, index })));
}

const SETTINGS: SearchSettings = {
  fieldBoosts: { title: 5, content: 1, tags: 3, sidebarParentCategories: 2 },
  maxResults: 8,
};
const docs = buildIndex('docs-default-current', SECTIONS);
const titles = (input: string, indexes = [docs]) =>
  search(indexes, input, SETTINGS).map((result) => result.document.sectionTitle);

describe('search', () => {
  it('finds sections by word and by word prefix', () => {
    expect(titles('diamond')).toContain('Diamonds');
    expect(titles('diam')).toContain('Diamonds');
  });

  it('title:viewer searches titles only', () => {
    expect(titles('title:viewer')).toEqual(expect.arrayContaining(['ViewerApp', 'Viewer API']));
    expect(titles('title:viewer')).not.toContain('Adding plugins');
  });

  it('+diamond -ring keeps diamond sections without "ring"', () => {
    expect(titles('+diamond -ring')).toEqual(['Loose stones']);
  });

  it('a required term matches as a prefix too', () => {
    expect(titles('+plug viewer')).toEqual(['Adding plugins']);
  });

  it('viewr~1 finds "viewer" within one edit', () => {
    expect(titles('viewr~1')).toEqual(expect.arrayContaining(['ViewerApp', 'Viewer API']));
    expect(titles('viewr')).toEqual([]);
  });

  it('plugin^10 lifts the boosted word above the others', () => {
    expect(titles('plugin^10 metal')[0]).toBe('Adding plugins');
    expect(titles('plugin metal^10')[0]).toBe('Metal colour');
  });

  it('an exact page title or symbol name ranks first, above longer pages that repeat it', () => {
    expect(titles('ViewerApp')[0]).toBe('ViewerApp');
    expect(titles('viewer api')[0]).toBe('Viewer API');
  });

  it('finished stop words add nothing: "load a glb"', () => {
    expect(titles('load a glb')[0]).toBe('Load a glTF model');
  });

  it('returns results with their score and the terms to highlight', () => {
    const [first] = search([docs], 'metal colour', SETTINGS);
    expect(first?.document.sectionRoute).toBe('/docs/manual/material-configurators#metal-colour');
    expect(first?.score).toBeGreaterThan(0);
    expect(first?.terms).toEqual(['metal', 'colour']);
    // Highlighting uses a word's stem when it is a prefix of the word, to mark its other forms too.
    expect(search([docs], 'plugins loading', SETTINGS)[0]?.terms).toEqual(['plugin', 'load']);
  });

  it('applies maxResults per index and overall, best first', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      pageTitle: `Page ${i}`,
      sectionTitle: `Section ${i}`,
      sectionRoute: `/docs/p${i}`,
      content: `shared word ${'extra '.repeat(i)}`,
    }));
    const a = buildIndex('a', many);
    const b = buildIndex('b', many);
    const results = search([a, b], 'shared', { ...SETTINGS, maxResults: 5 });
    expect(results).toHaveLength(5);
    const scores = results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it.each(['title:', 'foo:bar', '~', '^x', 'viewr~x', '+', '-ring', '', '<script>alert(1)</script>'])(
    'never throws for %j',
    (input) => {
      expect(() => search([docs], input, SETTINGS)).not.toThrow();
    },
  );

  it('a lone prohibited term or an unusable query gives no results', () => {
    expect(titles('-ring')).toEqual([]);
    expect(titles('title:')).toEqual([]);
    expect(titles('!@#$%^&*()'.repeat(51))).toEqual([]);
  });

  it('searches no index when the page has none', () => {
    expect(titles('diamond', [])).toEqual([]);
  });
});

describe('titleKey', () => {
  it.each([
    ['Class: ViewerApp', 'viewerapp'],
    ['Interface: IViewerPlugin<T>', 'iviewerplugin'],
    ['addPlugin()', 'addplugin'],
    ['Load a glTF model', 'load a gltf model'],
    ['VITRINE_materials_diamond', 'vitrine_materials_diamond'],
  ])('%j → %j', (title, key) => {
    expect(titleKey(title)).toBe(key);
  });
});

describe('words typed past their stem', () => {
  it('a half-typed word still finds its stem: "versionin" → "version"', () => {
    const versioning = buildIndex('v', [
      {
        pageTitle: 'Versioning',
        sectionTitle: 'Versioning',
        sectionRoute: '/docs/versioning',
        content: 'Semantic versioning.',
      },
      { pageTitle: 'Other', sectionTitle: 'Other', sectionRoute: '/docs/other', content: 'Nothing here.' },
    ]);
    for (const typed of ['versi', 'version', 'versioni', 'versionin', 'versioning']) {
      expect(titles(typed, [versioning]), typed).toEqual(['Versioning']);
    }
    expect(titles('+versionin', [versioning])).toEqual(['Versioning']);
  });

  it('cuts at most four letters and never below four', () => {
    expect(stemCandidates('configurat')).toEqual(['configura', 'configur', 'configu', 'config']);
    expect(stemCandidates('glb')).toEqual([]);
    expect(stemCandidates('plugin')).toEqual(['plugi', 'plug']);
  });
});
