/**
 * Stands in for the `prism-react-renderer` module in the site's bundles (plugins/prism-subset):
 * the theme imports `Highlight` (CodeBlock) and `Prism` (its language loader) from it, and gets
 * ours, built on a Prism with only the grammars this site uses.
 */
export { Highlight } from './Highlight';
export { Prism } from './prism';
