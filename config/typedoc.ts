import { readdirSync } from 'node:fs';

import type { LoadContext, PluginConfig } from '@docusaurus/types';
import typedocDocusaurusPlugin from 'docusaurus-plugin-typedoc';
import type { PluginOptions as TypedocPluginOptions } from 'docusaurus-plugin-typedoc';

import { editUrl, links } from '../src/constants/links';
import { API_DOCS_DIR } from '../src/constants/site';
import { SDK_MODULES } from '../src/constants/sdkModules';
import { ROUTER_NAME, THEME_NAME } from '../plugins/typedoc/router.mjs';
import { apiSidebarFromTypedoc } from '../plugins/typedoc/sidebar';
import { sourceRevision } from '../plugins/typedoc/sourceRevision';
import liveApiReferencePlugin, { type LiveApiReferencePluginOptions } from '../plugins/live-api-reference';

/**
 * The API reference: TypeDoc reads the SDK's public API in sdk/ and writes Markdown into docs/api/
 * (git-ignored) at every `npm run build` and `npm start`, through docusaurus-plugin-typedoc.
 * plugins/typedoc/plugin.mjs adds strictness (warnings fail the build), links across modules, the
 * router and the sidebar position.
 */

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

/** The docs sidebar's generator: TypeDoc's module tree as the API category, with the changelog in it. */
export const apiSidebarItemsGenerator = apiSidebarFromTypedoc({ changelogDocId: API_CHANGELOG_DOC_ID });
