/**
 * Finding one's way in the API reference: the landing page, modules in reading order, categories
 * derived by rules (plugins by job, interfaces by purpose, helpers by topic), and each page's links
 * to the guides that use it, derived from the guides' own links.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { guideLinksByApiPage, withGuidesOfReferrers } from '../../plugins/typedoc/guide-links.mjs';
import { SDK_VERSION } from '../../src/constants/site';
import { MODULE_NAMES } from '../sdk-surface';
import { runTypedoc, type TypedocRun } from '../typedoc-run';

let run: TypedocRun;

const readPage = (file: string) => readFileSync(path.join(run.apiDir, file), 'utf8');

/** The text of a `## Title` section, up to the next h2. */
function section(markdown: string, title: string): string {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + title.length + 5);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The `### Title` sub-headings of a section, in order. */
const subHeadings = (markdown: string) => [...markdown.matchAll(/^### (.+)$/gm)].map((match) => match[1]);

beforeAll(async () => {
  run = await runTypedoc();
}, 180_000);

afterAll(() => run?.remove());

describe('the API landing page', () => {
  it('says where to start, how to read the pages, and lists the modules in reading order', () => {
    const index = readPage('index.md');
    expect(index).toContain('\n## Where to start\n');
    expect(index).toContain('[`ViewerApp`](classes/Core_API.ViewerApp.md)');
    expect(index).toContain('[`addPlugin`](classes/Core_API.ViewerApp.md#addplugin)');
    expect(index).toContain('\n## How to read these pages\n');
    const modules = section(index, 'Modules');
    const order = MODULE_NAMES.map((module) => modules.indexOf(`(modules/${module}.md)`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(MODULE_NAMES[0]).toBe('Core_API');
  });

  it("shows the SDK version from the site's constant, not a copy", () => {
    const index = readPage('index.md');
    expect(index).toContain("import { SDK_VERSION } from '@site/src/constants/site';");
    expect(index).toContain('{SDK_VERSION}');
    expect(index).not.toContain(SDK_VERSION);
  });

  it('lists every plugin class of the plugin modules once, by job, and no abstract base', () => {
    const jobs = section(readPage('index.md'), 'Where to start');
    const abstract: string[] = [];
    for (const module of ['Plugins', 'Interaction', 'UI_Plugins']) {
      const classes = [...readPage(`modules/${module}.md`).matchAll(/\]\(\.\.\/classes\/([\w.]+Plugin)\.md\)/g)].map(
        (match) => match[1]!,
      );
      expect(classes.length, module).toBeGreaterThan(0);
      for (const name of new Set(classes)) {
        const isAbstract = readPage(`classes/${name}.md`).includes('\n# Abstract Class: ');
        if (isAbstract) abstract.push(name);
        expect(jobs.split(`(classes/${name}.md)`).length - 1, name).toBe(isAbstract ? 0 : 1);
      }
    }
    expect(abstract).toContain('UI_Plugins.UiPanelPlugin');
    expect(jobs).toMatch(/\| Diamonds and gems \| \[`DiamondPlugin`\]/);
  });
});

describe('categories by rule', () => {
  it('groups the Plugins module classes by job and its interfaces by purpose', () => {
    const plugins = readPage('modules/Plugins.md');
    expect(subHeadings(section(plugins, 'Classes'))).toEqual([
      'Rendering and effects',
      'Diamonds and gems',
      'Material extensions',
      'Animation',
      'Camera views',
      'Configurators',
      'Snapshots and recording',
    ]);
    const interfaces = section(plugins, 'Interfaces');
    expect(subHeadings(interfaces)).toEqual(['Settings', 'Options', 'Events', 'Event payloads', 'Data']);
    const under = (heading: string) => interfaces.slice(interfaces.indexOf(`### ${heading}\n`)).split('\n### ')[0];
    expect(under('Settings')).toContain('[BloomSettings]');
    expect(under('Events')).toContain('[CameraViewEventMap]');
    // A payload named after what it carries is found by its use in an event map.
    expect(under('Event payloads')).toContain('[ScrollProgressEvent]');
    expect(under('Options')).toContain('[SnapshotOptions]');
  });

  it('groups the helper functions by topic, with a summary table linking each one', () => {
    const helpers = readPage('modules/Extra_Helpers.md');
    const functions = section(helpers, 'Functions');
    expect(subHeadings(functions)).toEqual(['Easing', 'Maths', 'Colour', 'Timing', 'Device']);
    const summary = functions.slice(0, functions.indexOf('\n### '));
    expect(summary).toContain('| Topic | Functions |');
    expect(summary).toMatch(/\| Easing \|.*\[easeInCubic\]\(#easeincubic\)/);
    expect(summary).toMatch(/\| Maths \|.*\[clamp\]\(#clamp\)/);
    // Each function stays documented on the page, under its topic.
    expect(functions).toMatch(/### Maths\n[\s\S]*#### clamp\(\)/);
  });
});

describe('links from API pages to the guides', () => {
  /** The guides an API page lists under its summary, as their addresses. */
  function guidesOf(markdown: string): string[] {
    const line = /^\*\*Guides:\*\* (.+)$/m.exec(markdown)?.[1] ?? '';
    return [...line.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
  }

  it('lists on DiamondPlugin, right under its summary, the guides and the glTF extension page that cover it', () => {
    const page = readPage('classes/Plugins.DiamondPlugin.md');
    expect(guidesOf(page)).toEqual(
      expect.arrayContaining(['/docs/gltf-extensions/VITRINE_materials_diamond', '/docs/industries/jewellery']),
    );
    // Under the summary: before the page's example and member sections.
    expect(page.indexOf('**Guides:**')).toBeLessThan(page.indexOf('\n## '));
  });

  it('gives almost every page guides: settings, options and payloads get those of the classes using them', () => {
    const pages = readdirSync(path.join(run.apiDir), { recursive: true, encoding: 'utf8' }).filter((file) =>
      /^(classes|interfaces|enums)\//.test(file),
    );
    const without = pages.filter((file) => guidesOf(readPage(file)).length === 0);
    expect(pages.length).toBeGreaterThan(250);
    expect(without.length, without.join(', ')).toBeLessThanOrEqual(10);
    // No guide names SSAOSettings: it lists those of SSAOPlugin, the class that uses it.
    const settingsGuides = guidesOf(readPage('interfaces/Plugins.SSAOSettings.md'));
    expect(settingsGuides.length).toBeGreaterThan(0);
    expect(guidesOf(readPage('classes/Plugins.SSAOPlugin.md'))).toEqual(expect.arrayContaining(settingsGuides));
  });

  it('derives the list from the guides: adding or removing a link or a name changes it', () => {
    const docsDir = mkdtempSync(path.join(tmpdir(), 'vitrine-guides-'));
    try {
      mkdirSync(path.join(docsDir, 'manual'));
      mkdirSync(path.join(docsDir, 'api'));
      const guide = path.join(docsDir, 'manual', 'gems.mdx');
      const page = 'classes/Plugins.DiamondPlugin';
      const symbols = new Map([['DiamondPlugin', page]]);
      writeFileSync(guide, '---\ntitle: Gems\n---\n\n# Gems\n\nNo link yet.\n');
      // A link in a code block is an example, and the API's own pages are no guides.
      writeFileSync(path.join(docsDir, 'manual', 'code.mdx'), '# Code\n\n```ts\n// /docs/api/' + page + '\n```\n');
      writeFileSync(path.join(docsDir, 'api', 'index.md'), '---\nslug: /api\n---\n\n[x](/docs/api/' + page + ')\n');
      expect(guideLinksByApiPage(docsDir).get(page)).toBeUndefined();

      writeFileSync(guide, `---\ntitle: Gems\n---\n\n# Gems\n\nSee [DiamondPlugin](/docs/api/${page}#makegem).\n`);
      expect(guideLinksByApiPage(docsDir).get(page)).toEqual([
        { title: 'Gems', route: '/docs/manual/gems', weight: 3 },
      ]);

      // Named in prose and used in a sample: the page that says more comes first.
      writeFileSync(guide, '---\ntitle: Gems\n---\n\n# Gems\n\nAdd `DiamondPlugin.makeGem()` to a mesh.\n');
      writeFileSync(
        path.join(docsDir, 'manual', 'code.mdx'),
        '# Code\n\n```ts\nawait viewer.addPlugin(DiamondPlugin);\n```\n',
      );
      expect(
        guideLinksByApiPage(docsDir, symbols)
          .get(page)
          ?.map((entry) => [entry.title, entry.weight]),
      ).toEqual([
        ['Gems', 2],
        ['Code', 1],
      ]);

      writeFileSync(guide, '---\ntitle: Gems\n---\n\n# Gems\n\nThe link is gone.\n');
      rmSync(path.join(docsDir, 'manual', 'code.mdx'));
      expect(guideLinksByApiPage(docsDir, symbols).get(page)).toBeUndefined();
    } finally {
      rmSync(docsDir, { recursive: true, force: true });
    }
  });

  it('passes guides on to the types a page uses, through as many steps as it takes', () => {
    const gems = { title: 'Gems', route: '/docs/manual/gems', weight: 3 };
    const result = withGuidesOfReferrers(
      new Map([['classes/Diamond', [gems]]]),
      new Map([
        ['classes/Diamond', new Set(['interfaces/DiamondEventMap'])],
        ['interfaces/DiamondEventMap', new Set(['interfaces/GemEvent'])],
      ]),
    );
    expect(result.get('interfaces/GemEvent')?.map((guide) => guide.route)).toEqual(['/docs/manual/gems']);
    expect(result.get('classes/Diamond')).toEqual([gems]);
  });
});
