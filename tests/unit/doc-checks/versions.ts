/**
 * Finds browser and Node.js versions, and the WebGL context limit, written by hand. The guides print versions with the elements of
 * plugins/platform-facts/remark.ts (`<BrowserVersion>`, `<BrowserBaseline>`, `<NodeVersion>`…), which
 * take them from MDN's compatibility data and the captured Vite metadata; a version typed into the
 * text goes stale without anyone noticing. The elements leave no text in the source, so any version
 * that is found here was typed.
 *
 * Read: paragraphs, headings, table cells (also a browser named in one cell of a row and a version
 * in another, or a browser column header over a version), code blocks and inline code (a comment
 * saying "Safari 16.4+ only" is prose too), and the string attributes of other MDX elements
 * (captions). In sdk/, the comments, which become the API reference.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { SKIP, visit } from 'unist-util-visit';

import { ELEMENTS } from '../../../plugins/platform-facts/remark';
import { findMarkdownFiles, parseMarkdown, REPO_ROOT } from '../../../plugins/code-samples/markdown';

export interface TypedVersion {
  file: string;
  line: number;
  /** The words found, e.g. "Safari 15" or "Node.js | 20". */
  text: string;
}

/** Names a version can follow: browsers as people write them, and Node.js. */
const NAME = String.raw`(?:Chrome(?:\s+(?:for\s+)?Android)?|Chromium|Edge|Firefox(?:\s+for\s+Android)?|Safari(?:\s+on\s+iOS)?|iOS|iPadOS|Android|Opera|Samsung\s+Internet|Node(?:\.js)?)`;

/** "Safari 15", "Chrome 97+", "iOS 16.4", "Safari (15 and later)", "Firefox version 108", "Node.js v20". */
const NAME_THEN_VERSION = new RegExp(
  String.raw`\b${NAME}\s*(?:\(\s*|,?\s+versions?\s+|\s+v)?\d+(?:\.\d+)*\+?(?![\w.]*\s*(?:GB|MB|kB|px|%))`,
  'g',
);
/** A browser limit the guides state: "16 WebGL contexts", "16 live WebGL contexts". */
const CONTEXT_LIMIT = /\b\d+\s+(?:live\s+|active\s+)?WebGL\s+contexts?\b/g;
const NAME_ONLY = new RegExp(String.raw`^\W*${NAME}\W*$`);
const VERSION_ONLY = /^\W*v?\d+(?:\.\d+)*\+?(?:\s+or\s+(?:later|newer|above))?\W*$|^\W*v?\d+(?:\.\d+)*\+?\s/;

const OUR_ELEMENTS = new Set(Object.keys(ELEMENTS));

function isJsx(node: Nodes): node is MdxJsxFlowElement | MdxJsxTextElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** A node's text as a reader sees it; the elements that print versions count as nothing. */
function textOf(node: Nodes): string {
  if (isJsx(node) && node.name && OUR_ELEMENTS.has(node.name)) return '';
  if (node.type === 'inlineCode' || node.type === 'text' || node.type === 'code') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join('');
  return '';
}

/** Every hand-typed version in a text that starts at `line`. */
function scan(text: string, file: string, line: number): TypedVersion[] {
  return [...text.matchAll(NAME_THEN_VERSION), ...text.matchAll(CONTEXT_LIMIT)].map((match) => ({
    file,
    line: line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0),
    text: match[0].replace(/\s+/g, ' '),
  }));
}

/** Rows that put a browser (or Node.js) in one cell and a bare version in another or under its header. */
function scanTable(rows: string[][], lines: number[], file: string): TypedVersion[] {
  const [header = [], ...body] = rows;
  return body.flatMap((cells, index) => {
    const line = lines[index + 1] ?? 0;
    const named = cells.find((cell) => NAME_ONLY.test(cell));
    const version = cells.find((cell) => VERSION_ONLY.test(cell));
    if (named && version) return [{ file, line, text: `${named.trim()} | ${version.trim()}` }];
    return cells.flatMap((cell, column) => {
      const heading = header[column] ?? '';
      return NAME_ONLY.test(heading) && VERSION_ONLY.test(cell)
        ? [{ file, line, text: `${heading.trim()}: ${cell.trim()}` }]
        : [];
    });
  });
}

export function findTypedVersions(tree: Root, file: string): TypedVersion[] {
  const found: TypedVersion[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (isJsx(node)) {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
          found.push(...scan(attribute.value, file, line));
        }
      }
      return node.name && OUR_ELEMENTS.has(node.name) ? SKIP : undefined;
    }
    if (node.type === 'table') {
      const rows = node.children.map((row) => row.children.map((cell) => textOf(cell)));
      const lines = node.children.map((row) => row.position?.start.line ?? line);
      found.push(...scanTable(rows, lines, file));
      node.children.forEach((row, index) => {
        for (const cell of row.children) found.push(...scan(textOf(cell), file, lines[index] ?? line));
      });
      return SKIP;
    }
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'code') {
      // Attributes of elements inside a paragraph (a caption) are read by the branch above.
      found.push(...scan(textOf(node), file, node.type === 'code' ? line + 1 : line));
      return node.type === 'code' ? SKIP : undefined;
    }
    return undefined;
  });
  // A paragraph's text is read once; its children are visited only for element attributes.
  return found;
}

/**
 * The pages checked: every guide under docs/, without the generated API reference and the
 * changelog, whose entries record what was true at a release.
 */
export function guideFiles(dir = join(REPO_ROOT, 'docs')): string[] {
  return findMarkdownFiles(dir).filter((path) => !path.endsWith('api-changelog.mdx'));
}

export function typedVersionsInGuides(dir?: string): TypedVersion[] {
  return guideFiles(dir).flatMap((path) =>
    findTypedVersions(parseMarkdown(readFileSync(path, 'utf8')), relative(REPO_ROOT, path)),
  );
}

/** Comments of the SDK's declaration files, which TypeDoc turns into the API reference. */
export function typedVersionsInComments(source: string, file: string): TypedVersion[] {
  const found: TypedVersion[] = [];
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)) {
    const line = 1 + (source.slice(0, match.index).match(/\n/g)?.length ?? 0);
    found.push(...scan(match[0], file, line));
  }
  return found;
}

export function formatTypedVersions(found: readonly TypedVersion[]): string {
  return found
    .map(
      ({ file, line, text }) =>
        `${file}:${line}  "${text}" is typed by hand: write <BrowserVersion feature="…" browser="…" />, ` +
        '<BrowserBaseline />, <NodeVersion /> or <WebGLContextLimit /> (plugins/platform-facts), or link /docs/browser-support',
    )
    .join('\n');
}
