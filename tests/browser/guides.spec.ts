import { test, expect, gotoHydrated } from './fixtures';
import { docsRoutes } from '../routes';
import { METAL_PRESET_VALUES } from '../../sdk/assets/presets';
import { GEM_OPTICS } from '../../sdk/plugins/gem-optics';
import { formatRgb, hexToLinearRgb } from '../../src/utils/srgb';

/** The guides (every docs route but the API reference): table of contents, code blocks, sidebar. */
const guideRoutes = docsRoutes.filter((route) => !route.path.startsWith('/docs/api'));

test.describe('each guide has a working table of contents', () => {
  for (const route of guideRoutes) {
    test(route.path, async ({ page }) => {
      await gotoHydrated(page, route.path);
      const tocLinks = page.locator('.table-of-contents a');
      expect(await tocLinks.count(), 'TOC entries').toBeGreaterThanOrEqual(2);
      // Every TOC entry points at a heading of this page.
      const targets = await tocLinks.evaluateAll((links) =>
        links.map((link) => {
          const id = decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1));
          const target = document.getElementById(id);
          return { id, tag: target?.tagName ?? 'missing' };
        }),
      );
      for (const { id, tag } of targets) expect(['H2', 'H3'], `#${id}`).toContain(tag);
    });
  }
});

test('the licence key section has a stable anchor that the page scrolls to', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation#licence-key');
  const heading = page.getByRole('heading', { level: 2, name: 'Licence key' });
  await expect(heading).toHaveAttribute('id', 'licence-key');
  await expect(heading).toBeInViewport();
});

test('code samples are highlighted and carry their file name', async ({ page }) => {
  await gotoHydrated(page, '/docs/quickstart');
  // The theme's module class names end in a build hash and are not its public API; its global class
  // marks the block, whose first child is the title bar.
  const mainSample = page.locator('.theme-code-block', { hasText: "from 'vitrine'" }).first();
  await expect(mainSample.locator(':scope > div').first()).toHaveText('src/main.ts');
  // Highlighted: many of its words are drawn in colours of their own (src/css/prism-theme.css).
  const coloured = await mainSample.locator('pre').evaluate((pre) => {
    const plain = getComputedStyle(pre).color;
    return Array.from(pre.querySelectorAll('code *')).filter(
      (element) => element.textContent && getComputedStyle(element).color !== plain,
    ).length;
  });
  expect(coloured, 'tokens in a colour other than the block text').toBeGreaterThan(20);
});

// Markdown blocks render from tokens the build wrote (plugins/code-tokens/index.ts), React pages' samples
// from Prism in the page: either way the hydrated page must draw exactly the tokens of its server HTML.
for (const path of ['/docs/installation', '/docs/api/classes/Core_API.ViewerApp', '/blog/intro-to-vitrine', '/']) {
  test(`code blocks keep their server-rendered highlighting once hydrated: ${path}`, async ({ page, request }) => {
    const served = await (await request.get(path)).text();
    await gotoHydrated(page, path);
    // Every element inside the code blocks with its classes, and a token's text: the served page
    // read by the browser's own HTML parser, then the page as hydrated.
    const { servedCount, servedTokens, hydratedTokens } = await page.evaluate((html) => {
      const servedPage = new DOMParser().parseFromString(html, 'text/html');
      const tokensOf = (root: ParentNode) =>
        Array.from(root.querySelectorAll('pre *'), (element) => {
          const classes = element.getAttribute('class') ?? '';
          const text = element.classList.contains('token') ? ` ${element.textContent}` : '';
          return `${element.localName}.${classes}${text}`;
        });
      return {
        servedCount: servedPage.querySelectorAll('pre .token').length,
        servedTokens: tokensOf(servedPage),
        hydratedTokens: tokensOf(document),
      };
    }, served);
    expect(servedCount, 'tokens in the served HTML').toBeGreaterThan(10);
    expect(hydratedTokens).toEqual(servedTokens);
  });
}

test('the sidebar lists the sections in order, with the manual and its configurator guide', async ({ page }) => {
  await gotoHydrated(page, '/docs/manual/variationConfigurator/setup');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const topLevel = sidebar.locator(':scope > ul > li > div > a, :scope > ul > li > a');
  await expect(topLevel).toHaveText([
    'Introduction',
    'Features and plugins',
    'Quickstart',
    'Installation',
    'SDK manual',
    'glTF extensions',
    'Industries',
    'API reference',
    'Troubleshooting',
    'Browser support',
  ]);
  await expect(sidebar.getByRole('link', { name: 'Setup' })).toHaveAttribute('aria-current', 'page');
});

test('the jewellery page renders its metal table and gem optics from the SDK constants', async ({ page }) => {
  await gotoHydrated(page, '/docs/industries/jewellery');
  const table = page.locator('table', { hasText: 'MetalPreset.Gold' });
  for (const [name, { color, roughness }] of Object.entries(METAL_PRESET_VALUES)) {
    const row = table.locator('tr', { hasText: color });
    await expect(row, name).toContainText(formatRgb(hexToLinearRgb(color)));
    await expect(row.locator('td').last(), name).toHaveText(String(roughness));
  }
  await expect(page.locator('article')).toContainText(
    `refractive index at ${GEM_OPTICS.diamond.ior} and dispersion at ${GEM_OPTICS.diamond.dispersion}`,
  );
});

// The code colours are CSS rules on token classes, the same markup in both colour modes, so a code
// block has nothing to redraw once hydrated: it must keep the element the server sent. (The theme's
// CodeBlock remounts every block after hydration, so that inline colours of the other mode apply;
// on a page of forty blocks that was a second pass over every token on a phone's main thread.)
for (const colorScheme of ['light', 'dark'] as const) {
  test(`code blocks hydrate in place, without a second render (${colorScheme} mode)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    // Keep the server-rendered blocks once the document is parsed, before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { serverBlocks: Element[] }).serverBlocks = Array.from(
            document.querySelectorAll('pre'),
          );
      });
    });
    await gotoHydrated(page, '/docs/installation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const { server, kept, current } = await page.evaluate(() => {
      const serverBlocks = (window as unknown as { serverBlocks: Element[] }).serverBlocks;
      return {
        server: serverBlocks.length,
        kept: serverBlocks.filter((block) => block.isConnected).length,
        current: document.querySelectorAll('pre').length,
      };
    });
    expect(server, 'code blocks in the served page').toBeGreaterThan(10);
    expect(kept, 'server-rendered code blocks still in the page').toBe(server);
    expect(current).toBe(server);
  });
}
