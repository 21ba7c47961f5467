/**
 * The site's Prism: the grammars of its code, with the same refinements prism-react-renderer
 * applies to them (regular expressions, doc comments, CSS units), so blocks look as the library
 * would draw them (tests/unit/prism-highlight.test.ts compares every block). The build tokenizes
 * Markdown blocks with it (plugins/code-tokens/index.ts, which adds the grammars only Markdown uses); in
 * the browser only src/components/RuntimeCodeBlock imports it, for code a React page writes.
 */
import './manualMode';
import Prism from 'prismjs/components/prism-core';
// Grammar files extend the global `Prism` that the core has just set. Order matters: a grammar
// embeds the ones defined before it (JavaScript highlights regex literals with `regex`).
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-json';

export { Prism };
