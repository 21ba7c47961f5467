/**
 * @cmfcmf/docusaurus-search-local, with what the site adds after it writes its indexes (see
 * `searchLocalWithEmptyIndexes`). config/search.ts gives its options.
 */
import { access, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import searchLocal, { validateOptions } from '@cmfcmf/docusaurus-search-local';
import type { LoadContext, LoadedPlugin, Plugin } from '@docusaurus/types';
import lunr from 'lunr';

import { API_DOCS_DIR } from '../../src/constants/site';
import { DEFAULT_SEARCH_TAG } from '../../src/search/defaultTag';
import { INTENT_FIELD } from '../../src/search/fields';
import { rewriteSearchIndexes } from '.';

/** The plugin's options this module reads (after the plugin's own validation). */
export interface SearchLocalOptions {
  indexDocSidebarParentCategories: number;
  lunr: { k1: number; b: number };
}

interface DocsContent {
  loadedVersions?: { versionName: string }[];
}

/** An index with the plugin's fields and no documents. */
function emptyIndexFile(options: SearchLocalOptions): string {
  const index = lunr(function () {
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    this.field(INTENT_FIELD);
    if (options.indexDocSidebarParentCategories > 0) this.field('sidebarParentCategories');
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
export function searchLocalWithEmptyIndexes(context: LoadContext, validated: unknown): Plugin {
  // Docusaurus passes the options through the plugin's validateOptions (below) first.
  const options = validated as SearchLocalOptions;
  const plugin = searchLocal(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      await rewriteSearchIndexes(props.outDir, props.baseUrl, {
        k1: options.lunr.k1,
        b: options.lunr.b,
        sidebarParentCategories: options.indexDocSidebarParentCategories > 0,
        apiPath: `${props.baseUrl}docs/${API_DOCS_DIR}/`,
      });
      const empty = emptyIndexFile(options);
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
