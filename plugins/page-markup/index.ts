/**
 * Parts of a built page that the Markdown copies and the search index read, found by meaning
 * rather than by the theme's own markup (its CSS module class names carry a hash of their styles
 * and change with the theme's releases; src/constants/pageMarkup.ts lists the names it publishes).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

export const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';

export const isHeading = (node: Element): boolean => /^h[1-6]$/.test(node.tagName);

export const elementChildren = (node: Element | Root): Element[] =>
  (node.children as (RootContent | ElementContent)[]).filter(isElement);

/** The `#` link a heading carries to itself: a link inside it to its own id. */
export function isHeadingSelfLink(node: ElementContent, heading: Element): boolean {
  const id = heading.properties.id;
  return isElement(node) && node.tagName === 'a' && id !== undefined && node.properties.href === `#${String(id)}`;
}

/** A heading's children without its self-link. */
export function headingContent(heading: Element): ElementContent[] {
  return heading.children.filter((child) => !isHeadingSelfLink(child, heading));
}

/** The fragment of a heading's own address (`#setup`), or '' when it has no id. */
export function headingHash(heading: Element): string {
  const id = heading.properties.id;
  return id === undefined || id === '' ? '' : `#${String(id)}`;
}

/** A blog post's body: the children of its article between the post's header and its footer. */
export function blogPostBody(article: Element): Element[] {
  return elementChildren(article).filter((child) => child.tagName !== 'header' && child.tagName !== 'footer');
}
