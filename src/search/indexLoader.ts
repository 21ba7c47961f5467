import type lunr from 'lunr';

import { INDEX_FROM_LAST_BUILD } from './environment';
import { rankedSection } from './ranking';
import type { LoadedIndex, Posting, SearchIndexFile } from './types';

/**
 * Loads search-index-{tag}.json files: not loaded → loading → ready. A tag is fetched
 * once; concurrent requests share the same promise. A failed download (network error, a response
 * that is not ok, a file that is not an index) gives no index, so the search shows no results and
 * logs nothing; the failure is forgotten when the search opens again, so a later search retries.
 */

/** User Timing names read by scripts/bench-search.mjs. */
export const INDEX_LOAD_MEASURE = 'vitrine-search:index-load';

const loads = new Map<string, Promise<LoadedIndex | undefined>>();
const failed = new Set<string>();
/** Under `docusaurus start`: when the served index files were built (their Last-Modified). */
const builtAt = new Map<string, Date>();

export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search-index-${encodeURIComponent(tag)}.json`;
}

function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<SearchIndexFile>;
  return Array.isArray(file.documents) && typeof file.index === 'object' && file.index !== null;
}

type SerializedPosting = Record<string, unknown> & { _index: number };

/**
 * Reads an index file (lunr's serialised index, as the search plugin wrote it) into the structures
 * the search works on: sections numbered by slot, postings and BM25 vectors by slot, sorted word
 * lists. Throws on a file that is not a lunr index.
 */
export function prepareIndex(lunrLibrary: typeof lunr, tag: string, file: SearchIndexFile): LoadedIndex {
  const serialized = file.index as { fields?: unknown; invertedIndex?: unknown; fieldVectors?: unknown };
  if (
    !Array.isArray(serialized.fields) ||
    !Array.isArray(serialized.invertedIndex) ||
    !Array.isArray(serialized.fieldVectors)
  ) {
    throw new TypeError(`search-index-${tag}.json is not a lunr index`);
  }
  const fields = serialized.fields.map(String);

  const pageIds = new Map<string, number>();
  const pageId = (page: string) => {
    let id = pageIds.get(page);
    if (id === undefined) pageIds.set(page, (id = pageIds.size));
    return id;
  };
  const sections = file.documents.map((document, slot) => rankedSection(slot, document, pageId));
  // A page's keywords sit on its top section; every section of the page reads them.
  const intentByPage = new Map(sections.filter((section) => section.isPageTop).map((s) => [s.pageId, s.pageIntent]));
  for (const section of sections) section.pageIntent = intentByPage.get(section.pageId) ?? section.pageIntent;
  const slotOfRef = new Map(file.documents.map((document, slot) => [String(document.id), slot]));

  const postings = new Map<string, Posting>();
  const titleWords: string[] = [];
  for (const [word, posting] of serialized.invertedIndex as [string, SerializedPosting][]) {
    const slots: Record<string, Int32Array> = {};
    for (const field of fields) {
      const refs = Object.keys((posting[field] as object | undefined) ?? {});
      slots[field] = Int32Array.from(refs.map((ref) => slotOfRef.get(ref) ?? -1).filter((slot) => slot >= 0));
    }
    postings.set(word, { termIndex: Number(posting._index), slots });
    if ((slots.title?.length ?? 0) > 0) titleWords.push(word);
  }

  const vectors: Record<string, (number[] | undefined)[]> = Object.fromEntries(
    fields.map((field) => [field, new Array<number[] | undefined>(sections.length)]),
  );
  for (const [fieldRef, elements] of serialized.fieldVectors as [string, number[]][]) {
    const separator = fieldRef.indexOf('/');
    const slot = slotOfRef.get(fieldRef.slice(separator + 1));
    const byField = vectors[fieldRef.slice(0, separator)];
    if (slot !== undefined && byField) byField[slot] = elements;
  }

  const words = [...postings.keys()].sort();
  return {
    tag,
    lunr: lunrLibrary,
    fields,
    sections,
    pageCount: pageIds.size,
    words,
    wordSet: new Set(words),
    titleWords: titleWords.sort(),
    postings,
    vectors,
  };
}

async function fetchIndex(url: string, tag: string): Promise<LoadedIndex | undefined> {
  const start = performance.now();
  try {
    const [response, { default: lunrLibrary }] = await Promise.all([fetch(url), import('lunr')]);
    if (!response.ok) return undefined;
    const file: unknown = await response.json();
    if (!isSearchIndexFile(file)) return undefined;
    const modified = response.headers.get('last-modified');
    if (INDEX_FROM_LAST_BUILD && modified) builtAt.set(url, new Date(modified));
    const loaded = prepareIndex(lunrLibrary, tag, file);
    performance.measure(INDEX_LOAD_MEASURE, { start, detail: tag });
    return loaded;
  } catch {
    return undefined;
  }
}

/** The index of one tag, loading it on first use. Resolves to undefined when it cannot be loaded. */
export function loadIndex(baseUrl: string, tag: string): Promise<LoadedIndex | undefined> {
  const url = indexUrl(baseUrl, tag);
  let load = loads.get(url);
  if (!load) {
    load = fetchIndex(url, tag).then((loaded) => {
      if (!loaded) failed.add(url);
      return loaded;
    });
    loads.set(url, load);
  }
  return load;
}

/** The loaded indexes of these tags; tags whose index failed are left out. */
export async function loadIndexes(baseUrl: string, tags: readonly string[]): Promise<LoadedIndex[]> {
  const loaded = await Promise.all(tags.map((tag) => loadIndex(baseUrl, tag)));
  return loaded.filter((index): index is LoadedIndex => index !== undefined);
}

/** Lets the next search retry indexes whose download failed. */
export function forgetFailedIndexes(): void {
  for (const url of failed) loads.delete(url);
  failed.clear();
}

/**
 * Under `docusaurus start`, what the panel says about the index: the time of the build it comes
 * from, or how to get one. Undefined in a production build, whose index is its own.
 */
export function lastBuildIndexNote(): string | undefined {
  if (!INDEX_FROM_LAST_BUILD) return undefined;
  const times = [...builtAt.values()].map((date) => date.getTime());
  if (times.length === 0) {
    return 'No search index yet: `npm start` serves the index of the last `npm run build`. Build once to search.';
  }
  const time = new Date(Math.max(...times)).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `Index from the last build at ${time}: pages changed since then are searched as they were.`;
}
