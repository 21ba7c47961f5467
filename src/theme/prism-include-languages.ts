/**
 * Registers nothing at startup. The theme's version requires `prismjs/components/prism-${lang}`
 * for each of `prism.additionalLanguages`, so every listed grammar rides in the entry bundle that
 * every page downloads; with the list empty, that template path still packs Prism's component
 * index (7 kB gzip, as the stock template ships it). Markdown blocks are tokenized when the site is
 * built (plugins/code-tokens/index.ts); code written at run time uses src/components/RuntimeCodeBlock.
 */
export default function prismIncludeLanguages(): void {}
