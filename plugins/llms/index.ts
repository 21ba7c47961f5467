import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';

import { SDK_MODULES } from '../../src/constants/sdkModules';
import { SDK_VERSION } from '../../src/constants/site';
import { convertPagesInWorker } from './convertPages';
import { llmsFullTxt, llmsTxt, type IndexedPage, type SiteSummary } from './llms-txt';
import { markdownFileOf, readingPageKind } from './pages';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

/** Doc permalinks in sidebar order: a category's own page, then its items. */
function sidebarPermalinks(docs: DocsContent | undefined): string[] {
  const version = docs?.loadedVersions[0];
  if (!version) return [];
  const permalinkOf = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
  const order: string[] = [];
  const walk = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const permalink = permalinkOf.get(item.id);
        if (permalink) order.push(permalink);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') {
          const permalink = permalinkOf.get(item.link.id);
          if (permalink) order.push(permalink);
        } else if (item.link?.type === 'generated-index') order.push(item.link.permalink);
        walk(item.items);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar);
  return order;
}

/**
 * Writes every reading page as Markdown next to its HTML (`/docs/intro` → `/docs/intro.md`), plus
 * `/llms.txt` (the llmstxt.org index) and `/llms-full.txt` (every doc in sidebar order). Runs after
 * the HTML is written, converting what was rendered; any page that cannot be converted fails the build.
 */
export default function llmsPlugin(): Plugin {
  return {
    name: 'vitrine-llms',
    async postBuild({ outDir, siteConfig, routesPaths, plugins }) {
      const { url, baseUrl } = siteConfig;
      const siteRoot = new URL(baseUrl, url).href;
      const withoutBase = (path: string): string => `/${path.slice(baseUrl.length)}`;

      const routes = [...new Set(routesPaths)]
        .map((route) => ({ route, kind: readingPageKind(withoutBase(route)) }))
        .filter((entry): entry is { route: string; kind: NonNullable<typeof entry.kind> } => entry.kind !== undefined);

      const { converted: convertedPages, failures } = await convertPagesInWorker({
        outDir,
        siteUrl: url,
        pages: routes.map(({ route, kind }) => ({ route, path: withoutBase(route), kind })),
      });
      const converted = new Map(convertedPages);
      if (failures.length > 0) {
        throw new Error(`Pages that cannot be converted to Markdown (${failures.length}):\n${failures.join('\n')}`);
      }

      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const sidebarOrder = sidebarPermalinks(docsPlugin?.content as DocsContent | undefined);
      const rank = (route: string): number => {
        const index = sidebarOrder.indexOf(route);
        return index === -1 ? sidebarOrder.length : index;
      };
      const pages: IndexedPage[] = [...converted]
        .map(([route, page]) => ({
          ...page,
          path: withoutBase(route),
          markdownUrl: new URL(markdownFileOf(withoutBase(route)), siteRoot).href,
          pageUrl: new URL(route, url).href,
        }))
        .sort((a, b) => rank(`${baseUrl}${a.path.slice(1)}`) - rank(`${baseUrl}${b.path.slice(1)}`));

      const site: SiteSummary = {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        sdkVersion: SDK_VERSION,
        modules: Object.keys(SDK_MODULES),
      };
      await writeFile(join(outDir, 'llms.txt'), llmsTxt(site, pages));
      await writeFile(join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages));
    },
  };
}
