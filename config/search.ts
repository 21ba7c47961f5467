import { link, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Plugin, PluginConfig } from '@docusaurus/types';
import lunr from 'lunr';

/**
 * Local full-text search (SPEC 9): English, lunr ranking b 0.75 and k1 1.2, field boosts
 * title 5, content 1, tags 3, parent categories 2, parent-category indexing off, 8 results.
 * The plugin writes one search-index-{tag}.json per docs tag in postBuild. Its search box is
 * replaced by ours (src/theme/SearchBar), which reads those files.
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

export const searchPlugin: PluginConfig = [require.resolve('@cmfcmf/docusaurus-search-local'), searchOptions];

/** The tag every page searches (Docusaurus's DEFAULT_SEARCH_TAG); docs pages add their version's tag. */
const DEFAULT_SEARCH_TAG = 'default';

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
    if (searchOptions.indexDocSidebarParentCategories > 0) this.field('sidebarParentCategories');
  });
  return JSON.stringify({ documents: [], index });
}

/**
 * Creates the file, complete, unless it exists: written aside, then hard-linked into place (linking
 * fails if the name is taken). A file the search plugin writes later replaces ours.
 */
async function writeIfAbsent(path: string, content: string): Promise<void> {
  const staging = `${path}.${process.pid}.tmp`;
  await writeFile(staging, content, 'utf8');
  try {
    await link(staging, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(staging);
  }
}

/**
 * The search plugin writes an index only for tags that have indexed pages, but every page asks for
 * the `default` tag (blog posts) and docs pages for their version's tag: a missing file would answer
 * 404, which browsers log as a console error. This plugin writes an empty index for each tag a page
 * can ask for and the search plugin left out.
 */
export function searchIndexFallbackPlugin(): Plugin {
  return {
    name: 'vitrine-search-index-fallbacks',
    async postBuild({ outDir, plugins }) {
      const tags = new Set([DEFAULT_SEARCH_TAG]);
      for (const plugin of plugins) {
        if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
        const content = plugin.content as DocsContent | undefined;
        for (const version of content?.loadedVersions ?? []) {
          tags.add(`docs-${String(plugin.options.id)}-${version.versionName}`);
        }
      }
      const empty = emptyIndexFile();
      await Promise.all([...tags].map((tag) => writeIfAbsent(join(outDir, `search-index-${tag}.json`), empty)));
    },
  };
}
