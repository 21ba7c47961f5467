/**
 * A guide read as statements: each sentence of a paragraph (a list item's, a table cell's or an
 * admonition's alike) and each table row with its header. Code blocks, headings, imports and MDX
 * expressions (`{GEM_OPTICS.diamond.ior}`, rendered from sdk/ at build time) are left out; inline
 * code keeps its backticks, since the checks read setting names from code spans.
 */
import type { Nodes, Root } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';

/** A unit of text judged on its own. */
export interface Statement {
  file: string;
  /** 1-based line where it starts. */
  line: number;
  /** The text, MDX expressions removed; for a table row the cells joined by ` | `. */
  text: string;
  /** Table rows: the header cells and this row's cells. */
  table?: { header: string[]; cells: string[] };
}

/** The text of a node as a reader sees it, code spans in backticks, MDX expressions left out. */
function plainText(node: Nodes): string {
  if (node.type === 'inlineCode') return `\`${node.value}\``;
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  if ('children' in node) return node.children.map((child) => plainText(child as Nodes)).join('');
  return 'value' in node && node.type !== 'html' ? node.value : '';
}

/** Splits a paragraph into sentences; a full stop inside a number ("2.417") does not end one. */
function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z`*[(_"])/);
}

export function readStatements(tree: Root, file: string): Statement[] {
  const statements: Statement[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'table') {
      const [head, ...rows] = node.children.map((row) => row.children.map((cell) => plainText(cell).trim()));
      rows.forEach((cells, index) => {
        const rowLine = node.children[index + 1]?.position?.start.line ?? line;
        statements.push({ file, line: rowLine, text: cells.join(' | '), table: { header: head ?? [], cells } });
      });
      return SKIP;
    }
    if (node.type !== 'paragraph') return undefined;
    for (const sentence of sentences(plainText(node).replace(/\s+/g, ' '))) {
      if (sentence.trim()) statements.push({ file, line, text: sentence.trim() });
    }
    return SKIP;
  });
  return statements;
}

export function sameNumber(a: number, b: number, tolerance = 1e-9): boolean {
  return Math.abs(a - b) <= tolerance;
}

/** Index of the first header cell matching `pattern`, or -1. */
export function column(header: readonly string[], pattern: RegExp): number {
  return header.findIndex((cell) => pattern.test(cell));
}
