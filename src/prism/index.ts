/**
 * Stands in for the `prism-react-renderer` module in the site's bundles (plugins/prism-subset):
 * the theme imports `Highlight` (CodeBlock) and `Prism` (its startup module hands it to
 * src/theme/prism-include-languages, which registers nothing). Blocks are tokenized when the site
 * is built, so this `Prism` is an empty stand-in and no grammar rides in the entry bundle.
 */
export { Highlight } from './Highlight';
export const Prism = { languages: {} };
