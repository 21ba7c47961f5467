import type { LoadedIndex, SearchDocument, SearchIndexFile } from './types';

/**
 * Loads search-index-{tag}.json files (SPEC 4, 7): not loaded → loading → ready. A tag is fetched
 * once; concurrent requests share the same promise. A failed download (network error, a response
 * that is not ok, a file that is not an index) gives no index, so the search shows no results and
 * logs nothing; the failure is forgotten when the search opens again, so a later search retries.
 */

/** User Timing names read by scripts/bench-search.mjs. */
export const INDEX_LOAD_MEASURE = 'vitrine-search:index-load';

const loads = new Map<string, Promise<LoadedIndex | undefined>>();
const failed = new Set<string>();

export function indexUrl(baseUrl: string, tag: string): string {
  return `${baseUrl}search-index-${encodeURIComponent(tag)}.json`;
}

function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<SearchIndexFile>;
  return Array.isArray(file.documents) && typeof file.index === 'object' && file.index !== null;
}

async function fetchIndex(url: string, tag: string): Promise<LoadedIndex | undefined> {
  const start = performance.now();
  try {
    const [response, { default: lunr }] = await Promise.all([fetch(url), import('lunr')]);
    if (!response.ok) return undefined;
    const file: unknown = await response.json();
    if (!isSearchIndexFile(file)) return undefined;
    const index = lunr.Index.load(file.index);
    const fields = Array.isArray(file.index.fields) ? file.index.fields.map(String) : [];
    const documentsById = new Map<string, SearchDocument>(
      file.documents.map((document) => [String(document.id), document]),
    );
    performance.measure(INDEX_LOAD_MEASURE, { start, detail: tag });
    return { tag, lunr, index, fields, documentsById };
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
