/**
 * The Prism instance every code block highlights with. prism-react-renderer, whose instance the
 * theme would use, bundles some thirty grammars in one module (Go, Swift, Rust, GraphQL, …) that
 * every page downloads in its entry script. Ours has the grammars of the code on most pages, with
 * the same refinements the library applies to them (regular expressions, doc comments, CSS units),
 * so blocks look as they did; tests/unit/prism-highlight.test.ts compares every block with the
 * library's output. Grammars a few pages use are imported by those pages only
 * (config/prismLanguages.ts).
 *
 * CSS stays here although few pages show CSS because it also highlights `<style>` in HTML: a
 * grammar that changes another must be on every page, or a page's server HTML and its hydration
 * could disagree.
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
