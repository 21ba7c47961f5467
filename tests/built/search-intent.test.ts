import { describe, expect, it } from 'vitest';

import { sectionKind } from '../../src/search/ranking';
import { search } from '../../src/search/search';
import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';

/**
 * Ranking by what the query names, over the built index: a concept word puts the guides about it
 * before the API members that carry the word; an identifier puts its symbol first; members of one
 * name are one result that says how many there are.
 */
const indexes = loadBuiltIndexes();
const run = (query: string) => search(indexes, query, builtSearchSettings);
const kinds = (query: string) => run(query).map((result) => sectionKind(result.document));

describe('ranking by intent', () => {
  it.each(['camera', 'viewer', 'material', 'scroll'])('%s: guides come before any API member', (query) => {
    const found = kinds(query);
    expect(found[0]).toBe('guide');
    const firstMember = found.indexOf('member');
    if (firstMember >= 0) expect(found.slice(0, firstMember).every((kind) => kind === 'guide')).toBe(true);
  });

  it.each([
    ['ViewerApp', '/docs/api/classes/Core_API.ViewerApp'],
    ['addPlugin()', '/docs/api/classes/Core_API.ViewerApp#addplugin'],
    ['ViewerApp.load', '/docs/api/classes/Core_API.ViewerApp#load'],
  ])('%s: the symbol comes first', (query, route) => {
    expect(run(query)[0]?.document.sectionRoute).toBe(route);
  });

  it('members of one name are one result that counts the others', () => {
    const results = run('dispose()');
    const members = results.filter((result) => sectionKind(result.document) === 'member');
    const names = members.map((result) => result.document.sectionTitle);
    expect(names.filter((name) => name === 'dispose()')).toHaveLength(1);
    expect(members.find((result) => result.document.sectionTitle === 'dispose()')?.sameName).toBeGreaterThan(5);
  });
});

describe('what a page says it answers, and the product name', () => {
  it.each([
    ['release notes', '/docs/api/Changelog'],
    ["what's new in vitrine", '/docs/api/Changelog'],
    ['screen reader', '/docs/manual/accessibility'],
    ['reduce file size of a model', '/docs/manual/asset-pipeline'],
  ])('%s: the page whose keywords say so comes first', (query, page) => {
    expect(run(query)[0]?.document.sectionRoute.split('#')[0]).toBe(page);
  });

  it('finds pages by the product name alone, and ignores it beside other words', () => {
    expect(run('vitrine').length).toBeGreaterThan(0);
    // Beside other words it named every glTF extension page (VITRINE_materials_…).
    const found = run('can i use vitrine for watches').map((result) => result.document.sectionRoute);
    expect(found[0]).not.toMatch(/VITRINE_materials/);
  });
});
