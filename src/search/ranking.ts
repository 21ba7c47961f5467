import { isApiReferencePath } from '../constants/site';
import type { SearchDocument } from './types';

/**
 * Client-side ranking on top of the BM25 scores (tuned on tests/search-queries.ts, see
 * tests/built/search-relevance.test.ts). The configured field boosts stay as they are; these
 * rules decide the order among the sections they score:
 *
 * 1. Tier: a section whose title is exactly the query (a page title, an API symbol name, spaces and
 *    case aside) comes first; the top of a page so named before a section so named.
 * 2. Coverage: a section is scaled by the share of the query's terms it and its page contain,
 *    squared, so one strong word does not beat a section (or a page) that has them all.
 * 3. Title words: a section whose page title (or own title) holds the query's terms, even run
 *    together ("setup" in "Set up a variation configurator"), is lifted.
 *    The top of a page whose title the query starts is lifted by how much of the title it covers
 *    ("diamondplug" → DiamondPlugin before DiamondPluginSettings).
 * 4. Page evidence: each section is credited with part of its page's other matching sections.
 * 5. Intent: a query written as words ("load a glb") prefers guides over the API reference;
 *    a query written as an identifier ("ViewerApp", "setEnvironmentMap") does not.
 * 6. Variety: at most a few sections of one page.
 */
export const RANKING = {
  coverageExponent: 2,
  /** How much the page's coverage counts next to the section's own. */
  pageCoverageShare: 0.5,
  pageEvidence: 0.25,
  /** Lift for a title holding all the query's terms (scaled by the share it holds, squared). */
  titleWords: 2,
  /** Multiplier on guide sections for queries written as words. */
  proseGuideBoost: 1.6,
  maxSectionsPerPage: 3,
};

export enum MatchTier {
  /** The scores decide. */
  Scored = 0,
  /** The section title (or the symbol it names) is exactly the query. */
  ExactSection = 1,
  /** The page title (or the symbol it names) is exactly the query, and this is the page's top section. */
  ExactPage = 2,
}

/** Words TypeDoc and our docs put before a symbol name in a title: "Class: ViewerApp". */
const SYMBOL_KIND_PREFIX =
  /^(abstract class|class|interface|enumeration|enum|function|type alias|type|variable|namespace|module|method|property|constructor)\s*:\s*/i;

/**
 * A comparable key for a title or a query: lower case, the symbol kind prefix, call parentheses and
 * generic parameters removed, punctuation turned into single spaces.
 * "Class: ViewerApp<T>" → "viewerapp"; "addPlugin()" → "addplugin"; "Load a GLB" → "load a glb".
 */
export function titleKey(text: string): string {
  return text
    .replace(SYMBOL_KIND_PREFIX, '')
    .toLowerCase()
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim();
}

/** The key without spaces or underscores: "camera view plugin", CameraViewPlugin and camera_view_plugin meet here. */
export function compactKey(key: string): string {
  return key.replace(/[\s_]+/g, '');
}

/**
 * A title's compact key and where each of its words starts in it, words being split at spaces,
 * punctuation, underscores and camelCase humps: "CanvasSnapshotPlugin" → "canvassnapshotplugin"
 * with words at 0, 6 and 14.
 */
export function titleWords(text: string): { key: string; starts: number[] } {
  const words = text
    .replace(SYMBOL_KIND_PREFIX, '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .split(/[^\p{L}\p{N}]+|(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 0);
  const starts: number[] = [];
  let key = '';
  for (const word of words) {
    starts.push(key.length);
    key += word;
  }
  return { key, starts };
}

/** A document with what ranking needs precomputed once, when its index loads. */
export interface RankedSection {
  slot: number;
  document: SearchDocument;
  /** The page's path (the section route without its anchor), and its number within the index. */
  page: string;
  pageId: number;
  /** The page title section, or the text before the first heading. */
  isPageTop: boolean;
  isReference: boolean;
  pageKey: string;
  sectionKey: string;
  /** Where the words of the page title and of the section title start in their keys. */
  pageStarts: number[];
  sectionStarts: number[];
}

export function rankedSection(slot: number, document: SearchDocument, pageId: (page: string) => number): RankedSection {
  const [page = document.sectionRoute, anchor] = document.sectionRoute.split('#');
  const pageWords = titleWords(document.pageTitle);
  const sectionWords = titleWords(document.sectionTitle);
  return {
    slot,
    document,
    page,
    pageId: pageId(page),
    isPageTop: anchor === undefined,
    isReference: isApiReferencePath(page),
    pageKey: pageWords.key,
    sectionKey: sectionWords.key,
    pageStarts: pageWords.starts,
    sectionStarts: sectionWords.starts,
  };
}

/** What ranking needs to know about the query. */
export interface QueryIntent {
  /** The query's searchable words as a compact key, for exact title matches. */
  key: string;
  /** The query's searchable words, each as a compact key, for title-word matches. */
  termKeys: string[];
  /** Written as words rather than as an identifier. */
  prose: boolean;
}

/** An identifier: camelCase, PascalCase inside, snake_case, a dotted path or a call. */
const IDENTIFIER = /[a-z][A-Z]|[A-Z]{2}[a-z]|_|\w\.\w|\(\)/;

/** Shortest stem used for title-word matches; shorter stems ("us" for "using") match too much. */
const MIN_TITLE_STEM = 3;

/** `stem` is lunr's stemmer: title words are matched by the term's stem, usually a prefix of the word. */
export function queryIntent(input: string, terms: readonly string[], stem: (term: string) => string): QueryIntent {
  const words = input.split(/\s+/).filter((word) => word.length > 0);
  const termKey = (term: string) => {
    const key = compactKey(titleKey(term));
    const stemmed = compactKey(titleKey(stem(term)));
    return stemmed.length >= MIN_TITLE_STEM && key.startsWith(stemmed.slice(0, -1)) ? stemmed : key;
  };
  return {
    key: compactKey(titleKey(terms.join(' '))),
    termKeys: terms.map(termKey).filter((key) => key.length > 0),
    prose: terms.length >= 2 && !words.some((word) => IDENTIFIER.test(word)),
  };
}

export function matchTier(section: RankedSection, intent: QueryIntent): MatchTier {
  if (intent.key.length === 0) return MatchTier.Scored;
  if (section.isPageTop && section.pageKey === intent.key) return MatchTier.ExactPage;
  if (section.sectionKey.length > 0 && section.sectionKey === intent.key) return MatchTier.ExactSection;
  return MatchTier.Scored;
}

export interface Ranked {
  tier: MatchTier;
  score: number;
}

/**
 * Share of the query's terms found at the start of a title word, even run on across words ("setup"
 * in "Set up a…", "snapshot" in CanvasSnapshotPlugin; not "ring" in "spring").
 */
export function keyCoverage(key: string, starts: readonly number[], intent: QueryIntent): number {
  if (intent.termKeys.length === 0 || key.length === 0) return 0;
  let found = 0;
  for (const term of intent.termKeys) if (starts.some((start) => key.startsWith(term, start))) found += 1;
  return found / intent.termKeys.length;
}

/** For the top of a page whose title starts with the query: the share of the title typed so far. */
export function titlePrefixShare(section: RankedSection, intent: QueryIntent): number {
  if (intent.prose || !section.isPageTop || intent.key.length < 3 || !section.pageKey.startsWith(intent.key)) return 0;
  return intent.key.length / section.pageKey.length;
}

/** Sort order: higher tier first, then higher score. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return b.tier - a.tier || b.score - a.score;
}

export interface ScoredSection extends Ranked {
  section: RankedSection;
}

/** A section the query matched: its combined field score and the query terms it holds (bit mask). */
export interface MatchedSection {
  section: RankedSection;
  score: number;
  terms: number;
}

function countBits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** Orders matched sections by the rules above and keeps the best `limit`. */
export function rankSections(
  matched: readonly MatchedSection[],
  intent: QueryIntent,
  termCount: number,
  pageCount: number,
  limit: number,
): ScoredSection[] {
  const pageTerms = new Int32Array(pageCount);
  for (const { section, terms } of matched) pageTerms[section.pageId] = (pageTerms[section.pageId] ?? 0) | terms;

  const covered = matched.map(({ section, score, terms }) => {
    const own = countBits(terms) / termCount;
    const page = countBits(pageTerms[section.pageId] ?? terms) / termCount;
    const coverage = (1 - RANKING.pageCoverageShare) * own + RANKING.pageCoverageShare * page;
    return { section, score: score * coverage ** RANKING.coverageExponent };
  });

  const pageTotals = new Float64Array(pageCount);
  for (const { section, score } of covered) pageTotals[section.pageId] = (pageTotals[section.pageId] ?? 0) + score;
  // Title-word coverage of each page, computed once per page.
  const pageTitleCoverage = new Float64Array(pageCount).fill(-1);

  const ranked = covered
    .map(({ section, score }) => {
      const evidence = RANKING.pageEvidence * ((pageTotals[section.pageId] ?? score) - score);
      const intentFactor = intent.prose && !section.isReference ? RANKING.proseGuideBoost : 1;
      let pageCoverage = pageTitleCoverage[section.pageId] ?? -1;
      if (pageCoverage < 0) {
        pageCoverage = keyCoverage(section.pageKey, section.pageStarts, intent);
        pageTitleCoverage[section.pageId] = pageCoverage;
      }
      const titleCoverage = Math.max(pageCoverage, keyCoverage(section.sectionKey, section.sectionStarts, intent));
      const titleFactor = (1 + RANKING.titleWords * titleCoverage ** 2) * (1 + titlePrefixShare(section, intent));
      return { section, score: (score + evidence) * intentFactor * titleFactor, tier: matchTier(section, intent) };
    })
    .sort(compareRanked);

  const perPage = new Int32Array(pageCount);
  const kept: ScoredSection[] = [];
  for (const entry of ranked) {
    const count = perPage[entry.section.pageId] ?? 0;
    if (count >= RANKING.maxSectionsPerPage) continue;
    perPage[entry.section.pageId] = count + 1;
    kept.push(entry);
    if (kept.length >= limit) break;
  }
  return kept;
}
