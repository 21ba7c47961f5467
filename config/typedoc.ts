import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { LoadContext, PluginConfig } from '@docusaurus/types';
import typedocDocusaurusPlugin from 'docusaurus-plugin-typedoc';
import type { PluginOptions as DocsPluginOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions as TypedocPluginOptions } from 'docusaurus-plugin-typedoc';

import { editUrl, links } from '../src/constants/links';
import { API_DOCS_DIR } from '../src/constants/site';
import { FUNCTIONS_SIDEBAR_FILE, ROUTER_NAME, THEME_NAME } from '../plugins/typedoc/router.mjs';
import liveApiReferencePlugin, { type LiveApiReferencePluginOptions } from '../plugins/live-api-reference';

/**
 * The API reference: TypeDoc reads the SDK's public API in sdk/ and writes Markdown into docs/api/
 * (git-ignored) at every `npm run build` and `npm start`, through docusaurus-plugin-typedoc.
 * plugins/typedoc/plugin.mjs adds strictness (warnings fail the build), links across modules, the
 * router and the sidebar position.
 */

/** The SDK's modules, in reading order, with their entry files. The module name comes from each file's `@module` tag. */
export const SDK_MODULES = {
  Core_API: 'sdk/core/index.ts',
  Asset_Management: 'sdk/assets/index.ts',
  Plugins: 'sdk/plugins/index.ts',
  Interaction: 'sdk/interaction/index.ts',
  UI_Plugins: 'sdk/ui/index.ts',
  Extra_Helpers: 'sdk/helpers/index.ts',
  Viewer_Editor_Templates: 'sdk/templates/index.ts',
} as const;

export type SdkModuleName = keyof typeof SDK_MODULES;

/** Where the generated Markdown goes, relative to the site directory; TypeDoc empties it on every run. */
export const API_OUT_DIR = `docs/${API_DOCS_DIR}`;

/** Position of the API category in the docs sidebar. */
export const API_SIDEBAR_POSITION = 8;

/** The doc id of the hand-written changelog (docs/api-changelog.mdx), shown inside the API category. */
export const API_CHANGELOG_DOC_ID = 'api-changelog';

/**
 * TypeDoc options shared by the site build and the unit tests (which add the Markdown plugin
 * themselves; docusaurus-plugin-typedoc adds it and its Docusaurus theme in the build).
 */
export const typedocOptions = {
  entryPoints: Object.values(SDK_MODULES),
  // Modules in the reading order of SDK_MODULES (Core_API first), not alphabetical.
  sortEntryPoints: false,
  tsconfig: './sdk/tsconfig.json',
  out: `./${API_OUT_DIR}`,
  plugin: ['./plugins/typedoc/plugin.mjs'],
  name: 'Vitrine SDK',
  includeVersion: false,
  readme: 'none',
  router: ROUTER_NAME,
  theme: THEME_NAME,
  entryFileName: 'index.md',
  // "Defined in" links to the file and line in the repository, at the commit being built. TypeDoc's
  // own git detection wants a `.git` folder (a worktree has a file), so the revision is given.
  disableSources: false,
  disableGit: true,
  // Source paths relative to the repository root, as the link template needs them.
  displayBasePath: '.',
  gitRevision: sourceRevision(),
  sourceLinkTemplate: `${links.repository}/blob/{gitRevision}/{path}#L{line}`,
  // TSDoc passes through MDX: escape `<`, `{` and the like outside code.
  sanitizeComments: true,
  treatWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  excludePrivate: true,
  excludeInternal: true,
  // Signatures as fenced TypeScript, so Prism highlights them.
  useCodeBlocks: true,
  parametersFormat: 'table',
  // Settings, options, payloads and enums as tables (name, type, default, description): one row per
  // property instead of a heading and a code block each.
  // Class properties keep their headings: a row anchor would take the id that Docusaurus gives a
  // heading of the same name in another case (static `PluginType`, accessor `pluginType`).
  interfacePropertiesFormat: 'table',
  enumMembersFormat: 'table',
  // Members in tables link their source from the page's own "Defined in"; a column per row would
  // widen every table on a phone.
  tableColumnSettings: { hideSources: true },
  typeDeclarationFormat: 'table',
  indexFormat: 'table',
  hideBreadcrumbs: true,
  hidePageHeader: true,
  includeHierarchySummary: false,
  // Members of a page: constructor, then data, then behaviour. Module pages: classes first.
  groupOrder: [
    'Constructors',
    'Properties',
    'Accessors',
    'Methods',
    'Classes',
    'Interfaces',
    'Enumerations',
    'Type Aliases',
    'Functions',
    'Variables',
    '*',
  ],
  sort: ['kind', 'instance-first', 'enum-member-source-order', 'alphabetical-ignoring-documents'],
  pageTitleTemplates: { index: '{projectName} API reference', module: '{name}', member: '{keyword} {kind}: {name}' },
  apiSidebarPosition: API_SIDEBAR_POSITION,
  // Each API page lists the guides in docs/ that cover it (plugins/typedoc/guide-links.mjs).
  apiGuidesDir: './docs',
  // "Edit this page" on an API page opens the sdk/ file whose doc comments it shows.
  apiEditUrlBase: editUrl(),
  sidebar: {
    autoConfiguration: true,
    pretty: true,
    typescript: false,
    deprecatedItemClassName: 'typedoc-sidebar-item-deprecated',
  },
} satisfies Partial<TypedocPluginOptions> & Record<string, unknown>;

/** The commit being built, or the default branch where git is unavailable (a source archive). */
function sourceRevision(): string {
  try {
    // Twelve hex digits name a commit as surely here and keep each of the hundreds of links short.
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return links.repositoryEditBranch;
  }
}

/**
 * The Docusaurus plugin entry for docusaurus.config.ts. `docusaurus build` runs TypeDoc once and fails
 * on any warning. `docusaurus start` (development mode) runs plugins/live-api-reference instead: it
 * skips TypeDoc when sdk/ is unchanged since the last run, regenerates the changed pages as sdk/ is
 * edited, and shows warnings in the terminal and the browser overlay without stopping.
 *
 * The build's entry is a function holding the options rather than `['docusaurus-plugin-typedoc',
 * options]`: Docusaurus serializes plugin options into the site config that every page's entry
 * script carries (0.9 kB gzip of TypeDoc settings, and a commit id that changed the script's hash
 * at every commit), but it cannot serialize a function.
 */
export const typedocPlugin: PluginConfig =
  process.env.NODE_ENV === 'production'
    ? function typedocWithOptions(context: LoadContext) {
        return typedocDocusaurusPlugin(context, typedocOptions as Partial<TypedocPluginOptions>);
      }
    : [
        liveApiReferencePlugin,
        {
          // Source links name the branch, not the commit: a commit would change the options at every
          // commit and defeat the reuse of docs/api when sdk/ is unchanged.
          typedocOptions: { ...typedocOptions, gitRevision: links.repositoryEditBranch },
          sdkDir: 'sdk',
          // Every module of our TypeDoc plugin and theme: a new one cannot be left out of the list.
          configFiles: readdirSync('plugins/typedoc')
            .filter((file) => file.endsWith('.mjs'))
            .map((file) => `plugins/typedoc/${file}`),
        } satisfies LiveApiReferencePluginOptions,
      ];

type SidebarItemsGenerator = DocsPluginOptions['sidebarItemsGenerator'];
type SidebarItem = Awaited<ReturnType<SidebarItemsGenerator>>[number];
type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;

/**
 * Reads the sidebar TypeDoc wrote (modules, each grouped by kind), bypassing Node's module cache
 * so that `npm start` sees regenerations.
 */
function readTypedocSidebar(docsDir: string): SidebarItem[] {
  const file = path.join(docsDir, API_DOCS_DIR, 'typedoc-sidebar.cjs');
  const load = createRequire(file);
  delete load.cache[file];
  return load(file) as SidebarItem[];
}

function isApiCategory(item: SidebarItem): item is SidebarCategory {
  return item.type === 'category' && item.link?.type === 'doc' && item.link.id === `${API_DOCS_DIR}/index`;
}

/** Where the docs are served: the docs plugin's default route base path, which the site keeps. */
const DOCS_ROUTE = '/docs';

/** A module's functions by topic, as plugins/typedoc/plugin.mjs writes them next to the sidebar. */
interface ModuleFunctions {
  module: string;
  topics: { title: string; functions: { name: string; anchor: string }[] }[];
}

function readFunctionsSidebar(docsDir: string): ModuleFunctions[] {
  const file = path.join(docsDir, API_DOCS_DIR, FUNCTIONS_SIDEBAR_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ModuleFunctions[]) : [];
}

/**
 * A module's category with a "Functions" category added: functions are documented on the module
 * page, so each item links to its entry there (`/docs/api/modules/Extra_Helpers#debounce`).
 */
function withFunctions(item: SidebarItem, functions: ModuleFunctions[]): SidebarItem {
  if (item.type !== 'category') return item;
  const own = functions.find((entry) => entry.module === item.label);
  if (!own) return item;
  const page = `${DOCS_ROUTE}/${API_DOCS_DIR}/modules/${own.module}`;
  const links = (topic: ModuleFunctions['topics'][number]): SidebarItem[] =>
    topic.functions.map(({ name, anchor }) => ({ type: 'link', label: `${name}()`, href: `${page}#${anchor}` }));
  const items: SidebarItem[] = own.topics.every((topic) => topic.title)
    ? own.topics.map((topic) => ({
        type: 'category',
        label: topic.title,
        collapsed: true,
        collapsible: true,
        items: links(topic),
      }))
    : own.topics.flatMap(links);
  return {
    ...item,
    items: [...item.items, { type: 'category', label: 'Functions', collapsed: true, collapsible: true, items }],
  };
}

/** A module's sidebar label without the underscores of its name: "Core API" for Core_API. */
function readableModuleLabel(item: SidebarItem): SidebarItem {
  return item.type === 'category' ? { ...item, label: item.label.replace(/_/g, ' ') } : item;
}

/**
 * The items without categories that lead nowhere: functions live on their module page, so their
 * topic categories (plugins/typedoc/categories.mjs) reach TypeDoc's navigation with no page inside.
 */
function withoutEmptyCategories(items: SidebarItem[]): SidebarItem[] {
  const kept: SidebarItem[] = [];
  for (const item of items) {
    if (item.type !== 'category') {
      kept.push(item);
      continue;
    }
    const children = withoutEmptyCategories(item.items);
    if (children.length > 0 || item.link) kept.push({ ...item, items: children });
  }
  return kept;
}

/**
 * The docs sidebar stays autogenerated (sidebars.ts); this generator replaces the folder-shaped
 * `api` category (classes/, enums/, … at position 8 from the index page's front matter) with
 * TypeDoc's module-then-kind tree, and moves the changelog into it.
 */
export const apiSidebarItemsGenerator: SidebarItemsGenerator = async ({ defaultSidebarItemsGenerator, ...args }) => {
  const items = await defaultSidebarItemsGenerator(args);
  const apiCategory = items.find(isApiCategory);
  if (!apiCategory) return items;
  const changelog: SidebarItem = { type: 'doc', id: API_CHANGELOG_DOC_ID, label: 'Changelog' };
  return items
    .filter((item) => !(item.type === 'doc' && item.id === API_CHANGELOG_DOC_ID))
    .map((item) =>
      item === apiCategory
        ? {
            ...apiCategory,
            label: 'API reference',
            items: [
              ...withoutEmptyCategories(readTypedocSidebar(args.version.contentPath))
                .map((module) => withFunctions(module, readFunctionsSidebar(args.version.contentPath)))
                .map(readableModuleLabel),
              changelog,
            ],
          }
        : item,
    );
};
