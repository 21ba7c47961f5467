/**
 * Highlights Markdown code blocks when the site is built. A rehype plugin tokenizes each fenced
 * block with Prism here, in Node, and writes the runs onto the block's `code` element in a compact
 * form (src/prism/encodedRuns.ts); CodeBlock renders from them on the server and in the browser
 * alike, so no page downloads Prism for its Markdown. Only React pages that write code at run time
 * load it (src/components/RuntimeCodeBlock).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

import { CODE_TOKENS_PROP, codeOfBlock, encodeRuns } from '../../src/prism/encodedRuns';
import { tokenRuns } from '../../src/prism/normalizeTokens';
import { Prism } from '../../src/prism/prism';
import { grammarOf, tokenize, type PrismLike } from '../../src/prism/tokenize';

// Grammars only Markdown pages use, on top of the site Prism's (src/prism/prism.ts). They extend the
// global `Prism` that prismjs's core sets in Node; JSX needs markup and JavaScript, TSX needs JSX.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';

const prism = Prism as unknown as PrismLike;

/** The language of a `code` element from its `language-…` class, lower-cased as CodeBlock does. */
function languageOf(node: Element): string | undefined {
  const classes = node.properties.className;
  const list: string[] = Array.isArray(classes) ? classes.map(String) : [];
  const found = list.find((name) => name.startsWith('language-'));
  return found?.slice('language-'.length).toLowerCase();
}

/** The encoded runs of one block, or undefined for a language without a grammar (shown as plain text). */
export function encodeBlock(code: string, language: string): string | undefined {
  const grammar = grammarOf(prism, language);
  return grammar ? encodeRuns(tokenRuns(tokenize(prism, code, grammar, language))) : undefined;
}

/** Rehype plugin for the docs, blog and pages Markdown: adds the runs to every `pre > code` block. */
export function rehypeCodeTokens() {
  return (tree: Root): void => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const language = languageOf(node);
      if (!language) return;
      const runs = encodeBlock(codeOfBlock(toString(node)), language);
      if (runs !== undefined) node.properties[CODE_TOKENS_PROP] = runs;
    });
  };
}
