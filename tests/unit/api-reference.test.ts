import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  API_CHANGELOG_DOC_ID,
  API_OUT_DIR,
  API_SIDEBAR_POSITION,
  apiSidebarItemsGenerator,
} from '../../config/typedoc';
import { SDK_MODULES } from '../../src/constants/sdkModules';
import { isApiReferenceDoc } from '../../src/constants/site';
import { MODULE_NAMES, readSdkSurface, type ApiPageKind } from '../sdk-surface';
import { runTypedoc, type TypedocRun } from '../typedoc-run';

const PAGE_KINDS: ApiPageKind[] = ['classes', 'interfaces', 'enums'];

let run: TypedocRun;

/** Generated pages of one kind, as `Module.Name`. */
function pagesOf(kind: ApiPageKind): string[] {
  return readdirSync(path.join(run.apiDir, kind)).map((file) => file.replace(/\.md$/, ''));
}

function readPage(relativePath: string): string {
  return readFileSync(path.join(run.apiDir, relativePath), 'utf8');
}

/** Relative Markdown link targets of a page (external links and same-page anchors excluded). */
function relativeLinks(markdown: string): string[] {
  return (
    [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      // Site paths (`/docs/manual/…`, the Guides sections) are checked by the build's broken-link check.
      .filter((href) => !/^(https?:|mailto:|#|\/)/.test(href))
  );
}

beforeAll(async () => {
  run = await runTypedoc();
}, 180_000);

afterAll(() => run?.remove());

describe('the generated API reference matches sdk/', () => {
  const { declarations } = readSdkSurface();

  it('has one page per exported class, interface and enum, and no other member pages', () => {
    for (const kind of PAGE_KINDS) {
      const expected = declarations.filter((item) => item.kind === kind).map((item) => `${item.module}.${item.name}`);
      expect(pagesOf(kind).sort(), kind).toEqual(expected.sort());
    }
    const folders = readdirSync(run.apiDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(['classes', 'enums', 'interfaces', 'modules']);
  });

  it('has a page per module, and every module page lists its members with working links', () => {
    expect(readdirSync(path.join(run.apiDir, 'modules')).sort()).toEqual(
      MODULE_NAMES.map((module) => `${module}.md`).sort(),
    );
    for (const module of MODULE_NAMES) {
      const page = readPage(`modules/${module}.md`);
      const links = relativeLinks(page).map((href) => href.replace(/#.*$/, ''));
      for (const declaration of declarations.filter((item) => item.module === module)) {
        expect(links, `${module} lists ${declaration.name}`).toContain(
          `../${declaration.kind}/${module}.${declaration.name}.md`,
        );
      }
      for (const href of links) {
        expect(existsSync(path.resolve(run.apiDir, 'modules', href)), `${module} → ${href}`).toBe(true);
      }
    }
  });

  it('links only to pages that exist, from every page', () => {
    let checked = 0;
    for (const kind of [...PAGE_KINDS, 'modules']) {
      for (const file of readdirSync(path.join(run.apiDir, kind))) {
        for (const href of relativeLinks(readPage(`${kind}/${file}`))) {
          const target = path.resolve(run.apiDir, kind, href.replace(/#.*$/, ''));
          expect(existsSync(target), `${kind}/${file} → ${href}`).toBe(true);
          checked += 1;
        }
      }
    }
    // Cross-references are what make the reference navigable; there should be thousands.
    expect(checked).toBeGreaterThan(declarations.length * 4);
  });

  it('gives the index page sidebar position 8 and lists the seven modules', () => {
    const index = readPage('index.md');
    expect(index).toContain(`\nsidebar_position: ${API_SIDEBAR_POSITION}\n`);
    for (const module of MODULE_NAMES) expect(index).toContain(`(modules/${module}.md)`);
  });

  it('gives every page a plain-text title without Markdown escapes', () => {
    for (const kind of [...PAGE_KINDS, 'modules']) {
      for (const file of readdirSync(path.join(run.apiDir, kind))) {
        const title = /^title: "(.*)"$/m.exec(readPage(`${kind}/${file}`))?.[1];
        expect(title, `${kind}/${file}`).toMatch(/\S/);
        expect(title, `${kind}/${file}`).not.toMatch(/\\/);
      }
    }
  });

  it('shows constructor, properties, methods and a resolved @see link on the ViewerApp page', () => {
    const page = readPage('classes/Core_API.ViewerApp.md');
    expect(page).toMatch(/^# Class: ViewerApp$/m);
    for (const heading of [
      '## Constructors',
      '### Constructor',
      '## Properties',
      '## Methods',
      '### addPlugin()',
      '**See**',
    ]) {
      expect(page).toContain(`\n${heading}\n`);
    }
    const see = page.slice(page.indexOf('**See**'), page.indexOf('**Extends**'));
    expect(see).toContain('[ViewerAppOptions](../interfaces/Core_API.ViewerAppOptions.md)');
    expect(existsSync(path.join(run.apiDir, 'interfaces/Core_API.ViewerAppOptions.md'))).toBe(true);
  });
});

describe('telling API reference pages apart', () => {
  it('recognises every generated page by its doc id, and no hand-written doc', () => {
    // Docusaurus doc ids are paths under docs/ without the extension.
    const docsRelativeDir = path.posix.relative('docs', API_OUT_DIR);
    const generatedIds = PAGE_KINDS.flatMap((kind) =>
      pagesOf(kind).map((page) => `${docsRelativeDir}/${kind}/${page}`),
    );
    expect(generatedIds.length).toBeGreaterThan(200);
    expect(generatedIds.filter((id) => !isApiReferenceDoc(id))).toEqual([]);
    for (const id of [
      API_CHANGELOG_DOC_ID,
      'intro',
      'manual/viewer-api',
      'gltf-extensions/VITRINE_materials_diamond',
    ]) {
      expect(isApiReferenceDoc(id), id).toBe(false);
    }
  });
});

describe('the API sidebar', () => {
  type Category = { type: 'category'; label: string; link?: { id: string }; items: { label: string }[] };
  /** Whether a sidebar item is a page or a category with a page somewhere inside. */
  const holdsAPage = (item: object): boolean =>
    'id' in item || ('items' in item && Array.isArray(item.items) && item.items.some(holdsAPage));

  it('groups pages by module in reading order (Core_API first), then by kind', () => {
    const file = path.join(run.apiDir, 'typedoc-sidebar.cjs');
    const sidebar = createRequire(file)(file) as Category[];
    expect(MODULE_NAMES[0]).toBe('Core_API');
    expect(sidebar.map((category) => category.label)).toEqual(MODULE_NAMES);
    for (const category of sidebar) {
      expect(category.link?.id).toBe(`api/modules/${category.label}`);
      // Functions stay on their module page: their topic categories hold no page, and the site's
      // sidebar generator (tested below) drops them.
      const groups = category.items.filter(holdsAPage).map((item) => item.label);
      expect(groups.length, category.label).toBeGreaterThan(0);
      expect(groups, category.label).toEqual(
        ['Classes', 'Interfaces', 'Enumerations'].filter((g) => groups.includes(g)),
      );
    }
  });

  it('replaces the folder-shaped api category with the module tree and moves the changelog into it', async () => {
    const apiCategory = {
      type: 'category' as const,
      label: 'api',
      link: { type: 'doc' as const, id: 'api/index' },
      items: [{ type: 'doc' as const, id: 'api/classes/Core_API.ViewerApp' }],
    };
    const defaultItems = [
      { type: 'doc' as const, id: 'intro' },
      { type: 'doc' as const, id: API_CHANGELOG_DOC_ID },
      apiCategory,
    ];
    const items = await apiSidebarItemsGenerator({
      defaultSidebarItemsGenerator: async () => defaultItems,
      item: { type: 'autogenerated', dirName: '.' },
      version: { contentPath: run.docsDir, versionName: 'current' },
      docs: [],
      numberPrefixParser: (filename: string) => ({ filename, numberPrefix: undefined }),
      categoriesMetadata: {},
      isCategoryIndex: () => false,
    } as unknown as Parameters<typeof apiSidebarItemsGenerator>[0]);
    expect(items.map((item) => ('label' in item && item.label) || ('id' in item && item.id))).toEqual([
      'intro',
      'API reference',
    ]);
    const api = items[1] as unknown as Category;
    // Readable labels: "Core API" for Core_API.
    expect(api.items.map((item) => item.label)).toEqual([
      ...MODULE_NAMES.map((module) => module.replace(/_/g, ' ')),
      'Changelog',
    ]);

    // Functions, documented on their module page, are listed under their module, by topic, each
    // linking to its entry: an anchor the module page has.
    const helpers = api.items.find((item) => item.label === 'Extra Helpers') as unknown as Category;
    const functions = helpers.items.find((item) => item.label === 'Functions') as unknown as Category;
    expect(functions.items.map((item) => item.label)).toEqual(['Easing', 'Maths', 'Colour', 'Timing', 'Device']);
    const links = functions.items.flatMap((topic) => (topic as unknown as Category).items) as unknown as {
      label: string;
      href: string;
    }[];
    expect(links.length).toBeGreaterThanOrEqual(37);
    const modulePage = readFileSync(path.join(run.apiDir, 'modules', 'Extra_Helpers.md'), 'utf8');
    for (const link of links) {
      const [route, anchor] = link.href.split('#');
      expect(route, link.label).toBe('/docs/api/modules/Extra_Helpers');
      const asHeading = new RegExp(`^#+ ${link.label.replace(/[()]/g, '\\$&')}$`, 'm');
      expect(modulePage.includes(`<ApiAnchor id="${anchor}" />`) || asHeading.test(modulePage), link.label).toBe(true);
    }
  });
});

describe('sdk/ itself', () => {
  const { declarations, moduleTags } = readSdkSurface();

  it('names each module with the @module tag of its entry file', () => {
    for (const module of MODULE_NAMES) expect(moduleTags[module], SDK_MODULES[module]).toBe(module);
  });

  it('uses each name once across modules, so links resolve without a module prefix', () => {
    const names = declarations.map((item) => item.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('has about 250 class, interface and enum pages, with classes in every module', () => {
    expect(declarations.length).toBeGreaterThanOrEqual(225);
    expect(declarations.length).toBeLessThanOrEqual(275);
    for (const module of MODULE_NAMES) {
      expect(
        declarations.some((item) => item.module === module && item.kind === 'classes'),
        module,
      ).toBe(true);
    }
  });

  it('exports the classes the introduction and the home page use', () => {
    for (const name of ['ViewerApp', 'TonemapPlugin', 'GroundPlugin', 'DiamondPlugin']) {
      expect(declarations.find((item) => item.name === name)?.kind, name).toBe('classes');
    }
  });
});
