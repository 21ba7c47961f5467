import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import searchLocal, { validateOptions } from '@cmfcmf/docusaurus-search-local';
import type { LoadContext, LoadedPlugin, Plugin, PluginConfig } from '@docusaurus/types';
import lunr from 'lunr';

import { rewriteSearchIndexes } from '../plugins/search-index';
import { API_DOCS_DIR } from '../src/constants/site';
import { DEFAULT_SEARCH_TAG } from '../src/search/defaultTag';
import { INTENT_FIELD } from '../src/search/fields';

/**
 * Local full-text search: English, lunr ranking b 0.75 and k1 1.2, field boosts
 * title 5, content 1, tags 3, parent categories 2, parent-category indexing off, 8 results; the
 * index also holds each guide's description and keywords (src/search/fields.ts).
 * The plugin writes one search-index-{tag}.json per docs tag in postBuild. Its search box is
 * replaced by ours (src/theme/SearchBar, src/components/SearchBar), which reads those files.
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

interface DocsContent {
  loadedVersions?: { versionName: string }[];
}

/** An index with the plugin's fields and no documents. */
function emptyIndexFile(): string {
  const index = lunr(function () {
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    this.field(INTENT_FIELD);
    if (searchOptions.indexDocSidebarParentCategories > 0) this.field('sidebarParentCategories');
  });
  return JSON.stringify({ documents: [], index });
}

/** Every tag a page can ask for: the default tag and each docs version's tag. */
function searchableTags(plugins: LoadedPlugin[]): string[] {
  const tags = new Set([DEFAULT_SEARCH_TAG]);
  for (const plugin of plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    const content = plugin.content as DocsContent | undefined;
    for (const version of content?.loadedVersions ?? []) {
      tags.add(`docs-${String(plugin.options.id)}-${version.versionName}`);
    }
  }
  return [...tags];
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The search plugin, with two additions after it writes its indexes. Its files are rewritten with
 * API reference pages indexed by symbol and member (plugins/search-index). And it writes one only for tags
 * that have indexed pages, but every page asks for the `default` tag (blog posts) and docs pages
 * for their version's tag, and a missing file answers 404, which browsers log as a console error.
 * So each tag a page can ask for and the plugin left out gets an empty index.
 */
function searchLocalWithEmptyIndexes(context: LoadContext, options: unknown): Plugin {
  const plugin = searchLocal(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await rewriteSearchIndexes(props.outDir, props.baseUrl, {
        k1: searchOptions.lunr.k1,
        b: searchOptions.lunr.b,
        sidebarParentCategories: searchOptions.indexDocSidebarParentCategories > 0,
        apiPath: `${props.baseUrl}docs/${API_DOCS_DIR}/`,
      });
      const empty = emptyIndexFile();
      await Promise.all(
        searchableTags(props.plugins).map(async (tag) => {
          const path = join(props.outDir, `search-index-${tag}.json`);
          if (!(await exists(path))) await writeFile(path, empty, 'utf8');
        }),
      );
    },
  };
}
searchLocalWithEmptyIndexes.validateOptions = validateOptions;

export const searchPlugin: PluginConfig = [searchLocalWithEmptyIndexes, searchOptions];
