import type { Element, ElementContent, Root, RootContent } from 'hast';
import { matches, select, selectAll } from 'hast-util-select';

import { THEME_CLASS } from '../../src/constants/pageMarkup';
import { blogPostBody, elementChildren, headingContent, headingHash, isElement } from '../page-markup';

/**
 * The search sections of a guide, blog post or React page, read from its built HTML: one section
 * per h1, h2 and h3 of the article, holding the text from the heading to the next heading of its
 * block, plus any text before the first heading. A React page (type `page`) is one section, the
 * text of its `main`. Keyed on the page's semantics (article, its header, headings and their links
 * to themselves, `rel=tag` links) and a class name the theme publishes as stable
 * (`theme-doc-markdown`), so it holds across theme releases.
 */

export interface GuideSection {
  title: string;
  /** `#anchor` of the heading, empty for the top of the page. */
  hash: string;
  content: string;
  /** The post's tags, on the first section of a blog post. */
  tags: string[];
}

export interface GuidePage {
  pageTitle: string;
  sections: GuideSection[];
}

const HEADINGS = 'h1, h2, h3';

/** Elements after whose text a space goes, so that the words of two blocks never run together. */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'canvas',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'noscript',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tfoot',
  'ul',
  'video',
  'td',
  'th',
]);

function endsWithSpace(node: RootContent | ElementContent): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

function rawText(nodes: readonly (RootContent | ElementContent)[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += node.value.replace(/\n/g, ' ');
    else if (isElement(node) && node.tagName !== 'script' && node.tagName !== 'style' && node.tagName !== 'template')
      text += rawText(node.children);
    if (endsWithSpace(node)) text += ' ';
  }
  return text;
}

/** The text of these nodes, blocks separated by a space, whitespace collapsed. */
export function textOf(nodes: readonly (RootContent | ElementContent)[]): string {
  return rawText(nodes).replace(/\s+/g, ' ').trim();
}

/** The element siblings after `element` up to (not including) the next heading or header. */
function followingUntilHeading(element: Element, parent: Element | Root): Element[] {
  const siblings = elementChildren(parent);
  const following: Element[] = [];
  for (const sibling of siblings.slice(siblings.indexOf(element) + 1)) {
    if (matches(`${HEADINGS}, header`, sibling)) break;
    following.push(sibling);
  }
  return following;
}

/** Each element's parent, for walking up from a heading. */
function parentsOf(tree: Root): Map<Element, Element | Root> {
  const parents = new Map<Element, Element | Root>();
  const visit = (node: Element | Root) => {
    for (const child of elementChildren(node)) {
      parents.set(child, node);
      visit(child);
    }
  };
  visit(tree);
  return parents;
}

/** A heading's text without its `#` link and hidden anchors, and the fragment of its own address. */
function headingTitleAndHash(heading: Element): { title: string; hash: string } {
  const visible = headingContent(heading).filter(
    (child) => !(isElement(child) && matches('a[aria-hidden="true"]', child)),
  );
  return { title: textOf(visible), hash: headingHash(heading) };
}

/** The sections of a docs page or blog post. */
function articleSections(tree: Root): GuidePage {
  const article = select('article', tree);
  const titleHeading = select('article h1', tree);
  const pageTitle = titleHeading ? textOf([titleHeading]) : '';
  if (!article) return { pageTitle, sections: [] };
  const parents = parentsOf(tree);
  const tags = selectAll('footer a[rel="tag"]', article).map((tag) => textOf([tag]));
  const sections: GuideSection[] = [];

  // Text before the page's first heading (a docs page renders its title in a header of the Markdown).
  const markdown = `.${THEME_CLASS.docMarkdown}`;
  const firstHeading = select(`${markdown} header, ${markdown} h1`, article);
  if (firstHeading) {
    const parent = parents.get(firstHeading);
    const before = parent ? elementChildren(parent).slice(0, elementChildren(parent).indexOf(firstHeading)) : [];
    const text = textOf(before);
    if (text.length > 0) sections.push({ title: '', hash: '', content: text, tags: [] });
  }

  selectAll(HEADINGS, article).forEach((heading, position) => {
    const { title, hash } = headingTitleAndHash(heading);
    const sectionTags = position === 0 ? tags : [];
    const parent = parents.get(heading);
    const inPostHeader =
      parent !== undefined && isElement(parent) && parent.tagName === 'header' && parents.get(parent) === article;
    let elements: Element[];
    if (inPostHeader) {
      // A blog post's title, in the article's own header: its section is the start of the post body.
      const body = blogPostBody(article).flatMap(elementChildren);
      const first = body[0];
      if (!first || matches(HEADINGS, first)) {
        sections.push({ title, hash, content: '', tags: sectionTags });
        return;
      }
      const parent = parents.get(first);
      elements = parent ? [first, ...followingUntilHeading(first, parent)] : [first];
    } else {
      // A heading wrapped in a header (the docs page title) counts from the header.
      const root = parent && isElement(parent) && parent.tagName === 'header' ? parent : heading;
      const rootParent = parents.get(root);
      elements = rootParent ? followingUntilHeading(root, rootParent) : [];
    }
    sections.push({ title, hash, content: textOf(elements), tags: sectionTags });
  });
  return { pageTitle, sections };
}

/** A React page: one section, the text of its `main`, titled by its h1 (or its `<title>`). */
function reactPageSection(tree: Root): GuidePage {
  const titleElement = select('h1', tree) ?? select('title', tree);
  const pageTitle = titleElement ? textOf(withoutHiddenLinks(titleElement).children) : '';
  const main = select('main', tree);
  return {
    pageTitle,
    sections: [{ title: pageTitle, hash: '', content: main ? textOf([withoutHiddenLinks(main)]) : '', tags: [] }],
  };
}

/** A copy of an element without its hidden anchors (`a[aria-hidden=true]`). */
function withoutHiddenLinks(element: Element): Element {
  const strip = (node: Element): Element => ({
    ...node,
    children: node.children
      .filter((child) => !(isElement(child) && matches('a[aria-hidden="true"]', child)))
      .map((child) => (isElement(child) ? strip(child) : child)),
  });
  return strip(element);
}

export function guideSections(tree: Root, type: 'docs' | 'blog' | 'page'): GuidePage {
  return type === 'page' ? reactPageSection(tree) : articleSections(tree);
}
