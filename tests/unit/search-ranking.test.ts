import { describe, expect, it } from 'vitest';

import { closeness, joinedTerm, withinEditDistance, wordsWithPrefix } from '../../src/search/clauses';
import {
  containsPhrase,
  keyCoverage,
  matchTier,
  namedSymbols,
  phraseWords,
  MatchTier,
  queryIntent,
  rankedSection,
  rankSections,
  RANKING,
  titleWords,
  type MatchedSection,
  type QueryIntent,
} from '../../src/search/ranking';
import type { QueryClause } from '../../src/search/queryParser';
import { britishSpellings } from '../../src/search/synonyms';
import type { SearchDocument } from '../../src/search/types';

const noStem = (term: string) => term;

function section(sectionRoute: string, pageTitle: string, sectionTitle = pageTitle, slot = 0, pageId = 0) {
  const document: SearchDocument = { id: slot + 1, pageTitle, sectionTitle, sectionRoute, type: 'docs' };
  return rankedSection(slot, document, () => pageId);
}

/** A page's top section with front-matter keywords; its page id is its slot. */
function withKeywords(slot: number, route: string, title: string, keywords: string[]) {
  const document: SearchDocument = {
    id: slot + 1,
    pageTitle: title,
    sectionTitle: title,
    sectionRoute: route,
    type: 'docs',
    keywords,
  };
  return rankedSection(slot, document, () => slot);
}

/**
 * rankSections over the given matches, with as many query terms as the intent has, as many pages
 * as the highest page id names, and the search box's eight results.
 */
function rankAll(matched: readonly MatchedSection[], intent: QueryIntent) {
  const pageCount = Math.max(...matched.map(({ section }) => section.pageId)) + 1;
  return rankSections(matched, intent, intent.termKeys.length, pageCount, 8);
}

describe('titleWords', () => {
  it.each([
    ['Class: CanvasSnapshotPlugin', 'canvassnapshotplugin', [0, 6, 14]],
    ['VITRINE_materials_anisotropy', 'vitrinematerialsanisotropy', [0, 7, 16]],
    ['Set up a variation configurator', 'setupavariationconfigurator', [0, 3, 5, 6, 15]],
    ['Interface: UiPanelPlugin<TSettings>', 'uipanelplugin', [0, 2, 7]],
    ['addPlugin()', 'addplugin', [0, 3]],
    ['Next.js (client-only rendering)', 'nextjsclientonlyrendering', [0, 4, 6, 12, 16]],
  ])('%j → %j', (title, key, starts) => {
    expect(titleWords(title)).toEqual({ key, starts });
  });
});

describe('queryIntent and title matches', () => {
  it('tells words from identifiers', () => {
    expect(queryIntent('load a glb', ['load', 'glb'], noStem).prose).toBe(true);
    expect(queryIntent('ViewerApp', ['viewerapp'], noStem).prose).toBe(false);
    expect(queryIntent('viewer.addPlugin', ['viewer.addplugin'], noStem).prose).toBe(false);
    expect(queryIntent('VITRINE_materials_diamond', ['vitrine_materials_diamond'], noStem).prose).toBe(false);
    expect(queryIntent('diamond', ['diamond'], noStem).prose).toBe(false);
  });

  it('compares titles without spaces, case, underscores and symbol kinds', () => {
    const intent = queryIntent('camera view plugin', ['camera', 'view', 'plugin'], noStem);
    expect(matchTier(section('/docs/api/classes/Plugins.CameraViewPlugin', 'Class: CameraViewPlugin'), intent)).toBe(
      MatchTier.ExactPage,
    );
    const method = section('/docs/api/classes/Core_API.ViewerApp#addplugin', 'Class: ViewerApp', 'addPlugin()');
    expect(matchTier(method, queryIntent('addPlugin', ['addplugin'], noStem))).toBe(MatchTier.ExactSection);
    expect(matchTier(method, queryIntent('viewer', ['viewer'], noStem))).toBe(MatchTier.Scored);
  });

  it('finds terms at the start of title words, run on across words, not inside them', () => {
    const intent = queryIntent('x', ['setup', 'ring'], noStem);
    const setUp = titleWords('Set up a variation configurator');
    expect(keyCoverage(setUp.key, setUp.starts, intent)).toBe(0.5);
    const spring = titleWords('spring()');
    expect(keyCoverage(spring.key, spring.starts, intent)).toBe(0);
  });

  it('matches title words by the term’s stem', () => {
    const stem = (term: string) => (term === 'controls' ? 'control' : term);
    const intent = queryIntent('camera controls', ['camera', 'controls'], stem);
    const title = titleWords('Camera control');
    expect(keyCoverage(title.key, title.starts, intent)).toBe(1);
  });
});

describe('rankSections', () => {
  const guide = (slot: number, pageId: number, route: string, title: string) =>
    section(route, title.split('#')[0] ?? title, title.split('#')[1] ?? title, slot, pageId);

  it('puts an exact title first whatever the scores', () => {
    const matched: MatchedSection[] = [
      { section: guide(0, 0, '/docs/a', 'Something else'), score: 100, terms: 1 },
      { section: guide(1, 1, '/docs/b', 'Quickstart'), score: 1, terms: 1 },
    ];
    const ranked = rankAll(matched, queryIntent('quickstart', ['quickstart'], noStem));
    expect(ranked.map((entry) => entry.section.page)).toEqual(['/docs/b', '/docs/a']);
  });

  it('prefers sections covering every term over one strong term', () => {
    const matched: MatchedSection[] = [
      { section: guide(0, 0, '/docs/a', 'A'), score: 3, terms: 0b01 },
      { section: guide(1, 1, '/docs/b', 'B'), score: 1, terms: 0b11 },
    ];
    const ranked = rankAll(matched, queryIntent('x y', ['x', 'y'], noStem));
    expect(ranked[0]?.section.page).toBe('/docs/b');
  });

  it('lifts guides for queries written as words, not for identifiers', () => {
    const matched: MatchedSection[] = [
      { section: section('/docs/api/classes/X', 'Class: X', 'Class: X', 0, 0), score: 1.2, terms: 0b11 },
      { section: section('/docs/manual/y', 'Y', 'Y', 1, 1), score: 1, terms: 0b11 },
    ];
    const prose = rankAll(matched, queryIntent('load model', ['load', 'model'], noStem));
    expect(prose[0]?.section.page).toBe('/docs/manual/y');
    const identifier = rankAll(matched, queryIntent('loadModel', ['loadmodel'], noStem));
    expect(identifier[0]?.section.page).toBe('/docs/api/classes/X');
  });

  it('keeps at most a few sections of one page, and the limit', () => {
    const matched: MatchedSection[] = Array.from({ length: 10 }, (_, slot) => ({
      section: section(`/docs/big#s${slot}`, 'Big', `S${slot}`, slot, 0),
      score: 10 - slot,
      terms: 1,
    }));
    matched.push({ section: section('/docs/small', 'Small', 'Small', 10, 1), score: 0.1, terms: 1 });
    const ranked = rankAll(matched, queryIntent('q', ['q'], noStem));
    expect(ranked.filter((entry) => entry.section.page === '/docs/big')).toHaveLength(RANKING.maxSectionsPerPage);
    expect(ranked.map((entry) => entry.section.page)).toContain('/docs/small');
  });
});

describe("a page's keywords", () => {
  it('put the page whose keyword is exactly the query above guides whose title holds its words', () => {
    const changelog = withKeywords(0, '/docs/api/Changelog', 'Changelog', ['release notes', "what's new"]);
    const notes = section('/docs/notes#release', 'Implementation notes', 'Release', 1, 1);
    for (const query of ['release notes', "What's new"]) {
      const words = query === 'release notes' ? ['release', 'notes'] : ['new'];
      const ranked = rankAll(
        [
          { section: notes, score: 50, terms: (1 << words.length) - 1 },
          { section: changelog, score: 1, terms: (1 << words.length) - 1 },
        ],
        queryIntent(query, words, noStem),
      );
      expect(ranked[0]?.section.page, query).toBe('/docs/api/Changelog');
      expect(ranked[0]?.tier).toBe(MatchTier.ExactKeyword);
    }
  });

  it('lift a page whose one-word keyword is the query without putting it above a guide heading so named', () => {
    const grid = withKeywords(0, '/docs/manual/many-viewers', 'Many viewers on one page', [
      'product grid',
      'thumbnails',
    ]);
    const icons = section('/docs/manual/icons#rendered-thumbnails', 'Icons and titles', 'Rendered thumbnails', 1, 1);
    const intent = queryIntent('thumbnails', ['thumbnails'], noStem);
    expect(matchTier(grid, intent)).toBe(MatchTier.Scored);
    const ranked = rankAll(
      [
        { section: grid, score: 5, terms: 1 },
        { section: icons, score: 5, terms: 1 },
      ],
      intent,
    );
    expect(ranked.map((entry) => entry.section.page)).toEqual(['/docs/manual/icons', '/docs/manual/many-viewers']);
  });

  it('treat a keyword of several words held in a row by the query as what the query is about', () => {
    const pipeline = withKeywords(0, '/docs/manual/asset-pipeline', 'Asset pipeline', ['file size', 'compress']);
    const words = ['reduce', 'file', 'size', 'model'];
    const intent = queryIntent('reduce the file size of a model', words, noStem);
    expect(matchTier(pipeline, intent)).toBe(MatchTier.ConceptGuide);
    // The words apart ("the size of a file") are no phrase.
    expect(matchTier(pipeline, queryIntent('the size of a file', ['size', 'file'], noStem))).toBe(MatchTier.Scored);
  });

  it.each([
    ['reduce file size', ['file', 'size'], true],
    ['will other gltf viewers open it', ['other', 'viewer'], true],
    ['first ring viewer', ['first', 'viewer'], true],
    ['other two gltf viewers', ['other', 'viewer'], false],
    ['size of a file', ['file', 'size'], false],
    ['viewer other', ['other', 'viewer'], false],
    ['other', ['other', 'viewer'], false],
    ['a b x c', ['a', 'b', 'c'], true],
    ['a x b x x c', ['a', 'b', 'c'], false],
  ])('find a keyword phrase held in order, a word apart at most: %j holds %j: %s', (query, phrase, holds) => {
    expect(containsPhrase(phraseWords(query), phrase)).toBe(holds);
  });

  it('count the word naming an API page kind as found on a page of that kind', () => {
    const enumPage = section('/docs/api/enums/Plugins.ToneMapping', 'Enumeration: ToneMapping');
    const { key, starts } = titleWords('Enumeration: ToneMapping');
    const intent = queryIntent('ToneMapping enum', ['tonemapping', 'enum'], noStem);
    expect(keyCoverage(key, starts, intent, enumPage.pageKind)).toBe(1);
    expect(keyCoverage(key, starts, intent, 'class')).toBe(0.5);
  });
});

describe('word expansion helpers', () => {
  const words = ['plug', 'plugin', 'pluginadded', 'pluginevent', 'plugins', 'pluginsettingschangeevent', 'plus'].sort();

  it('finds prefixed words by binary search, the nearest completions when there are too many', () => {
    expect(wordsWithPrefix(words, 'plugin')).toEqual([
      'plugin',
      'pluginadded',
      'pluginevent',
      'plugins',
      'pluginsettingschangeevent',
    ]);
    expect(wordsWithPrefix(words, 'plugin', 2)).toEqual(['plugin', 'plugins']);
    expect(wordsWithPrefix(words, 'zzz')).toEqual([]);
  });

  it('weighs nearer completions higher', () => {
    expect(closeness('diamondplug', 'diamondplugin')).toBeGreaterThan(
      closeness('diamondplug', 'diamondpluginsettings'),
    );
    expect(closeness('plugin', 'plugin')).toBe(1);
  });

  it('bounds edit distance', () => {
    expect(withinEditDistance('viewer', 'viewr', 1)).toBe(true);
    expect(withinEditDistance('viewer', 'vwr', 1)).toBe(false);
    expect(withinEditDistance('material', 'matreial', 2)).toBe(true);
  });

  it('joins plain words into one term, not field or fuzzy ones', () => {
    const clause = (term: string, extra: Partial<QueryClause> = {}): QueryClause => ({
      term,
      presence: 'optional',
      editDistance: 0,
      boost: 1,
      typing: false,
      ...extra,
    });
    expect(joinedTerm([clause('camera'), clause('view'), clause('plugin')])).toBe('cameraviewplugin');
    expect(joinedTerm([clause('camera')])).toBeUndefined();
    expect(joinedTerm([clause('camera', { fields: ['title'] }), clause('view')])).toBeUndefined();
  });
});

describe('American spellings', () => {
  it('are rewritten the British way by rule, and a word the rules do not touch has no variant', () => {
    expect(britishSpellings('color')).toContain('colour');
    expect(britishSpellings('millimeters')).toContain('millimetres');
    expect(britishSpellings('optimize')).toContain('optimise');
    expect(britishSpellings('jewelry')).toContain('jewellery');
    expect(britishSpellings('license')).toContain('licence');
    expect(britishSpellings('catalog')).toContain('catalogue');
    expect(britishSpellings('model')).toEqual([]);
  });
});

describe('identifiers among other words', () => {
  const eventMap = section(
    '/docs/api/interfaces/Core_API.ViewerEventMap',
    'Interface: ViewerEventMap',
    undefined,
    0,
    0,
  );
  const viewerLoad = section('/docs/api/classes/Core_API.ViewerApp#load', 'Class: ViewerApp', 'load()', 1, 1);
  const cacheLoad = section('/docs/api/classes/Plugins.AssetCache#load', 'Class: AssetCache', 'load()', 2, 2);
  const guide = section('/docs/manual/viewer-api#events', 'Viewer API', 'Events', 3, 3);
  const intent = (query: string) => queryIntent(query, query.toLowerCase().split(' '), noStem);

  it('name a type by its PascalCase name: its page, not a member that shares the name', () => {
    const assetManager = section(
      '/docs/api/classes/Asset_Management.AssetManager',
      'Class: AssetManager',
      undefined,
      4,
      4,
    );
    const property = section(
      '/docs/api/classes/Core_API.ViewerApp#assetmanager',
      'Class: ViewerApp',
      'assetManager',
      5,
      1,
    );
    const query = intent('AssetManager events');
    expect(matchTier(assetManager, query)).toBe(MatchTier.NamedSymbol);
    expect(matchTier(property, query)).toBe(MatchTier.Scored);
    expect(matchTier(eventMap, intent('ViewerEventMap payload types'))).toBe(MatchTier.NamedSymbol);
  });

  it('put what an identifier names before sections with more of the words', () => {
    const query = intent('ViewerEventMap payload types');
    const ranked = rankAll(
      [
        { section: guide, score: 40, terms: 0b110 },
        { section: eventMap, score: 2, terms: 0b001 },
      ],
      query,
    );
    expect(ranked.map((entry) => entry.section.page)).toEqual([
      '/docs/api/interfaces/Core_API.ViewerEventMap',
      '/docs/manual/viewer-api',
    ]);
  });

  it("name the type's member that holds the query's other words, which its score puts above the page's top", () => {
    const manager = section('/docs/api/classes/Core_API.RenderManager', 'Class: RenderManager', undefined, 0, 0);
    const loopMode = section(
      '/docs/api/classes/Core_API.RenderManager#loopmode',
      'Class: RenderManager',
      'loopMode',
      1,
      0,
    );
    const dispose = section(
      '/docs/api/classes/Core_API.RenderManager#dispose',
      'Class: RenderManager',
      'dispose()',
      2,
      0,
    );
    const query = intent('RenderManager loop mode');
    expect(matchTier(loopMode, query)).toBe(MatchTier.NamedSymbol);
    expect(matchTier(dispose, query)).toBe(MatchTier.Scored);
    const ranked = rankAll(
      [
        { section: manager, score: 25, terms: 0b001 },
        { section: loopMode, score: 76, terms: 0b111 },
      ],
      query,
    );
    expect(ranked.map((entry) => entry.section.document.sectionRoute)).toEqual([
      '/docs/api/classes/Core_API.RenderManager#loopmode',
      '/docs/api/classes/Core_API.RenderManager',
    ]);
  });

  it("name a member by any other identifier, on any page, or on a dotted path's page only", () => {
    const kelvin = section(
      '/docs/api/modules/Extra_Helpers#kelvintorgb',
      'Module: Extra_Helpers',
      'kelvinToRgb()',
      6,
      6,
    );
    expect(matchTier(kelvin, intent('kelvinToRgb helper function'))).toBe(MatchTier.NamedSymbol);
    expect(matchTier(viewerLoad, intent('load() options'))).toBe(MatchTier.NamedSymbol);
    expect(matchTier(cacheLoad, intent('load() options'))).toBe(MatchTier.NamedSymbol);
    for (const path of ['ViewerApp.load', 'ViewerApp#load']) {
      expect(matchTier(viewerLoad, intent(`${path} options`)), path).toBe(MatchTier.NamedSymbol);
      expect(matchTier(cacheLoad, intent(`${path} options`)), path).toBe(MatchTier.Scored);
    }
  });

  it('name a guide page by the identifier that titles it, above a page with a keyword phrase of the query', () => {
    const extension = section(
      '/docs/gltf-extensions/VITRINE_materials_diamond',
      'VITRINE_materials_diamond',
      undefined,
      0,
      0,
    );
    const overview = withKeywords(1, '/docs/gltf-extensions', 'glTF extensions', ['json schema']);
    const query = intent('VITRINE_materials_diamond json schema');
    expect(matchTier(overview, query)).toBe(MatchTier.ConceptGuide);
    expect(matchTier(extension, query)).toBe(MatchTier.NamedSymbol);
    const ranked = rankAll(
      [
        { section: overview, score: 50, terms: 0b110 },
        { section: extension, score: 5, terms: 0b001 },
      ],
      query,
    );
    expect(ranked[0]?.section.page).toBe('/docs/gltf-extensions/VITRINE_materials_diamond');
  });

  it('leave a guide heading shaped like an identifier to the scores', () => {
    const heading = section('/docs/manual/viewer-api#requestframe', 'Viewer API', 'requestFrame()', 7, 3);
    expect(matchTier(heading, intent('requestFrame() loop'))).toBe(MatchTier.Scored);
  });

  it('read the name without query syntax or punctuation, and name nothing for a prohibited word or a lone identifier', () => {
    expect(namedSymbols(['+ViewerEventMap', 'title:ViewerEventMap', 'ViewerEventMap.', "ViewerEventMap's"])).toEqual(
      Array(4).fill({ page: 'viewereventmap' }),
    );
    expect(namedSymbols(['addPlugin^2', 'addPlugin~1', 'addPlugin()?'])).toEqual(
      Array(3).fill({ member: 'addplugin' }),
    );
    expect(namedSymbols(['-ViewerApp', 'diamond'])).toEqual([]);
    expect(intent('ViewerEventMap').namedSymbols).toEqual([]);
  });
});
