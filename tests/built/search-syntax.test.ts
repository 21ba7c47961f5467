import { describe, expect, it } from 'vitest';

import { search, searchWithHint } from '../../src/search/search';
import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';

/** lunr's query syntax over the built index, and what a query lunr cannot parse still finds. */
const indexes = loadBuiltIndexes();
const run = (query: string) => search(indexes, query, builtSearchSettings);
const titles = (query: string) => run(query).map(({ document }) => document.sectionTitle || document.pageTitle);
const routes = (query: string) => run(query).map(({ document }) => document.sectionRoute);

describe('query syntax', () => {
  it('title: searches titles only', () => {
    const found = titles('title:versioning');
    expect(found[0]).toBe('Versioning');
    for (const title of found) expect(title).toMatch(/version/i);
    // "refraction" is in the text of pages, in no title.
    expect(run('title:refraction')).toEqual([]);
    expect(run('refraction').length).toBeGreaterThan(0);
  });

  it('+required -prohibited', () => {
    expect(routes('vitrine versioning')).toContain('/docs/intro#versioning');
    const without = routes('+vitrine -versioning');
    expect(without.length).toBeGreaterThan(0);
    expect(without).not.toContain('/docs/intro#versioning');
    expect(run('versioning refraction').length).toBeGreaterThan(0);
    expect(run('+versioning +refraction')).toEqual([]);
  });

  it('~N allows typos', () => {
    expect(run('quikstart')).toEqual([]);
    expect(titles('quikstart~1')[0]).toBe('Quickstart');
  });

  it('^N boosts a word', () => {
    expect(titles('requirements versioning^10')[0]).toBe('Versioning');
    expect(titles('requirements^10 versioning')[0]).toBe('Requirements');
  });
});

describe('a query lunr cannot parse', () => {
  it.each([
    ['viewr~x', 'edit distance must be numeric: showing results for viewr'],
    ['plugin^x', 'boost must be numeric: showing results for plugin'],
    [
      'foo:camera',
      "unrecognised field 'foo', possible fields: 'title', 'content', 'tags', 'intent': showing results for foo camera",
    ],
    ['camera title:', 'expecting term, found nothing: showing results for camera title'],
  ])('%j still finds its usable words and says why', (query, hint) => {
    const answer = searchWithHint(indexes, query, builtSearchSettings);
    expect(answer.hint).toBe(hint);
    expect(answer.results.length).toBeGreaterThan(0);
  });

  it('a query that parses has no hint', () => {
    expect(searchWithHint(indexes, 'viewr~1 +camera', builtSearchSettings).hint).toBeUndefined();
  });
});
