import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { matches, select, selectAll } from 'hast-util-select';
import { toString as hastText } from 'hast-util-to-string';

import { THEME_CLASS } from '../../src/constants/pageMarkup';
import { headingContent, isElement, isHeading } from '../page-markup';

/**
 * The search sections of one generated API reference page: the symbol itself (its summary and the
 * members its tables list) and one section per member heading (its summary). Headings that only
 * group members ("Properties", "Methods", "Extends", "See"…) and the signatures, parameter tables
 * and examples under them are left out: they made up most of the index and matched every query.
 *
 * Keyed on what TypeDoc's Markdown output keeps from one layout to the next: the page's h1 names
 * the symbol, each member is an h3 with an anchor, and grouping headings are h2.
 */

/** What a search result is, shown beside its title. */
export type SectionKind =
  | 'guide'
  | 'blog post'
  | 'release notes'
  | 'class'
  | 'interface'
  | 'enum'
  | 'module'
  | 'function'
  | 'type'
  | 'variable'
  | 'member';

export interface IndexedSection {
  title: string;
  /** `#anchor` of the heading, empty for the top of the page. */
  hash: string;
  content: string;
  kind: SectionKind;
}

export interface ApiPage {
  /** The symbol name, without TypeDoc's kind prefix or type parameters. */
  pageTitle: string;
  sections: IndexedSection[];
}

/** The longest summary kept for a member. */
export const MAX_SUMMARY_LENGTH = 140;

/** The reference folders and what their pages document. */
const PAGE_KINDS: Record<string, SectionKind> = {
  classes: 'class',
  interfaces: 'interface',
  enums: 'enum',
  modules: 'module',
  functions: 'function',
  'type-aliases': 'type',
  variables: 'variable',
};

/** The kind of a symbol documented under a module page's h2 of this anchor; anything else is a member. */
const GROUP_KINDS: Record<string, SectionKind> = {
  functions: 'function',
  'type-aliases': 'type',
  variables: 'variable',
};

/**
 * Paragraphs that label what follows (parameters, return value…) rather than describe the symbol.
 * "Guides" lists the guides covering the page: their titles in a short section outranked the guides.
 */
const LABEL_PARAGRAPH =
  /^(Guides|Defined in|Parameters|Returns|Type Parameters|Overrides|Inherited from|Implementation of|Implements|Throws|Example|Examples|See|Remarks|Default Value|Deprecated|Since|Index Signature|Call Signature|Signature)\b/;

/** Words TypeDoc puts before a symbol name in the page title: "Class: ViewerApp". */
const KIND_PREFIX =
  /^(abstract class|class|interface|enumeration|enum|function|type alias|variable|namespace|module)\s*:\s*/i;

const clean = (value: string) => value.replace(/[\u200b\s]+/g, ' ').trim();

/** A heading's text without its hash link. */
function headingText(heading: Element): string {
  const kept = headingContent(heading).filter(
    (child) => !(child.type === 'element' && matches('a[aria-hidden=true]', child)),
  );
  return clean(kept.map((child) => hastText(child)).join(''));
}

/**
 * A symbol or member name as a reader writes it: no kind prefix ("Class: "), no type parameters, no
 * optional marker (`camera?`). Call parentheses stay: they tell a method from a property.
 */
export function symbolTitle(heading: string): string {
  let title = heading.replace(KIND_PREFIX, '');
  // Type parameters, nested ones included: strip innermost pairs until none is left.
  for (let previous = ''; previous !== title;) {
    previous = title;
    title = title.replace(/<[^<>]*>/g, '');
  }
  return title.replace(/\?(?=\s*$|\()/g, '').trim();
}

/** Cuts a summary at a word boundary. */
export function shorten(summary: string, limit: number): string {
  if (summary.length <= limit) return summary;
  const cut = summary.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${space > limit / 2 ? cut.slice(0, space) : cut}…`;
}

/** The describing paragraphs among a heading's following elements, up to the first label or heading. */
function summaryOf(elements: readonly Element[]): string {
  const paragraphs: string[] = [];
  for (const element of elements) {
    if (isHeading(element)) break;
    if (element.tagName !== 'p') continue;
    const paragraph = clean(hastText(element));
    if (LABEL_PARAGRAPH.test(paragraph)) {
      if (paragraph.startsWith('Defined in')) continue;
      break;
    }
    paragraphs.push(paragraph);
  }
  return paragraphs.join(' ');
}

/**
 * The member names of a member table (interface properties and enum members have no headings).
 * Their descriptions stay on the page: with them the index grew by a tenth and found nothing more.
 */
function tableRows(table: Element): string[] {
  return selectAll('tbody tr', table).map((row) => {
    const firstCell = row.children.filter(isElement).find((cell) => cell.tagName === 'td');
    return symbolTitle(clean(firstCell ? hastText(firstCell) : ''));
  });
}

/** The tables whose nearest heading above is an h2 (a group of members), not a member's h3. */
function memberTables(blocks: readonly Element[]): Element[] {
  let heading = 'h1';
  const tables: Element[] = [];
  for (const block of blocks) {
    if (isHeading(block)) heading = block.tagName;
    else if (block.tagName === 'table' && heading === 'h2') tables.push(block);
  }
  return tables;
}

/** The kind of the page at this path below the API reference folder ("classes/Core_API.ViewerApp"). */
export function apiPageKind(pathInReference: string): SectionKind {
  const [folder = '', symbol] = pathInReference.split('/');
  // "modules" alone is the list of modules, not a symbol's page.
  return symbol ? (PAGE_KINDS[folder] ?? 'guide') : 'guide';
}

/**
 * The sidebar categories above the current page ("API reference › Core_API › Classes"): the
 * sidebar's active links (Infima's `menu__link--active`, which the theme sets on the page's
 * categories and the page itself).
 */
export function sidebarBreadcrumb(tree: Root): string[] {
  return selectAll(`.${THEME_CLASS.docSidebarContainer} .menu__link--active`, tree)
    .map((link) => clean(hastText(link)))
    .slice(0, -1);
}

/**
 * Whether the heading at `position` names a symbol or member. On a class, interface or enum page
 * that is every h3. A module page groups what it lists by topic: under Classes, Interfaces and
 * Enumerations each h3 is a topic over a table of links; under Functions, Type Aliases and
 * Variables an h3 is a symbol, or a topic when h4 symbols follow it.
 */
function isSymbolHeading(pageKind: SectionKind, group: string, blocks: Element[], position: number): boolean {
  const tag = blocks[position]?.tagName;
  if (pageKind !== 'module') return tag === 'h3';
  if (!(group in GROUP_KINDS) || (tag !== 'h3' && tag !== 'h4')) return false;
  if (tag === 'h4') return true;
  const next = blocks.slice(position + 1).find((block) => /^h[2-4]$/.test(block.tagName));
  return next?.tagName !== 'h4';
}

/** The search sections of one API page. `pathInReference` is its path below the reference folder. */
export function apiSections(html: string, pathInReference: string): ApiPage {
  const tree = fromHtml(html);
  const pageKind = apiPageKind(pathInReference);
  const title = select('article h1', tree);
  const pageTitle = symbolTitle(title ? headingText(title) : '');
  const markdown = select(`article .${THEME_CLASS.docMarkdown}`, tree);
  const blocks = (markdown?.children ?? []).filter(isElement).filter((element) => element.tagName !== 'header');

  // Members listed in tables (interface properties, enum members, events) count for the symbol;
  // a module's tables only repeat the summaries of the pages it lists.
  // Only tables right under a grouping heading: those under a member are its parameters.
  const rows = pageKind === 'module' ? [] : memberTables(blocks).flatMap(tableRows);
  const intro = summaryOf(blocks);
  const sections: IndexedSection[] = [
    { title: pageTitle, hash: '', content: [intro, ...rows].join(' ').trim(), kind: pageKind },
  ];

  let group = '';
  blocks.forEach((block, position) => {
    const id = typeof block.properties.id === 'string' ? block.properties.id : '';
    if (block.tagName === 'h2') group = id;
    if (id === '' || !isSymbolHeading(pageKind, group, blocks, position)) return;
    sections.push({
      title: symbolTitle(headingText(block)),
      hash: `#${id}`,
      content: shorten(summaryOf(blocks.slice(position + 1)), MAX_SUMMARY_LENGTH),
      kind: pageKind === 'module' ? (GROUP_KINDS[group] ?? 'member') : 'member',
    });
  });
  return { pageTitle, sections };
}
