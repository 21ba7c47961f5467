import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString as hastText } from 'hast-util-to-string';
import lunr from 'lunr';

import { INTENT_FIELD } from '../../src/search/fields';
import { builtHtmlFile } from '../page-markup/htmlFile';
import { apiSections, sidebarBreadcrumb, type IndexedSection } from './apiSections';
import { guideSections } from './guideSections';

/**
 * Rewrites the index files @cmfcmf/docusaurus-search-local wrote in postBuild. Guides and blog posts
 * are cut into sections by heading (guideSections.ts); API reference pages are indexed by symbol and member
 * with their summaries (apiSections.ts). Each document also says what it is (`kind`) and where it
 * sits in the sidebar (`breadcrumb`), for the results panel. The lunr index is rebuilt with the
 * plugin's settings, so the file keeps the plugin's format.
 */

export interface IndexSettings {
  k1: number;
  b: number;
  /** Whether the plugin's optional fourth field is indexed. */
  sidebarParentCategories: boolean;
  /** The site path of the API reference ("/docs/api/"). */
  apiPath: string;
}

interface PluginDocument {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
}

export interface WrittenDocument extends PluginDocument {
  kind: IndexedSection['kind'];
  breadcrumb: string;
  /** A guide's keywords, on its top section: ranking reads them like a second title. */
  keywords?: string[];
}

interface IndexedDocument extends WrittenDocument {
  content: string;
  tags: string[];
  /** What the page says it answers, its description and keywords: on its top section only. */
  intent?: string;
  /** The h2 a guide's h3 section sits under: indexed with its title ("Metals" for "Colour"). */
  parentHeading?: string;
}

const INDEX_FILE = /^search-index-.+\.json$/;
/**
 * The changelog's page in the API reference. Its entries mention every feature ("Changed",
 * "Added"), so it is marked as release notes: a match there does not count as a guide about it.
 */
const CHANGELOG = 'Changelog';
const BREADCRUMB_SEPARATOR = ' › ';

/** A route of the index, whose sections' addresses are percent-encoded; a stray `%` stays as it is. */
function decodedRoute(route: string): string {
  try {
    return decodeURIComponent(route);
  } catch {
    return route;
  }
}

/**
 * A guide's code blocks are left out of its sections: they were a third of the index, and the
 * identifiers in them belong to the API pages, which a query for an identifier should find first.
 */
export function withoutCodeBlocks(html: string): string {
  return html.replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, '');
}

/** The sections of one page, as documents without ids. */
export function pageDocuments(
  html: string,
  route: string,
  type: PluginDocument['type'],
  apiPath: string,
): Omit<IndexedDocument, 'id'>[] {
  if (route.startsWith(apiPath) && type === 'docs') {
    const page = apiSections(html, route.slice(apiPath.length));
    if (page.sections[0]?.kind !== 'guide') {
      const breadcrumb = sidebarBreadcrumb(fromHtml(html)).join(BREADCRUMB_SEPARATOR);
      return page.sections.map((section) => ({
        pageTitle: page.pageTitle,
        sectionTitle: section.title,
        sectionRoute: route + section.hash,
        type,
        kind: section.kind,
        breadcrumb,
        content: section.content,
        tags: [],
      }));
    }
  }
  const tree = fromHtml(html);
  const parsed = guideSections(fromHtml(withoutCodeBlocks(html)), type);
  const keywords = pageKeywords(tree);
  const intent = pageIntent(tree, keywords);
  const breadcrumb = type === 'docs' ? sidebarBreadcrumb(tree).join(BREADCRUMB_SEPARATOR) : '';
  const parents = parentHeadings(tree);
  const kind = type === 'blog' ? 'blog post' : route === `${apiPath}${CHANGELOG}` ? 'release notes' : 'guide';
  return parsed.sections.map((section) => ({
    pageTitle: parsed.pageTitle,
    sectionTitle: section.title,
    sectionRoute: route + section.hash,
    type,
    kind,
    breadcrumb: type === 'blog' ? 'Blog' : breadcrumb,
    content: section.content,
    tags: section.tags,
    ...(parents.has(section.hash) ? { parentHeading: parents.get(section.hash) } : {}),
    ...(section.hash === '' && intent ? { intent } : {}),
    ...(section.hash === '' && keywords.length > 0 ? { keywords } : {}),
  }));
}

/** The keywords of a page's front matter, from the meta tag Docusaurus writes (comma-separated). */
export function pageKeywords(tree: Root): string[] {
  const content = select('head meta[name="keywords"]', tree)?.properties.content;
  if (typeof content !== 'string') return [];
  return content
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

/**
 * What a page says it answers: its meta description and keywords (Docusaurus writes both from the
 * front matter). A guide lists there the words readers use for its subject that its text may not:
 * "release notes" for the changelog, "screen reader" for accessibility.
 */
export function pageIntent(tree: Root, keywords = pageKeywords(tree)): string {
  const description = select('head meta[name="description"]', tree)?.properties.content;
  // The keywords one by one: the meta tag separates them by bare commas, which lunr's tokenizer
  // does not split at ("event list,cameraChange,requestFrame" would be one word).
  return [typeof description === 'string' ? description : '', ...keywords].filter((text) => text.length > 0).join(' ');
}

/** For each h3 of an article (by `#anchor`), the text of the h2 above it. */
export function parentHeadings(tree: Root): Map<string, string> {
  const parents = new Map<string, string>();
  let current: string | undefined;
  for (const heading of selectAll('article h2, article h3', tree)) {
    const id = typeof heading.properties.id === 'string' ? heading.properties.id : '';
    if (heading.tagName === 'h2')
      current = hastText(heading)
        .replace(/[\u200b\s]+/g, ' ')
        .trim();
    else if (current && id) parents.set(`#${id}`, current);
  }
  return parents;
}

/**
 * What the title field indexes: the title, and the words of the names in it ("CanvasSnapshotPlugin"
 * is also "canvas snapshot plugin", VITRINE_materials_anisotropy "vitrine materials anisotropy"),
 * which lunr's tokenizer keeps together.
 */
export function indexedTitle(document: Pick<IndexedDocument, 'sectionTitle'>): string {
  const title = document.sectionTitle;
  if (!/_|\p{Ll}\p{Lu}/u.test(title)) return title;
  const words = title
    .replace(/\(\)$/, '')
    .split(/_|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .filter((word) => word.length > 0);
  return words.length > 1 ? `${title} ${words.join(' ')}` : title;
}

function buildIndex(documents: readonly IndexedDocument[], settings: IndexSettings): lunr.Index {
  return lunr(function () {
    this.k1(settings.k1);
    this.b(settings.b);
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    this.field(INTENT_FIELD);
    if (settings.sidebarParentCategories) this.field('sidebarParentCategories');
    for (const document of documents) {
      this.add({
        id: String(document.id),
        title: [indexedTitle(document), document.parentHeading ?? ''].join(' ').trim(),
        content: document.content,
        tags: document.tags,
        [INTENT_FIELD]: document.intent ?? '',
      });
    }
  });
}

/** Significant digits kept of each BM25 weight: finer steps change no ranking and cost a fifth of the file. */
export const WEIGHT_DIGITS = 2;

/**
 * lunr's serialised index with every field vector's weights rounded to WEIGHT_DIGITS significant
 * digits, without empty vectors (a section with no tags: no posting points at them), and without
 * the empty field entries of each word's posting (`"tags":{}` on nearly every word, `"intent":{}`
 * on all but a few: a tenth of the file). The search reads a missing field as no section
 * (src/search/indexLoader.ts); lunr's own `Index.load`, which the site does not use, would not.
 */
export function withRoundedWeights(
  index: object & { fieldVectors?: [string, number[]][]; invertedIndex?: [string, Record<string, unknown>][] },
): object {
  const vectors = (index.fieldVectors ?? []).filter(([, elements]) => elements.length > 0);
  const fieldVectors = vectors.map(([ref, elements]) => [
    ref,
    elements.map((value, position) => (position % 2 === 1 ? Number(value.toPrecision(WEIGHT_DIGITS)) : value)),
  ]);
  const invertedIndex = (index.invertedIndex ?? []).map(([word, posting]) => [
    word,
    Object.fromEntries(
      Object.entries(posting).filter(
        ([field, value]) =>
          field === '_index' || (typeof value === 'object' && value !== null && Object.keys(value).length > 0),
      ),
    ),
  ]);
  return { ...index, fieldVectors, invertedIndex };
}

/** Rewrites one index file in place; files with no documents are left as they are. */
async function rewriteIndexFile(file: string, outDir: string, baseUrl: string, settings: IndexSettings): Promise<void> {
  const written = JSON.parse(await readFile(file, 'utf8')) as { documents: PluginDocument[] };
  if (written.documents.length === 0) return;
  const pages = new Map<string, PluginDocument['type']>();
  for (const document of written.documents) pages.set(document.sectionRoute.split('#')[0] ?? '', document.type);

  const documents: IndexedDocument[] = [];
  for (const [route, type] of pages) {
    const html = builtHtmlFile(outDir, decodedRoute(route.slice(baseUrl.length)));
    if (!html) throw new Error(`Search index: no built HTML for ${route}`);
    for (const document of pageDocuments(await readFile(html, 'utf8'), route, type, settings.apiPath)) {
      documents.push({ id: documents.length + 1, ...document });
    }
  }
  const index = withRoundedWeights(buildIndex(documents, settings).toJSON());
  const listed: WrittenDocument[] = documents.map(
    ({ id, pageTitle, sectionTitle, sectionRoute, type, kind, breadcrumb, keywords }) => ({
      id,
      pageTitle,
      sectionTitle,
      sectionRoute,
      type,
      kind,
      breadcrumb,
      ...(keywords ? { keywords } : {}),
    }),
  );
  await writeFile(file, JSON.stringify({ documents: listed, index }), 'utf8');
}

/** Rewrites every search-index-*.json in the build. */
export async function rewriteSearchIndexes(outDir: string, baseUrl: string, settings: IndexSettings): Promise<void> {
  const files = (await readdir(outDir)).filter((name) => INDEX_FILE.test(name));
  await Promise.all(files.map((name) => rewriteIndexFile(join(outDir, name), outDir, baseUrl, settings)));
}
