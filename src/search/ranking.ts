import type { SearchDocument } from './types';

/**
 * Client-side ranking on top of lunr's BM25 scores. lunr scores a section whose title contains the
 * words; users who type a page title or an API symbol name expect that page first, even when a
 * longer page mentions the name more often. So results are ordered by match tier, then by score.
 */
export enum MatchTier {
  /** lunr's score decides. */
  Scored = 0,
  /** The section title (or the symbol it names) is exactly the query. */
  ExactSection = 1,
  /** The page title (or the symbol it names) is exactly the query, and this is the page's top section. */
  ExactPage = 2,
}

/** Words TypeDoc and our docs put before a symbol name in a title: "Class: ViewerApp". */
const SYMBOL_KIND_PREFIX =
  /^(abstract class|class|interface|enumeration|enum|function|type alias|type|variable|namespace|module|method|property|constructor)\s*:\s*/;

/**
 * A comparable key for a title or a query: lower case, the symbol kind prefix, call parentheses and
 * generic parameters removed, punctuation turned into single spaces.
 * "Class: ViewerApp<T>" → "viewerapp"; "addPlugin()" → "addplugin"; "Load a GLB" → "load a glb".
 */
export function titleKey(text: string): string {
  return text
    .toLowerCase()
    .replace(SYMBOL_KIND_PREFIX, '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim();
}

/** True when the section is the top of its page (the page title section or the text before the first heading). */
function isPageTop(document: SearchDocument): boolean {
  return !document.sectionRoute.includes('#');
}

export function matchTier(document: SearchDocument, queryKey: string): MatchTier {
  if (queryKey.length === 0) return MatchTier.Scored;
  if (isPageTop(document) && titleKey(document.pageTitle) === queryKey) return MatchTier.ExactPage;
  if (document.sectionTitle.length > 0 && titleKey(document.sectionTitle) === queryKey) return MatchTier.ExactSection;
  return MatchTier.Scored;
}

export interface Ranked {
  tier: MatchTier;
  score: number;
}

/** Sort order: higher tier first, then higher score. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return b.tier - a.tier || b.score - a.score;
}
