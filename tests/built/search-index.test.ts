import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import { toString as hastText } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';

import { withoutCodeBlocks } from '../../plugins/search-index';
import { INTENT_FIELD } from '../../src/search/fields';
import { guideSections } from '../../plugins/search-index/guideSections';
import { loadBuiltIndexes } from './searchIndexes';

/**
 * The docs index as the build writes it (plugins/search-index): API pages indexed by symbol and
 * member with their summaries, titles as a reader writes them, each section saying what it is and
 * where it sits, what each guide says it answers, in at most 204 kB brotli (also a size-limit budget
 * in .size-limit.mjs; 198 kB with the 45 guides and their keywords of 2026-11-26).
 */

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const DOCS_INDEX = join(BUILD_DIR, 'search-index-docs-default-current.json');
const MAX_BROTLI_BYTES = 204_000;

const [, docs] = loadBuiltIndexes();
const documents = docs?.sections.map((section) => section.document) ?? [];
const apiDocuments = docs?.sections.filter((section) => section.isReference && section.kind !== 'release notes') ?? [];

/** Headings TypeDoc writes to group members, or to label what follows; none of them names a symbol. */
const GROUPING_HEADINGS = [
  'Properties',
  'Methods',
  'Accessors',
  'Constructors',
  'Events',
  'Extends',
  'Extended by',
  'Implements',
  'See',
  'Example',
  'Type Parameters',
  'Enumeration Members',
  'Inherited members',
  'Classes',
  'Interfaces',
  'Enumerations',
  'Functions',
  'Variables',
  'Type Aliases',
];

describe('the built docs search index', () => {
  it(`is at most ${MAX_BROTLI_BYTES / 1000} kB brotli`, () => {
    const brotli = brotliCompressSync(readFileSync(DOCS_INDEX), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    expect(brotli).toBeLessThanOrEqual(MAX_BROTLI_BYTES);
  });

  it("indexes what each guide says it answers as words, none run together at a keyword list's commas", () => {
    const { index } = JSON.parse(readFileSync(DOCS_INDEX, 'utf8')) as {
      index: { invertedIndex: [string, Record<string, unknown>][] };
    };
    const intentWords = index.invertedIndex.filter(([, posting]) => INTENT_FIELD in posting).map(([word]) => word);
    expect(intentWords.length).toBeGreaterThan(500);
    expect(intentWords.filter((word) => /\p{L},\p{L}/u.test(word))).toEqual([]);
  });

  it('indexes API pages by symbol and member, not by grouping headings', () => {
    expect(apiDocuments.length).toBeGreaterThan(300);
    expect(apiDocuments.some((section) => section.kind === 'class')).toBe(true);
    expect(apiDocuments.some((section) => section.kind === 'member')).toBe(true);
    const grouping = apiDocuments.filter((section) => GROUPING_HEADINGS.includes(section.document.sectionTitle));
    expect(grouping.map((section) => section.document.sectionRoute)).toEqual([]);
  });

  it('API titles carry no TypeDoc markers: no kind prefix, type parameters or optional mark', () => {
    const marked = apiDocuments
      .map((section) => section.document)
      .filter(({ pageTitle, sectionTitle }) =>
        [pageTitle, sectionTitle].some((title) => /^(Class|Interface|Enumeration|Module): |<.*>|\?$/.test(title)),
      );
    expect(marked.map((document) => `${document.sectionRoute}: ${document.sectionTitle}`)).toEqual([]);
  });

  it('says what each section is and, for docs, where it sits', () => {
    const kinds = new Set(documents.map((document) => document.kind));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['class', 'enum', 'guide', 'interface', 'member']));
    expect(documents.filter((document) => !document.kind)).toEqual([]);
    // Pages below the top level of the sidebar: every symbol and member, every manual page.
    const placed = [
      ...apiDocuments.map((section) => section.document),
      ...documents.filter((document) => document.sectionRoute.startsWith('/docs/manual/')),
    ];
    expect(placed.length).toBeGreaterThan(500);
    expect(placed.filter((document) => !document.breadcrumb).map((document) => document.sectionRoute)).toEqual([]);
  });

  it('has a section for every heading of every guide, at its anchor and with its text', () => {
    const guideRoutes = [
      ...new Set(
        documents
          .filter((document) => document.kind === 'guide')
          .map((document) => document.sectionRoute.split('#')[0]),
      ),
    ];
    expect(guideRoutes.length).toBeGreaterThan(40);
    const indexed = new Set(documents.map((document) => `${document.sectionRoute} ${document.sectionTitle}`));
    const missing: string[] = [];
    for (const route of guideRoutes) {
      const tree = fromHtml(readFileSync(join(BUILD_DIR, route ?? '', 'index.html'), 'utf8'));
      for (const heading of selectAll('article .markdown h2[id], article .markdown h3[id]', tree)) {
        const title = hastText(heading)
          .replace(/\u200b/g, '')
          .trim();
        const entry = `${route}#${String(heading.properties.id)} ${title}`;
        if (!indexed.has(entry)) missing.push(entry);
      }
    }
    expect(missing).toEqual([]);
  });

  it("gives each guide section the text that follows its heading, without the heading's own text", () => {
    const problems: string[] = [];
    for (const route of ['/docs/quickstart', '/docs/manual/camera-control', '/docs/industries/jewellery']) {
      const html = withoutCodeBlocks(readFileSync(join(BUILD_DIR, route, 'index.html'), 'utf8'));
      const tree = fromHtml(html);
      const sections = new Map(guideSections(tree, 'docs').sections.map((section) => [section.hash, section]));
      for (const heading of selectAll('article .markdown h2[id]', tree)) {
        const parent = selectAll('article .markdown', tree).find((markdown) => markdown.children.includes(heading));
        const siblings = (parent?.children ?? []).filter((child): child is Element => child.type === 'element');
        const next = siblings[siblings.indexOf(heading) + 1];
        const section = sections.get(`#${String(heading.properties.id)}`);
        if (!section) problems.push(`${route}#${String(heading.properties.id)}: no section`);
        else if (next?.tagName === 'p') {
          const opening = hastText(next).replace(/\s+/g, ' ').trim().slice(0, 40);
          if (!section.content.startsWith(opening))
            problems.push(`${route}${section.hash}: starts "${section.content.slice(0, 40)}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
