import { readdirSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { API_BASE_ROUTE, MODULE_NAMES, readSdkSurface, type ApiPageKind } from '../sdk-surface';

const { declarations } = readSdkSurface();

/** Pathname of a link's href, relative to the site root, without hash or trailing slash. */
function routeOf(href: string): string {
  return new URL(href, 'http://site.invalid').pathname.replace(/\/$/, '');
}

test.describe('API reference: pages match sdk/', () => {
  test('the build has one page per class, interface and enum that sdk/ exports', () => {
    for (const kind of ['classes', 'interfaces', 'enums'] as ApiPageKind[]) {
      // Each page is a folder; beside it lie its Markdown copy (Name.md) and the redirect of its
      // suffixed address (Name.html/), which are no pages.
      const built = readdirSync(path.join('build', 'docs', 'api', kind))
        .filter((entry) => !entry.endsWith('.md') && !entry.endsWith('.html'))
        .sort();
      const expected = declarations
        .filter((item) => item.kind === kind)
        .map((item) => `${item.module}.${item.name}`)
        .sort();
      expect(built, kind).toEqual(expected);
    }
  });

  test('the index lists the seven modules, each a working link', async ({ page }) => {
    await gotoHydrated(page, API_BASE_ROUTE);
    const main = page.locator('main article');
    for (const module of MODULE_NAMES) {
      await expect(main.getByRole('link', { name: module, exact: true })).toHaveAttribute(
        'href',
        `${API_BASE_ROUTE}/modules/${module}`,
      );
    }
    await main.getByRole('link', { name: 'Core_API', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Core_API');
  });

  for (const module of MODULE_NAMES) {
    test(`the ${module} page lists each of its members, and each link opens a page`, async ({ page, request }) => {
      await gotoHydrated(page, `${API_BASE_ROUTE}/modules/${module}`);
      const hrefs = await page
        .locator('main article a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const listed = new Set(hrefs.map(routeOf));
      const members = declarations.filter((item) => item.module === module);
      expect(members.length).toBeGreaterThan(0);
      for (const member of members) expect(listed, `${module} lists ${member.name}`).toContain(member.route);
      for (const route of [...listed].filter((route) => route.startsWith(API_BASE_ROUTE))) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
      }
    });
  }
});

test.describe('API reference: a class page', () => {
  test('ViewerApp shows its constructor, properties and methods with anchors, and its @see links work', async ({
    page,
  }) => {
    await gotoHydrated(page, `${API_BASE_ROUTE}/classes/Core_API.ViewerApp`);
    const article = page.locator('main article');
    for (const [id, text] of [
      ['constructors', 'Constructors'],
      ['constructor', 'Constructor'],
      ['properties', 'Properties'],
      ['methods', 'Methods'],
      ['addplugin', 'addPlugin()'],
      ['getplugin', 'getPlugin()'],
      ['dispose', 'dispose()'],
    ] as const) {
      await expect(article.locator(`[id="${id}"]`), id).toHaveText(new RegExp(`^${text.replace(/[()]/g, '\\$&')}`));
    }
    // Signatures are TypeScript highlighted by Prism (src/components/ApiSignature), coloured by src/css/prism-theme.css.
    const signature = article.locator('#addplugin ~ pre').first();
    await expect(signature).toContainText('addPlugin<T>(plugin: T | IViewerPluginConstructor<T>): Promise<T>;');
    // The method's name is drawn in the code theme's function colour.
    const name = signature.getByText('addPlugin', { exact: true });
    await expect(name).toHaveCSS('color', 'rgb(185, 50, 63)');

    const see = article.locator('p:has(> strong:text-is("See")) + ul');
    await see.getByRole('link', { name: 'ViewerAppOptions' }).click();
    await expect(page).toHaveURL(/\/docs\/api\/interfaces\/Core_API\.ViewerAppOptions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface: ViewerAppOptions');
  });
});

test.describe('API reference: links to the guides', () => {
  test('DiamondPlugin names under its summary the guides that cover it, and each opens', async ({ page }) => {
    await gotoHydrated(page, `${API_BASE_ROUTE}/classes/Plugins.DiamondPlugin`);
    const guides = page.locator('article p:has(> strong:text-is("Guides:"))');
    const extension = guides.getByRole('link', { name: 'VITRINE_materials_diamond' });
    await expect(extension).toHaveAttribute('href', '/docs/gltf-extensions/VITRINE_materials_diamond');
    await extension.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VITRINE_materials_diamond');
  });
});

test.describe('API reference: readable text', () => {
  const samples = [
    `${API_BASE_ROUTE}`,
    `${API_BASE_ROUTE}/modules/Extra_Helpers`,
    `${API_BASE_ROUTE}/classes/Core_API.ViewerPlugin`,
    `${API_BASE_ROUTE}/interfaces/Plugins.KeyframesOptions`,
    `${API_BASE_ROUTE}/interfaces/Plugins.VariationConfiguratorConfig`,
    `${API_BASE_ROUTE}/enums/Core_API.LogLevel`,
  ];
  for (const route of samples) {
    test(`${route} shows no Markdown or MDX escapes, raw tags or unresolved TSDoc`, async ({ page }) => {
      await gotoHydrated(page, route);
      // Prose only: code blocks and inline code may legitimately show `<T>` or braces.
      const prose = await page.locator('main article').evaluate((article) => {
        const copy = article.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('pre, code').forEach((element) => element.remove());
        return copy.textContent ?? '';
      });
      expect(prose.length).toBeGreaterThan(100);
      expect(prose).not.toMatch(/\\[<>_*{}[\]]|&lt;|&gt;|&amp;|<\/?[a-z]+[ />]|\{@link|@inheritDoc|@param/);
      expect(await page.title()).not.toMatch(/\\/);
    });
  }
});

test.describe('API reference: sidebar', () => {
  test('the API category is eighth in the docs sidebar, grouped by module then kind, with the changelog', async ({
    page,
  }) => {
    await gotoHydrated(page, `${API_BASE_ROUTE}/classes/Core_API.ViewerApp`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const topLevel = sidebar.locator(':scope > ul > li');
    // Eighth, as the site's owner places it; Troubleshooting follows it.
    const api = topLevel.nth(7);
    await expect(api).toContainText('API reference');
    // Each item's own label is its first link; expanded items also hold their children.
    const labelOf = (item: Locator) => item.locator(':scope > div a, :scope > a').first();
    const modules = api.locator(':scope > ul > li');
    await expect(modules).toHaveCount(MODULE_NAMES.length + 1);
    const labels = await modules.evaluateAll((items) =>
      items.map((item) => item.querySelector(':scope > div a, :scope > a')?.textContent?.trim()),
    );
    // Modules in reading order, Core_API first, with readable labels.
    expect(labels).toEqual([...MODULE_NAMES.map((module) => module.replace(/_/g, ' ')), 'Changelog']);
    const core = modules.nth(labels.indexOf('Core API'));
    await expect(labelOf(core)).toHaveAttribute('href', `${API_BASE_ROUTE}/modules/Core_API`);
    const kinds = core.locator(':scope > ul > li');
    await expect(kinds).toHaveCount(3);
    expect(
      await kinds.evaluateAll((items) => items.map((item) => item.querySelector(':scope > div')?.textContent?.trim())),
    ).toEqual(['Classes', 'Interfaces', 'Enumerations']);
    await expect(core.getByRole('link', { name: 'ViewerApp', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the changelog lists 0.11.0 first and links into the reference', async ({ page }) => {
    await gotoHydrated(page, `${API_BASE_ROUTE}/Changelog`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('0.11.0 (2025-09-16)');
    await page.locator('main article').getByRole('link', { name: 'DiamondPlugin' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class: DiamondPlugin');
  });
});

test.describe('API reference: accessibility', () => {
  const samples = [
    API_BASE_ROUTE,
    `${API_BASE_ROUTE}/Changelog`,
    `${API_BASE_ROUTE}/modules/Plugins`,
    `${API_BASE_ROUTE}/classes/Core_API.ViewerApp`,
    `${API_BASE_ROUTE}/interfaces/Plugins.VariationConfiguratorConfig`,
    `${API_BASE_ROUTE}/enums/Asset_Management.MetalPreset`,
  ];
  for (const route of samples) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${route} has no axe violations (${colorScheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await gotoHydrated(page, route);
        // The page's own content. The navbar and footer are shared by every page, and the colours of
        // highlighted code come from the site's Prism themes: both are checked with the site.
        const { violations } = await new AxeBuilder({ page }).include('main').exclude('pre').analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
      });
    }
  }
});
