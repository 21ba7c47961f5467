import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import lunr from 'lunr';

import { searchOptions } from '../../config/search';
import { prepareIndex } from '../../src/search/indexLoader';
import { settingsFromPluginData, type LoadedIndex, type SearchSettings } from '../../src/search/types';

/** The tags a docs page searches: every page's default tag and the current docs version's. */
export const DOCS_PAGE_TAGS = ['default', 'docs-default-current'];

/** The built site's search indexes, read as the search box reads them. */
export function loadBuiltIndexes(tags = DOCS_PAGE_TAGS, buildDir = process.env.BUILD_DIR ?? 'build'): LoadedIndex[] {
  return tags.map((tag) => {
    const file = join(buildDir, `search-index-${tag}.json`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
    return prepareIndex(lunr, tag, JSON.parse(readFileSync(file, 'utf8')));
  });
}

/** The ranking settings the plugin hands to the client, from the same options. */
export const builtSearchSettings: SearchSettings = settingsFromPluginData({
  ...searchOptions.lunr,
  maxSearchResults: searchOptions.maxSearchResults,
  indexDocSidebarParentCategories: searchOptions.indexDocSidebarParentCategories,
});
