import type { PluginConfig } from '@docusaurus/types';

import { searchLocalWithEmptyIndexes } from '../plugins/search-index/searchLocal';

/**
 * Local full-text search: English, lunr ranking b 0.75 and k1 1.2, field boosts
 * title 5, content 1, tags 3, parent categories 2, parent-category indexing off, 8 results; the
 * index also holds each guide's description and keywords (src/search/fields.ts).
 * The plugin writes one search-index-{tag}.json per docs tag in postBuild. Its search box is
 * replaced by ours (src/theme/SearchBar, src/components/SearchBar), which reads those files, and
 * plugins/search-index/searchLocal.ts rewrites them.
 */
export const searchOptions = {
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  indexDocSidebarParentCategories: 0,
  includeParentCategoriesInPageTitle: false,
  language: 'en',
  maxSearchResults: 8,
  lunr: {
    b: 0.75,
    k1: 1.2,
    titleBoost: 5,
    contentBoost: 1,
    tagsBoost: 3,
    parentCategoriesBoost: 2,
  },
} as const;

export const searchPlugin: PluginConfig = [searchLocalWithEmptyIndexes, searchOptions];
