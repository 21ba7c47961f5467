import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { LoadedContent, PluginOptions, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';

/**
 * The docs plugin (@docusaurus/plugin-content-docs), with two things every page loads made to hold
 * only what this site reads. It is the stock plugin, extended the way Docusaurus's own website
 * extends its plugins: its lifecycle methods are kept, and `contentLoaded` gets actions that trim
 * what the plugin hands them.
 *
 * - Global data (in every page's entry script) lists every doc as { id, path, sidebar }. The theme
 *   finds the page's doc by path; it reads an id only for the navbar's `type: 'doc'` items and the
 *   version's main doc. The other ~300 ids are dropped.
 * - The docs version's route props (loaded by every docs page) hold a map of all docs, each with
 *   its id, title, description and sidebar. Only DocCard reads it (`<DocCardList />` grids and
 *   generated category index pages), which this site does not render
 *   (tests/unit/doc-cards.test.ts fails when a page starts to): the map is emptied.
 *
 * Neither is an option of the plugin (the route data of every page grows with the number of docs).
 */

interface NavbarItemLike {
  type?: string;
  docId?: string;
  items?: NavbarItemLike[];
}

/** The doc ids of the navbar's `type: 'doc'` items, in dropdowns too. */
function navbarDocIds(items: readonly NavbarItemLike[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.docId ? [item.docId] : []),
    ...navbarDocIds(item.items ?? []),
  ]);
}

/** The global data with the ids of docs no navbar item names, other than each version's main doc. */
export function withNeededDocIds(data: GlobalPluginData, keepIds: ReadonlySet<string>): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.map((doc) => {
        if (keepIds.has(doc.id) || doc.id === version.mainDocId) return doc;
        // The theme's type says every doc has an id; it reads none of these.
        const lean: Partial<typeof doc> = { ...doc };
        delete lean.id;
        return lean as typeof doc;
      }),
    })),
  };
}

/** The route tree with each docs version's map of docs emptied. */
export function withoutDocsMap(route: RouteConfig): RouteConfig {
  const version = (route.props as { version?: PropVersionMetadata } | undefined)?.version;
  return {
    ...route,
    ...(version?.docs && { props: { ...route.props, version: { ...version, docs: {} } } }),
    ...(route.routes && { routes: route.routes.map(withoutDocsMap) }),
  };
}

export default async function leanDocsDataPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  const navbar = context.siteConfig.themeConfig.navbar as { items?: NavbarItemLike[] } | undefined;
  const keepIds = new Set(navbarDocIds(navbar?.items ?? []));
  return {
    ...docs,
    async contentLoaded({ content, actions }) {
      await docs.contentLoaded?.({
        content,
        actions: {
          ...actions,
          addRoute: (route) => actions.addRoute(withoutDocsMap(route)),
          setGlobalData: (data) => actions.setGlobalData(withNeededDocIds(data as GlobalPluginData, keepIds)),
        },
      });
    },
  };
}

// The docs plugin's defaults and validation, which Docusaurus reads from the plugin's module.
export { validateOptions } from '@docusaurus/plugin-content-docs';
