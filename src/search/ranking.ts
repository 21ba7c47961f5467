import { isApiReferencePath } from '../constants/site';
import { britishSpellings, SYNONYMS, type SynonymMap } from './synonyms';
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
 * 3. Title words: a section whose page title, own title or page keywords hold the query's terms,
 *    even run together ("setup" in "Set up a variation configurator"), is lifted. A page one of
 *    whose keywords is exactly the query ("release notes") puts its top section above the concept
 *    guides of rule 5 (a keyword of one word lifts it like a title word, without the tier); one
 *    of whose keywords of several words the query holds in order, a word apart at most ("will other
 *    gltf viewers open it" holds "other viewers"), puts its top section among those guides.
 *    The top of a page whose title the query starts is lifted by how much of the title it covers
 *    ("diamondplug" → DiamondPlugin before DiamondPluginSettings).
 * 4. Page evidence: each section is credited with part of its page's other matching sections.
 * 5. Intent: a query written as words ("camera", "load a glb") names a concept: the guides whose
 *    title or heading holds all its words come before the API reference, and other guide sections
 *    are lifted. A query written as an identifier ("ViewerApp", "setEnvironmentMap()") names a
 *    symbol: the symbol's page, or the member so named, comes first. An identifier among other
 *    words ("ViewerEventMap payload types", "VITRINE_materials_diamond json schema") names its
 *    page or member too, which comes before every section it does not name; the scores order what
 *    it names (its page's top, or its member that holds the other words).
 * 6. Same-name members: API members of one name ("dispose()" on forty classes) are one result,
 *    the best of them, which says how many others the query matched.
 * 7. Variety: at most a few sections of one page.
 */
export const RANKING = {
  coverageExponent: 2,
  /** How much the page's coverage counts next to the section's own. */
  pageCoverageShare: 0.5,
  pageEvidence: 0.25,
  /** Lift for a title holding all the query's terms (scaled by the share it holds, squared). */
  titleWords: 2,
  /** Multiplier on guide sections for queries written as words. */
  proseGuideBoost: 2.5,
  maxSectionsPerPage: 2,
};

export enum MatchTier {
  /** The scores decide. */
  Scored = 0,
  /** A query written as words, and a guide section whose page title or own title holds all of them. */
  ConceptGuide = 1,
  /** What an identifier among the query's words names (namesSymbol): a page it titles, an API member of its name. */
  NamedSymbol = 2,
  /** One of the page's keywords is exactly the query ("release notes"), and this is the page's top section. */
  ExactKeyword = 3,
  /** The section title (or the symbol it names) is exactly the query. */
  ExactSection = 4,
  /** The page title (or the symbol it names) is exactly the query, and this is the page's top section. */
  ExactPage = 5,
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
  /** Anything but a guide: API pages, release notes, blog posts. Concept queries prefer guides. */
  isReference: boolean;
  /** What the section is: guide, blog post, class, interface, enum, member… */
  kind: string;
  /** An API member (property, method…), one of many that may share its name. */
  isMember: boolean;
  /** What the section's page documents: class, interface, enum… or guide. */
  pageKind: string;
  pageKey: string;
  sectionKey: string;
  /** Where the words of the page title and of the section title start in their keys. */
  pageStarts: number[];
  sectionStarts: number[];
  /** What the page's keywords say it answers, shared by all its sections (set when the index loads). */
  pageIntent: PageIntent;
}

/**
 * A page's keywords as ranking reads them: its phrases as compact keys (for exact matches), and
 * all their words as one key with word starts (for coverage, like a title).
 */
export interface PageIntent {
  /**
   * The keywords of two or more words ("release notes"), as compact keys. A one-word keyword
   * ("thumbnails") is one word readers use among others, and may be the subject of another page's
   * heading: it lifts its page through coverage, not above that heading.
   */
  keywordKeys: ReadonlySet<string>;
  /** The keywords of two or more words, each as its words ("file size" → ["file", "size"]). */
  phrases: readonly (readonly string[])[];
  key: string;
  starts: number[];
}

const NO_INTENT: PageIntent = { keywordKeys: new Set(), phrases: [], key: '', starts: [] };

/** A text's words for phrase matching: lower case, split at anything but letters and digits, a plural's `s` dropped. */
export function phraseWords(text: string): string[] {
  return titleKey(text)
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => (word.length > 3 ? word.replace(/s$/, '') : word));
}

/** The ranking form of a page's keywords. */
export function pageIntentOf(keywords: readonly string[] | undefined): PageIntent {
  if (!keywords?.length) return NO_INTENT;
  const words = titleWords(keywords.join(' '));
  return {
    keywordKeys: new Set(
      keywords.filter((keyword) => /\S\s+\S/.test(keyword)).map((keyword) => compactKey(titleKey(keyword))),
    ),
    phrases: keywords.map(phraseWords).filter((phrase) => phrase.length >= 2),
    ...words,
  };
}

/**
 * Words a query may put between two words of a keyword phrase: "other gltf viewers" holds "other
 * viewers", "first ring viewer" holds "first viewer".
 */
const PHRASE_GAP = 1;

/** Whether a phrase's words occur in order among the query's words, at most PHRASE_GAP apart. */
export function containsPhrase(queryWords: readonly string[], phrase: readonly string[]): boolean {
  const [head, ...rest] = phrase;
  return queryWords.some((word, start) => {
    if (word !== head) return false;
    let at = start;
    for (const next of rest) {
      const found = queryWords.slice(at + 1, at + 2 + PHRASE_GAP).indexOf(next);
      if (found < 0) return false;
      at += 1 + found;
    }
    return true;
  });
}

/** The reference folders and what their pages document, for index files that do not name kinds. */
const REFERENCE_FOLDER_KINDS: Record<string, string> = {
  classes: 'class',
  interfaces: 'interface',
  enums: 'enum',
  modules: 'module',
};

/** What a section is: as its index file says, or else as its address says. */
export function sectionKind(document: SearchDocument): string {
  if (document.kind) return document.kind;
  if (document.type === 'blog') return 'blog post';
  const [page = '', anchor] = document.sectionRoute.split('#');
  if (!isApiReferencePath(page)) return 'guide';
  if (anchor !== undefined) return 'member';
  return REFERENCE_FOLDER_KINDS[page.split('/').at(-2) ?? ''] ?? 'guide';
}

export function rankedSection(slot: number, document: SearchDocument, pageId: (page: string) => number): RankedSection {
  const [page = document.sectionRoute, anchor] = document.sectionRoute.split('#');
  const pageWords = titleWords(document.pageTitle);
  const sectionWords = titleWords(document.sectionTitle);
  const kind = sectionKind(document);
  const isReference = kind !== 'guide';
  return {
    slot,
    document,
    page,
    pageId: pageId(page),
    isPageTop: anchor === undefined,
    isReference,
    kind,
    isMember: isReference && kind === 'member',
    pageKind: anchor === undefined ? kind : (REFERENCE_FOLDER_KINDS[page.split('/').at(-2) ?? ''] ?? kind),
    pageKey: pageWords.key,
    sectionKey: sectionWords.key,
    pageStarts: pageWords.starts,
    sectionStarts: sectionWords.starts,
    pageIntent: pageIntentOf(document.keywords),
  };
}

/** What ranking needs to know about the query. */
export interface QueryIntent {
  /** The query's searchable words as a compact key, for exact title matches. */
  key: string;
  /** The whole query as typed, stop words included, as a compact key ("whatsnew"), for exact keywords. */
  typedKey: string;
  /** The query's words as typed, for keyword phrases it contains ("reduce file size" holds "file size"). */
  typedWords: string[];
  /** The query's searchable words, each as a compact key, for title-word matches. */
  termKeys: string[];
  /** Other ways of writing each term ("licence" for "license"), as compact keys, by term. */
  synonymKeys: string[][];
  /** Written as two or more words rather than as an identifier. */
  prose: boolean;
  /** Written as words (one or more), none of them shaped like an identifier: it names a concept. */
  concept: boolean;
  /**
   * What the identifiers among two or more words name (empty for one identifier alone, which the
   * exact tiers name): a type's page ("ViewerEventMap payload types"), a member by its name
   * ("kelvinToRgb helper"), or one page's member ("ViewerApp.load options").
   */
  namedSymbols: readonly SymbolName[];
}

/**
 * A symbol named by an identifier, as compact keys: a PascalCase name is a page's title (a class,
 * an interface, an enum, a glTF extension), any other identifier a member's name, and a dotted
 * path (`ViewerApp.load`, `ViewerApp#load`) the member of that page.
 */
export type SymbolName = { page: string; member?: undefined } | { page?: string; member: string };

/** An identifier: camelCase, PascalCase inside, snake_case, a dotted path or a call. */
const IDENTIFIER = /[a-z][A-Z]|[A-Z]{2}[a-z]|_|\w\.\w|\(\)/;

/** A type's name: a capital first, and lower case somewhere (not an ALL_CAPS constant). */
const TYPE_NAME = /^\p{Lu}(?=.*\p{Ll})/u;

/**
 * The symbols the identifiers among a query's words name. A word's query syntax (`+`, `title:`,
 * `~1`, `^2`), a possessive and sentence punctuation are not part of the name; a prohibited word
 * (`-ViewerApp`) names nothing to find.
 */
export function namedSymbols(words: readonly string[]): SymbolName[] {
  const names: SymbolName[] = [];
  for (const word of words) {
    if (word.startsWith('-')) continue;
    const name = word
      .replace(/^\+/, '')
      .replace(/^\w+:(?=\S)/, '')
      .replace(/[~^][\d.]*$/, '')
      .replace(/['’]s$/, '')
      .replace(/[.,;:!?]+$/, '');
    if (!IDENTIFIER.test(name)) continue;
    const parts = name.split(/[.#]/).map((part) => titleWords(part).key);
    if (parts.some((part) => part.length === 0)) continue;
    const [first = '', second] = parts;
    if (parts.length === 2 && second !== undefined) names.push({ page: first, member: second });
    else if (parts.length === 1) names.push(TYPE_NAME.test(name) ? { page: first } : { member: first });
  }
  return names;
}

/** Shortest stem used for title-word matches; shorter stems ("us" for "using") match too much. */
const MIN_TITLE_STEM = 3;

/** `stem` is lunr's stemmer: title words are matched by the term's stem, usually a prefix of the word. */
export function queryIntent(
  input: string,
  terms: readonly string[],
  stem: (term: string) => string,
  synonyms: SynonymMap = SYNONYMS,
): QueryIntent {
  const words = input.split(/\s+/).filter((word) => word.length > 0);
  const hasIdentifier = words.some((word) => IDENTIFIER.test(word));
  // The part of the word its stem keeps ("anisotropy" → "anisotropi" → "anisotrop"), so that the
  // title word matches in any form.
  const termKey = (term: string) => {
    const key = compactKey(titleKey(term));
    const stemmed = compactKey(titleKey(stem(term)));
    let common = 0;
    while (common < key.length && key[common] === stemmed[common]) common += 1;
    return common >= MIN_TITLE_STEM ? key.slice(0, common) : key;
  };
  // A dotted path ("ViewerApp.load") names its last part, the member.
  const path = words.length === 1 && /\w\.\w/.test(words[0] ?? '') ? (words[0] ?? '').split('.') : undefined;
  const named = path ? [path.at(-1) ?? ''] : terms;
  return {
    key: compactKey(titleKey(named.join(' '))),
    typedKey: compactKey(titleKey(input)),
    typedWords: phraseWords(input),
    termKeys: terms.map(termKey).filter((key) => key.length > 0),
    synonymKeys: terms
      .filter((term) => termKey(term).length > 0)
      .map((term) => [...(synonyms.get(term) ?? []), ...britishSpellings(term)].map(termKey)),
    prose: terms.length >= 2 && !hasIdentifier,
    concept: terms.length >= 1 && !hasIdentifier,
    namedSymbols: words.length >= 2 && hasIdentifier ? namedSymbols(words) : [],
  };
}

/** A section of the API reference that documents a symbol (not the release notes). */
function isApiSymbol(section: RankedSection): boolean {
  return isApiReferencePath(section.page) && section.kind !== 'release notes';
}

/**
 * Whether the section is what one of the query's identifiers names: the top of the page it titles,
 * and that page's sections whose own title holds another of the query's words ("RenderManager loop
 * mode" → its `loopMode`); an API member of that name, on any page or on the dotted path's page.
 */
function namesSymbol(section: RankedSection, intent: QueryIntent): boolean {
  return intent.namedSymbols.some(({ page, member }) => {
    if (member !== undefined) {
      return isApiSymbol(section) && section.sectionKey === member && (page === undefined || section.pageKey === page);
    }
    if (section.pageKey !== page) return false;
    return section.isPageTop || keyCoverage(section.sectionKey, section.sectionStarts, intent) > 0;
  });
}

/** `titleCoverage`: the share of the query's words the section's page title or own title holds. */
export function matchTier(section: RankedSection, intent: QueryIntent, titleCoverage = 0): MatchTier {
  if (intent.key.length === 0) return MatchTier.Scored;
  if (section.isPageTop && section.pageKey === intent.key) return MatchTier.ExactPage;
  // A concept query ("camera") is not after the members so named (ViewerApp.camera), but the guides.
  const exactSection = section.sectionKey.length > 0 && section.sectionKey === intent.key;
  if (exactSection && !(intent.concept && section.isReference)) return MatchTier.ExactSection;
  const keywords = section.pageIntent.keywordKeys;
  if (section.isPageTop && (keywords.has(intent.typedKey) || keywords.has(intent.key))) return MatchTier.ExactKeyword;
  if (namesSymbol(section, intent)) return MatchTier.NamedSymbol;
  if (intent.concept && !section.isReference && titleCoverage >= 1) return MatchTier.ConceptGuide;
  // A keyword of several words that the query holds in order says what the query is about: "reduce
  // the file size of a model" is the page that lists "file size".
  if (section.isPageTop && section.pageIntent.phrases.some((phrase) => containsPhrase(intent.typedWords, phrase))) {
    return MatchTier.ConceptGuide;
  }
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
export function keyCoverage(key: string, starts: readonly number[], intent: QueryIntent, kind?: string): number {
  if (intent.termKeys.length === 0 || key.length === 0) return 0;
  let found = 0;
  intent.termKeys.forEach((term, position) => {
    const forms = [term, ...(intent.synonymKeys[position] ?? [])];
    if (forms.some((form) => starts.some((start) => key.startsWith(form, start)))) found += 1;
    // "MetalPreset enum": the word naming what the page documents counts as found on such a page.
    else if (kind !== undefined && KIND_WORDS.get(term) === kind) found += 1;
  });
  return found / intent.termKeys.length;
}

/** Words a query uses to name the kind of an API page (by their compact title keys), and the kind. */
const KIND_WORDS: ReadonlyMap<string, string> = new Map([
  ['enum', 'enum'],
  ['enumer', 'enum'],
  ['enumeration', 'enum'],
  ['class', 'class'],
  ['interfac', 'interface'],
  ['interface', 'interface'],
]);

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
  /** Other matched API members of the same name, collapsed into this one. */
  sameName: number;
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
  const pageKeywordCoverage = new Float64Array(pageCount).fill(-1);

  const ranked = covered
    .map(({ section, score }) => {
      const evidence = RANKING.pageEvidence * ((pageTotals[section.pageId] ?? score) - score);
      let pageCoverage = pageTitleCoverage[section.pageId] ?? -1;
      if (pageCoverage < 0) {
        pageCoverage = keyCoverage(section.pageKey, section.pageStarts, intent, section.pageKind);
        pageTitleCoverage[section.pageId] = pageCoverage;
      }
      let keywordCoverage = pageKeywordCoverage[section.pageId] ?? -1;
      if (keywordCoverage < 0) {
        keywordCoverage = keyCoverage(section.pageIntent.key, section.pageIntent.starts, intent);
        pageKeywordCoverage[section.pageId] = keywordCoverage;
      }
      const titleCoverage = Math.max(pageCoverage, keyCoverage(section.sectionKey, section.sectionStarts, intent));
      const intentFactor = intent.prose && !section.isReference ? RANKING.proseGuideBoost : 1;
      // The page's keywords lift it as its title does, without the title's tier: a title names the
      // subject, a keyword one of the words readers use for it.
      const liftCoverage = Math.max(titleCoverage, keywordCoverage);
      const titleFactor = (1 + RANKING.titleWords * liftCoverage ** 2) * (1 + titlePrefixShare(section, intent));
      const tier = matchTier(section, intent, titleCoverage);
      return { section, score: (score + evidence) * intentFactor * titleFactor, tier, sameName: 0 };
    })
    .sort(compareRanked);

  // Members of one name: the best stands for all, and says how many others there are.
  const membersNamed = new Map<string, number>();
  for (const { section } of ranked) {
    if (section.isMember) membersNamed.set(section.sectionKey, (membersNamed.get(section.sectionKey) ?? 0) + 1);
  }
  const shownMembers = new Set<string>();
  const perPage = new Int32Array(pageCount);
  const kept: ScoredSection[] = [];
  for (const entry of ranked) {
    const { section } = entry;
    if (section.isMember && shownMembers.has(section.sectionKey)) continue;
    const count = perPage[section.pageId] ?? 0;
    if (count >= RANKING.maxSectionsPerPage) continue;
    perPage[section.pageId] = count + 1;
    if (section.isMember) {
      shownMembers.add(section.sectionKey);
      entry.sameName = (membersNamed.get(section.sectionKey) ?? 1) - 1;
    }
    kept.push(entry);
    if (kept.length >= limit) break;
  }
  return kept;
}
