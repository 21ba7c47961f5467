import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
// Adds `devServer` to webpack's Configuration type.
import type {} from 'webpack-dev-server';

const NAME = 'vitrine-dev-search-index';

/** The index files the search plugin writes in postBuild, one per search tag. */
const INDEX_FILE = /^search-index-.+\.json$/;

interface DocsContent {
  loadedVersions?: { versionName: string }[];
}

/** The index files pages ask for: the default tag's and one per docs version (Docusaurus's search tags). */
function expectedIndexFiles(allContent: AllContent): string[] {
  const tags = ['default'];
  for (const [id, content] of Object.entries(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions ?? []) tags.push(`docs-${id}-${version.versionName}`);
  }
  return tags.map((tag) => `search-index-${tag}.json`);
}

async function builtIndexFiles(outDir: string): Promise<string[]> {
  try {
    return (await readdir(outDir)).filter((file) => INDEX_FILE.test(file));
  } catch {
    return [];
  }
}

/** Links `target` into `dir` under its own name, replacing an older link. */
async function linkInto(dir: string, target: string): Promise<void> {
  const link = path.join(dir, path.basename(target));
  await rm(link, { force: true });
  try {
    await symlink(target, link);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Under `docusaurus start` no index exists: the search plugin builds it from the rendered HTML in
 * postBuild. This plugin makes the dev server answer `search-index-*.json` with the last build's
 * files through links into build/, so a build made while the server runs is served at once. They
 * are static files, whose Last-Modified header tells the search box when that build was made; with
 * no build the link leads nowhere and the answer is a 404.
 */
export default function devSearchIndexPlugin(context: LoadContext): Plugin {
  const servedDir = path.join(context.generatedFilesDir, NAME);
  return {
    name: NAME,
    // Runs again on every content reload; concurrent runs may race to make the same link.
    async allContentLoaded({ allContent }) {
      await mkdir(servedDir, { recursive: true });
      const files = new Set([...expectedIndexFiles(allContent), ...(await builtIndexFiles(context.outDir))]);
      await Promise.all([...files].map((file) => linkInto(servedDir, path.join(context.outDir, file))));
    },
    configureWebpack(_config, isServer): Configuration {
      if (isServer) return {};
      return { devServer: { static: [{ directory: servedDir, publicPath: context.baseUrl, watch: false }] } };
    },
  };
}
