/**
 * The Markdown copies of the build: every content page in the sitemap has its `.md` next to it,
 * with the same headings and the same code blocks (language and text) as the page; `/llms.txt`
 * links every one of them and nothing else; `/llms-full.txt` holds every docs page; no `.md` is in
 * the sitemap. Reads the page with its own selectors, not the converter's, so the two can disagree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { ElementContent } from 'hast';
import { join } from 'node:path';

import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString as hastText } from 'hast-util-to-string';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as mdastText } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';

import { builtSiteConfig, htmlFileFor, sitemapLocations, withoutBaseUrl } from '../../scripts/lib/build-output.mjs';

const BUILD_DIR = 'build';
/** Sitemap pages without reading content: the home page, lists of posts, pictures and 3D widgets. */
const WITHOUT_MARKDOWN = [
  /^\/$/,
  /^\/blog$/,
  /^\/blog\/(archive|authors|tags|page)(\/|$)/,
  /^\/(showcase|realvwr|editor)$/,
];

const read = (file: string) => (existsSync(join(BUILD_DIR, file)) ? readFileSync(join(BUILD_DIR, file), 'utf8') : '');
const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** A rendered code block's text: its lines end with `<br>` (signatures: with a line feed). */
function preText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  // A linked name's tooltip (plugins/code-links) is shown over the code, not part of it.
  if (node.properties.role === 'tooltip') return '';
  return node.tagName === 'br' ? '\n' : node.children.map(preText).join('');
}

/** The headings and code blocks of a built page's <main>, and the names of its tabs. */
function pageParts(html: string) {
  const main = select('main', fromHtml(html));
  if (!main) return { headings: [], code: [], tabs: new Set<string>() };
  for (const anchor of selectAll('a.hash-link', main)) anchor.children = [];
  const headings = selectAll('h1, h2, h3, h4, h5, h6', main).map((node) => ({
    level: Number(node.tagName.slice(1)),
    text: squash(hastText(node)),
  }));
  const code = selectAll('pre', main).map((pre) => {
    const container = selectAll('.theme-code-block', main).find((block) => selectAll('pre', block).includes(pre));
    const classes = ((container ?? pre).properties.className as string[] | undefined) ?? [];
    const text = preText(pre);
    const lang = classes.map(String).find((name) => name.startsWith('language-'));
    return { lang: lang?.slice('language-'.length) ?? '', text: text.replace(/\n+$/, '') };
  });
  return { headings, code, tabs: new Set(selectAll('[role="tab"]', main).map((tab) => squash(hastText(tab)))) };
}

function markdownParts(markdown: string) {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const headings: { level: number; text: string }[] = [];
  const code: { lang: string; text: string }[] = [];
  visit(tree, (node) => {
    if (node.type === 'heading') headings.push({ level: node.depth, text: squash(mdastText(node)) });
    if (node.type === 'code') code.push({ lang: node.lang ?? '', text: node.value });
  });
  return { headings, code };
}

/** The first difference between two lists, as text, or undefined. */
function difference(what: string, page: unknown[], markdown: unknown[]): string | undefined {
  const brief = (value: unknown) => JSON.stringify(value)?.slice(0, 160) ?? 'nothing';
  for (let index = 0; index < Math.max(page.length, markdown.length); index += 1) {
    if (JSON.stringify(page[index]) !== JSON.stringify(markdown[index])) {
      return `${what} #${index + 1}: page has ${brief(page[index])}, Markdown has ${brief(markdown[index])}`;
    }
  }
  return undefined;
}

const { url, baseUrl } = await builtSiteConfig({ buildDir: BUILD_DIR });
const siteRoot = new URL(baseUrl, url).href;
const locations = sitemapLocations(read('sitemap.xml'));
const contentPaths = locations
  .map((location) => withoutBaseUrl(new URL(location).pathname, baseUrl))
  .filter((path) => !WITHOUT_MARKDOWN.some((pattern) => pattern.test(path)));
const markdownFile = (path: string) => `${path.replace(/^\/+|\/+$/g, '')}.md`;

describe('Markdown copies of the pages', () => {
  it('the sitemap lists pages, not their Markdown copies', () => {
    expect(contentPaths.length).toBeGreaterThan(50);
    expect(locations.filter((location) => location.endsWith('.md'))).toEqual([]);
  });

  it('llms.txt links the Markdown copy of every content page, and nothing else', () => {
    const listed = [...read('llms.txt').matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);
    const expected = contentPaths.map((path) => new URL(markdownFile(path), siteRoot).href);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('llms-full.txt holds every docs page', () => {
    const full = read('llms-full.txt');
    const missing = contentPaths
      .filter((path) => path.startsWith('/docs/'))
      .filter((path) => !full.includes(`\nSource: ${new URL(path.slice(1), siteRoot).href}\n`));
    expect(full).not.toBe('');
    expect(missing).toEqual([]);
  });

  it('every content page has a copy with its headings and code blocks', () => {
    const problems = contentPaths.flatMap((path) => {
      const markdown = read(markdownFile(path));
      if (!markdown) return [`${path}: ${markdownFile(path)} is missing`];
      const page = pageParts(read(htmlFileFor(BUILD_DIR, path)));
      const copy = markdownParts(markdown);
      // Tabs are flattened into headings named after each tab; the page shows those names as tabs.
      const headings = copy.headings.filter((heading) => !page.tabs.has(heading.text));
      return [
        page.headings.length === 0 && 'the page has no headings in <main>',
        difference('heading', page.headings, headings),
        difference('code block', page.code, copy.code),
      ].flatMap((problem) => (problem ? [`${path}: ${problem}`] : []));
    });
    expect(problems).toEqual([]);
    // It parses every content page and its copy (about 330 pairs): a minute on a quiet 2-core
    // machine was not enough with other jobs running.
  }, 180_000);

  // Counted from the sources, so that a page part the converter stops finding (it knows titles and
  // labels by attributes our theme wrappers add) shows up as a difference.
  it('the copies keep every code block title and admonition label of the guides and the blog', () => {
    const sources = readdirSync('docs', { recursive: true, withFileTypes: true })
      .concat(readdirSync('blog', { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    const copies = contentPaths
      .filter((path) => /^\/(docs|blog)\//.test(path))
      .map((path) => read(markdownFile(path)))
      .join('\n');
    const titlesIn = (text: string) =>
      [...text.matchAll(/^\s*```\w+ title="([^"]+)"/gm)].map((match) => match[1]).sort();
    expect(titlesIn(sources).length).toBeGreaterThan(50);
    expect(titlesIn(copies)).toEqual(titlesIn(sources));
    const admonitions = sources.match(/^\s*:::(note|tip|info|warning|danger|caution)\b/gm) ?? [];
    expect(admonitions.length).toBeGreaterThan(5);
    expect(copies.match(/^> \*\*[^*\n]+\*\*$/gm) ?? []).toHaveLength(admonitions.length);
  });

  // An assistant follows a copy's links as a reader follows the page's: each must lead somewhere.
  it('every link and image of a copy leads somewhere: a page or file of the build, with its anchor', () => {
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      if (!ids.has(file))
        ids.set(file, new Set([...read(file).matchAll(/\sid=(?:"([^"]+)"|([^\s>]+))/g)].map((m) => m[1] ?? m[2]!)));
      return ids.get(file)!;
    };
    let checked = 0;
    const problems = contentPaths.flatMap((path) => {
      const tree = fromMarkdown(read(markdownFile(path)), {
        extensions: [gfm()],
        mdastExtensions: [gfmFromMarkdown()],
      });
      const targets: string[] = [];
      visit(tree, (node) => {
        if (node.type === 'link' || node.type === 'image' || node.type === 'definition') targets.push(node.url);
      });
      return targets.flatMap((target) => {
        checked += 1;
        if (/^mailto:/i.test(target)) return [];
        if (!/^https?:\/\//i.test(target)) return [`${path}: ${target} is not an address an assistant can open`];
        if (!target.startsWith(siteRoot)) return [];
        const address = new URL(target);
        const sitePath = withoutBaseUrl(decodeURIComponent(address.pathname), baseUrl);
        const file = sitePath.replace(/^\//, '');
        if (/\.\w+$/.test(file)) return existsSync(join(BUILD_DIR, file)) ? [] : [`${path}: ${target} names no file`];
        let html: string;
        try {
          html = htmlFileFor(BUILD_DIR, sitePath);
        } catch {
          return [`${path}: ${target} names no page`];
        }
        const anchor = decodeURIComponent(address.hash.slice(1));
        return anchor && !idsOf(html).has(anchor) ? [`${path}: ${target} names no anchor of ${html}`] : [];
      });
    });
    expect(checked).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  }, 180_000);
});
