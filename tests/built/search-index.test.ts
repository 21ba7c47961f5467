import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { loadBuiltIndexes } from './searchIndexes';

/**
 * The docs index as the build writes it (plugins/search-index): API pages indexed by symbol and
 * member with their summaries, titles as a reader writes them, each section saying what it is and
 * where it sits, what each guide says it answers, in at most 204 kB brotli (also a size-limit budget
 * in .size-limit.mjs; 198 kB with the 45 guides and their keywords of 2026-11-26).
 */

const DOCS_INDEX = join(process.env.BUILD_DIR ?? 'build', 'search-index-docs-default-current.json');
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
});
