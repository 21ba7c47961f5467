import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Code, Root as MdastRoot } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { matches, select, selectAll } from 'hast-util-select';
import { toMdast } from 'hast-util-to-mdast';
import { toString as hastText } from 'hast-util-to-string';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';

import { ADMONITION_LABEL_ATTRIBUTE, CODE_TITLE_ATTRIBUTE, THEME_CLASS } from '../../src/constants/pageMarkup';
import { blogPostBody, isHeading, isHeadingSelfLink } from '../page-markup';

/**
 * Turns a built page into clean Markdown. Working from the rendered HTML (rather than the MDX
 * source) means the Markdown holds exactly the headings and code the visitor sees, including the
 * API reference, which TypeDoc generates, and the React pages fed by data modules.
 */

/** Where a page keeps its reading content. */
export type PageKind = 'doc' | 'blog-post' | 'page';

export type ConvertedPage = {
  title: string;
  description: string;
  markdown: string;
};

/** A page whose content has no faithful Markdown form; the build stops on it. */
export class UnconvertiblePageError extends Error {
  override name = 'UnconvertiblePageError';
}

/** Elements whose meaning is an interactive or embedded widget, which Markdown cannot carry. */
const UNCONVERTIBLE = new Set(['canvas', 'iframe', 'object', 'embed', 'video', 'audio', 'form', 'select', 'textarea']);

/**
 * Page chrome inside the content: control buttons, icons, the mobile table of contents, decoration
 * hidden from assistive technology (whose text is given to it otherwise, such as a "–" beside a
 * visually hidden "Not included"); and line-break hints (`<wbr>`), which would otherwise become
 * spaces inside a word. Headings' links to themselves go too (removeChrome).
 */
const CHROME_SELECTOR = `button, svg, script, style, noscript, template, wbr, [aria-hidden="true"], .${THEME_CLASS.docTocMobile}`;

/**
 * Text that is MDX source rather than prose: an ES import or export statement, a JSX element (a
 * capitalised tag not glued to a name, which would be a generic such as `Deferred<T>`), an MDX comment.
 */
const MDX_LEFTOVERS: { pattern: RegExp; what: string }[] = [
  {
    pattern: /^\s*(import\s[^\n]*\sfrom\s+['"]|import\s+['"]|export\s+(default|const|let|var|function|class|\{|\*))/m,
    what: 'an import or export statement',
  },
  { pattern: /(?<![\w$.)\]])<[A-Z][\w.]*(\s[^<>]*)?\/?>|<\/[A-Z][\w.]*>/, what: 'a JSX tag' },
  { pattern: /\{\/\*/, what: 'an MDX comment' },
];

const hasClass = (node: Element, name: string): boolean => {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((value) => String(value) === name);
};

const classStartingWith = (node: Element, prefix: string): string | undefined => {
  const classes = node.properties.className;
  if (!Array.isArray(classes)) return undefined;
  return classes.map(String).find((value) => value.startsWith(prefix));
};

const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * The text of a rendered code block: the theme writes each line as a `.token-line` element ended
 * by a `<br>`; text that carries its own line feeds keeps them.
 */
export function codeBlockText(code: Element): string {
  const text = (node: ElementContent): string => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return '';
    if (node.tagName === 'br') return '\n';
    // A linked name's tooltip is not code: the name itself follows it.
    if (hasClass(node, 'code-ref__tip')) return '';
    const inner = node.children.map(text).join('');
    const isLine = (node.properties.className as unknown[] | undefined)?.includes('token-line');
    return isLine && !inner.endsWith('\n') ? `${inner}\n` : inner;
  };
  return code.children.map(text).join('').replace(/\n+$/, '');
}

/**
 * A member's name with its type's (`JewelleryViewerTemplate.create` for a link to
 * `…/Viewer_Editor_Templates.JewelleryViewerTemplate#create`): alone, `create` says little. Other
 * names, and functions on a module page, stay as they are.
 */
function qualifiedName(name: string, href: string): string {
  const page = /\/(?:classes|interfaces|enums)\/(?:\w+\.)?(\w+)#/.exec(href);
  return page ? `${page[1]}.${name}` : name;
}

/**
 * The documented names a code block links (plugins/code-links) as a paragraph of Markdown links
 * after the block (links cannot live inside a fenced block): each name once per page, where a block
 * first uses it, so the page lists every link without repeating the common ones after every block.
 */
function linkedNamesParagraph(code: Element, listed: Set<string>): Element[] {
  const links = new Map<string, string>();
  for (const link of selectAll('.code-ref > a', code)) {
    const href = String(link.properties.href ?? '');
    if (href && !listed.has(href)) links.set(href, qualifiedName(hastText(link), href));
    listed.add(href);
  }
  if (links.size === 0) return [];
  const children: ElementContent[] = [{ type: 'text', value: 'Names first used in this sample: ' }];
  [...links].forEach(([href, name], index) => {
    if (index > 0) children.push({ type: 'text', value: ', ' });
    children.push(element('a', [element('code', [{ type: 'text', value: name }])], { href }));
  });
  children.push({ type: 'text', value: '.' });
  return [element('p', children)];
}

/** A Docusaurus code block, then a paragraph of the names it is the first on its page to link. */
function codeBlockWithLinks(block: Element, listed: Set<string>): Element[] {
  const code = select('pre code', block);
  return [plainCodeBlock(block), ...(code ? linkedNamesParagraph(code, listed) : [])];
}

/** A Docusaurus code block (title bar, copy button, token spans) as a plain `pre > code` with its language. */
function plainCodeBlock(block: Element): Element {
  const code = select('pre code', block);
  if (!code) throw new UnconvertiblePageError('a code block without a <pre><code> element');
  const language = classStartingWith(block, 'language-')?.slice('language-'.length);
  const titleElement = select(`[${CODE_TITLE_ATTRIBUTE}]`, block);
  const title = titleElement ? hastText(titleElement).trim() : '';
  return element('pre', [element('code', [{ type: 'text', value: codeBlockText(code) }])], {
    dataLanguage: language ?? '',
    dataMeta: title ? `title="${title}"` : '',
  });
}

/** A `pre` as a fenced block, keeping the language and the title that plainCodeBlock recorded. */
function fencedCode(_state: unknown, node: Element): Code {
  const code = select('code', node);
  const className = code?.properties.className;
  const languageClass = Array.isArray(className)
    ? className.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  const language = String(node.properties.dataLanguage ?? '') || languageClass?.slice('language-'.length);
  const meta = String(node.properties.dataMeta ?? '');
  return {
    type: 'code',
    lang: language || null,
    meta: meta || null,
    value:
      code && node.properties.dataLanguage === undefined ? codeBlockText(code) : hastText(node).replace(/\n+$/, ''),
  };
}

/** The box's own label, not one of an admonition nested in its content. */
function admonitionLabel(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element' || hasClass(child, THEME_CLASS.admonition)) continue;
    if (matches(`[${ADMONITION_LABEL_ATTRIBUTE}]`, child)) return child;
    const found = admonitionLabel(child);
    if (found) return found;
  }
  return undefined;
}

/** An admonition as a blockquote opened by its label in bold ("Note", "Warning", or its own title). */
function admonitionQuote(box: Element): Element {
  const labelElement = admonitionLabel(box);
  const label = labelElement ? hastText(labelElement).trim() : '';
  const lead = label
    ? [element('p', [element('strong', [{ type: 'text', value: label.charAt(0).toUpperCase() + label.slice(1) }])])]
    : [];
  // The content is the rest of the box: the child that holds the label (with the icon beside it) goes.
  const content = box.children.filter(
    (child) =>
      !(
        labelElement &&
        child.type === 'element' &&
        (child === labelElement || admonitionLabel(child) === labelElement)
      ),
  );
  return element('blockquote', [...lead, ...content]);
}

/** Tabs flattened: each tab's label becomes a heading one level below the section's, followed by its panel. */
function flattenedTabs(tabs: Element, sectionLevel: number): ElementContent[] {
  const labels = selectAll('[role="tab"]', tabs).map((tab) => hastText(tab).trim());
  const panels = selectAll('[role="tabpanel"]', tabs);
  if (labels.length !== panels.length) {
    throw new UnconvertiblePageError(`tabs with ${labels.length} labels but ${panels.length} panels`);
  }
  const level = Math.min(sectionLevel + 1, 6);
  return panels.flatMap((panel, index) => [
    element(`h${level}`, [{ type: 'text', value: labels[index] ?? '' }]),
    ...panel.children,
  ]);
}

/** Rewrites the content tree in document order, tracking the level of the last heading for tabs. */
function normalise(parent: Element | HastRoot, state: { headingLevel: number; listedLinks: Set<string> }): void {
  const children: (ElementContent | HastRoot['children'][number])[] = [];
  for (const child of parent.children) {
    if (child.type === 'comment') continue;
    // Spans set side by side by CSS ("€490" and "per year") are separate words in text.
    const previous = children.at(-1);
    if (
      child.type === 'element' &&
      child.tagName === 'span' &&
      previous?.type === 'element' &&
      previous.tagName === 'span'
    ) {
      children.push({ type: 'text', value: ' ' });
    }
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    const heading = /^h([1-6])$/.exec(child.tagName);
    if (heading) state.headingLevel = Number(heading[1]);
    // A bare `pre` (an API signature) is code: its lines and tokens are read as text by
    // fencedCode, not converted.
    if (child.tagName === 'pre') {
      children.push(child);
      continue;
    }
    if (UNCONVERTIBLE.has(child.tagName) || child.tagName.includes('-')) {
      throw new UnconvertiblePageError(`an element <${child.tagName}>, which has no Markdown form`);
    }
    if (hasClass(child, THEME_CLASS.codeBlock)) {
      children.push(...codeBlockWithLinks(child, state.listedLinks));
    } else if (hasClass(child, THEME_CLASS.admonition)) {
      const quote = admonitionQuote(child);
      normalise(quote, state);
      children.push(quote);
    } else if (hasClass(child, THEME_CLASS.tabs)) {
      const wrapper = element('div', flattenedTabs(child, state.headingLevel));
      normalise(wrapper, state);
      children.push(...wrapper.children);
    } else if (child.tagName === 'details') {
      const summary = child.children.find(
        (node): node is Element => node.type === 'element' && node.tagName === 'summary',
      );
      const body = element(
        'div',
        child.children.filter((node) => node !== summary),
      );
      normalise(body, state);
      children.push(element('p', [element('strong', summary?.children ?? [])]), ...body.children);
    } else {
      normalise(child, state);
      children.push(child);
    }
  }
  parent.children = children as typeof parent.children;
}

/** The element holding the page's reading content, with its h1 first. */
function contentRoot(tree: HastRoot, kind: PageKind): Element {
  if (kind === 'doc') {
    const root = select(`.${THEME_CLASS.docMarkdown}`, tree);
    if (!root) throw new UnconvertiblePageError(`no .${THEME_CLASS.docMarkdown} element on a docs page`);
    return root;
  }
  if (kind === 'blog-post') {
    const article = select('main article', tree);
    const title = article && select('header h1', article);
    if (!article || !title)
      throw new UnconvertiblePageError('a blog post without an article whose header has its title');
    return element('div', [title, ...blogPostBody(article)]);
  }
  const main = select('main', tree);
  if (!main) throw new UnconvertiblePageError('no <main> element');
  return main;
}

function removeChrome(root: Element): void {
  const chrome = new Set(selectAll(CHROME_SELECTOR, root));
  const prune = (node: Element): void => {
    const heading = isHeading(node);
    node.children = node.children.filter(
      (child) => !(child.type === 'element' && (chrome.has(child) || (heading && isHeadingSelfLink(child, node)))),
    );
    for (const child of node.children) if (child.type === 'element') prune(child);
  };
  prune(root);
}

/** Links and images point at the site itself, so the Markdown reads the same wherever it is pasted. */
function absolutiseUrls(tree: MdastRoot, pageUrl: string): void {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = new URL(node.url, pageUrl).href;
    }
  });
}

function assertNoMdxLeftovers(tree: MdastRoot): void {
  visit(tree, (node) => {
    if (node.type !== 'text' && node.type !== 'html') return;
    for (const { pattern, what } of MDX_LEFTOVERS) {
      const match = pattern.exec(node.value);
      if (match) throw new UnconvertiblePageError(`${what} left in the text: "${match[0].trim()}"`);
    }
  });
}

/**
 * Converts one built page. `pageUrl` is its absolute address, against which links are resolved.
 * Throws UnconvertiblePageError when the content cannot be expressed faithfully in Markdown.
 */
export function convertPage(html: string, { pageUrl, kind }: { pageUrl: string; kind: PageKind }): ConvertedPage {
  const tree = fromHtml(html);
  const root = structuredClone(contentRoot(tree, kind));
  removeChrome(root);
  normalise(root, { headingLevel: 1, listedLinks: new Set() });

  const h1 = select('h1', root);
  if (!h1) throw new UnconvertiblePageError('no <h1> in the content');
  const title = hastText(h1).trim();
  const description = select('meta[name="description"]', tree)?.properties.content;

  const mdast = toMdast(element('div', root.children), { handlers: { pre: fencedCode } }) as MdastRoot;
  absolutiseUrls(mdast, pageUrl);
  assertNoMdxLeftovers(mdast);
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    fence: '`',
    fences: true,
    rule: '-',
    emphasis: '_',
    listItemIndent: 'one',
  });
  return { title, description: typeof description === 'string' ? description : '', markdown };
}
