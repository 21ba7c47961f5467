/**
 * Linked names in the built code samples (plugins/code-links). On four pages (two guides, the blog
 * post, an API page), every name of an SDK class, interface or enum in a compiled sample (as the
 * compiler sees sdk/, tests/sdk-surface.ts) is a link to that type's page; on every page, every link of a sample leads to a page and anchor
 * of the build or to the three.js or MDN docs, and its tooltip describes it: the tooltip is the
 * element the link names, and an SDK name's sentence is the one its API page shows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString as hastText } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';

import { extractSamples, isChecked } from '../../plugins/code-samples/markdown';
import { builtSiteConfig, listFiles } from '../../scripts/lib/build-output.mjs';
import { readSdkSurface } from '../sdk-surface';

const BUILD_DIR = 'build';

/** The chosen pages and the Markdown each is built from. */
const CHOSEN_PAGES = {
  '/docs/quickstart': 'docs/quickstart.mdx',
  '/docs/manual/viewer-api': 'docs/manual/viewer-api.mdx',
  '/blog/intro-to-vitrine': 'blog/2025-05-20-intro-to-vitrine.mdx',
  '/docs/api/classes/Plugins.DiamondPlugin': 'docs/api/classes/Plugins.DiamondPlugin.md',
};

const EXTERNAL_DOCS =
  /^https:\/\/(threejs\.org\/docs\/#[A-Z]\w*|developer\.mozilla\.org\/en-US\/docs\/Web\/API\/[A-Z]\w*)$/;

const parsedPages = new Map<string, Root>();

/** The built HTML of a route, parsed once. */
function pageAt(route: string): Root {
  const file = join(BUILD_DIR, route, 'index.html');
  let tree = parsedPages.get(file);
  if (!tree) {
    tree = fromHtml(readFileSync(file, 'utf8'));
    parsedPages.set(file, tree);
  }
  return tree;
}

const idCounts = new WeakMap<Root, Map<string, number>>();

/** How many elements of a page carry each id, counted in one walk of the tree. */
function idCountsOf(tree: Root): Map<string, number> {
  let counts = idCounts.get(tree);
  if (!counts) {
    counts = new Map();
    for (const element of selectAll('[id]', tree)) {
      const id = String(element.properties.id);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    idCounts.set(tree, counts);
  }
  return counts;
}

const articleTexts = new Map<string, string>();

/** The text of a route's article, on one line. */
function articleText(route: string): string {
  let text = articleTexts.get(route);
  if (text === undefined) {
    text = hastText(select('article', pageAt(route)) ?? { type: 'root', children: [] }).replace(/\s+/g, ' ');
    articleTexts.set(route, text);
  }
  return text;
}

const classesOf = (node: Element): string[] =>
  Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];

/** A code block's text, each character with whether it is in a comment or string and the link it is in. */
function readCode(code: Element): { text: string; quoted: boolean[]; hrefs: (string | undefined)[] } {
  let text = '';
  const quoted: boolean[] = [];
  const hrefs: (string | undefined)[] = [];
  const walk = (node: ElementContent, inQuote: boolean, href: string | undefined): void => {
    if (node.type === 'text') {
      text += node.value;
      // One entry per UTF-16 unit, as string indices count them.
      quoted.push(...Array.from({ length: node.value.length }, () => inQuote));
      hrefs.push(...Array.from({ length: node.value.length }, () => href));
      return;
    }
    if (node.type !== 'element') return;
    const classes = classesOf(node);
    if (classes.includes('code-ref__tip')) return;
    if (node.tagName === 'br') return walk({ type: 'text', value: '\n' }, inQuote, href);
    const quote = inQuote || ['comment', 'string', 'template-string'].some((type) => classes.includes(type));
    const link = node.tagName === 'a' ? String(node.properties.href) : href;
    for (const child of node.children) walk(child, quote, link);
  };
  for (const child of code.children) walk(child, false, undefined);
  return { text, quoted, hrefs };
}

/**
 * The compiled samples' code blocks of a page: those whose Markdown fence the compiler checks; on
 * an API page, its TypeScript examples (a member's `ts signature` block is a declaration).
 */
function compiledBlocks(route: string, source: string): Element[] {
  const isApiPage = route.startsWith('/docs/api/');
  const checked = new Set(
    extractSamples(readFileSync(source, 'utf8'), source)
      .filter((sample) =>
        isApiPage ? sample.language === 'ts' && !/\bsignature\b/.test(sample.meta) : isChecked(sample),
      )
      .map((sample) => sample.code),
  );
  return selectAll('.theme-code-block pre code', pageAt(route)).filter((code) =>
    checked.has(readCode(code).text.replace(/\n$/, '')),
  );
}

describe('linked names in the chosen pages’ samples', () => {
  const types = new Map(readSdkSurface().declarations.map((declaration) => [declaration.name, declaration.route]));

  it.each(Object.entries(CHOSEN_PAGES))('%s links every SDK type its samples name', (route, source) => {
    const blocks = compiledBlocks(route, source);
    expect(blocks.length, `compiled samples found in ${route}`).toBeGreaterThan(0);
    const unlinked: string[] = [];
    let linked = 0;
    for (const code of blocks) {
      const { text, quoted, hrefs } = readCode(code);
      for (const match of text.matchAll(/(?<![\w$.])[A-Za-z_$][\w$]*/g)) {
        const typeRoute = types.get(match[0]);
        if (!typeRoute || quoted[match.index]) continue;
        if (hrefs[match.index] === typeRoute) linked += 1;
        else unlinked.push(`${match[0]} at ${match.index} links ${hrefs[match.index] ?? 'nothing'}`);
      }
    }
    expect(unlinked).toEqual([]);
    expect(linked).toBeGreaterThan(0);
  });

  it.each(Object.keys(CHOSEN_PAGES))('the Markdown copy of %s lists every name its samples link', async (route) => {
    const { url } = await builtSiteConfig();
    const copy = readFileSync(join(BUILD_DIR, `${route}.md`), 'utf8');
    const listed = new Set(
      [...copy.matchAll(/^Names first used in this sample: (.*)$/gm)].flatMap((line) =>
        [...(line[1] ?? '').matchAll(/\]\(([^)\s]+)\)/g)].map((link) => link[1]),
      ),
    );
    const linked = new Set(
      selectAll('.code-ref > a', pageAt(route)).map((link) => {
        const href = String(link.properties.href);
        return href.startsWith('/') ? `${url}${href}` : href;
      }),
    );
    expect(linked.size).toBeGreaterThan(0);
    expect([...linked].filter((href) => !listed.has(href))).toEqual([]);
  });
});

describe('every linked name of the build', () => {
  const pages = listFiles(BUILD_DIR).filter(
    (file) => file.endsWith('index.html') && !/\.html\/index\.html$/.test(file),
  );
  const links = pages.flatMap((file) => {
    const tree = fromHtml(readFileSync(join(BUILD_DIR, file), 'utf8'));
    return selectAll('.code-ref', tree).map((name) => ({ file, name, tree }));
  });

  it('is found in the guides and the blog', () => {
    expect(links.length).toBeGreaterThan(1000);
    expect(new Set(links.map((link) => link.file.split('/')[0]))).toEqual(new Set(['docs', 'blog']));
    expect(links.some((link) => link.file.startsWith('docs/api/'))).toBe(true);
  });

  it('leads to a page and anchor of the build, or to the three.js or MDN docs', () => {
    const broken = new Set<string>();
    for (const { file, name } of links) {
      const href = String(select('a', name)?.properties.href ?? '');
      if (EXTERNAL_DOCS.test(href)) continue;
      const [path = '', anchor] = href.split('#');
      const target = join(BUILD_DIR, path, 'index.html');
      const ok =
        path.startsWith('/docs/api/') &&
        existsSync(target) &&
        (anchor === undefined || idCountsOf(pageAt(path)).has(anchor));
      if (!ok) broken.add(`${href} (in ${file})`);
    }
    expect([...broken]).toEqual([]);
  });

  it('is described by its own tooltip, whose sentence is the one its API page shows', () => {
    const problems = new Set<string>();
    for (const { file, name, tree } of links) {
      const link = select('a', name);
      const tip = select('.code-ref__tip', name);
      const id = String(link?.properties.ariaDescribedBy ?? '');
      if (!tip || tip.properties.role !== 'tooltip' || tip.properties.id !== id) {
        problems.add(`${file}: a link not described by its tooltip`);
        continue;
      }
      if (idCountsOf(tree).get(id) !== 1) problems.add(`${file}: tooltip id ${id} is not unique`);
      const href = String(link?.properties.href ?? '');
      const summary = hastText(select('.code-ref__summary', tip) ?? { type: 'root', children: [] });
      if (!href.startsWith('/docs/api/') || summary === '') continue;
      if (!articleText(href.split('#')[0] ?? '').includes(summary))
        problems.add(`${href}: "${summary}" is not on the page`);
    }
    expect([...problems]).toEqual([]);
  });
});
