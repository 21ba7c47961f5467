/**
 * Registers nothing at startup. The theme's version requires `prismjs/components/prism-${lang}`
 * for each of `prism.additionalLanguages`; that template path makes the bundler pack Prism's
 * component index (7 kB gzip) and a chunk map entry per grammar into every page's entry bundle,
 * even with the list empty. The grammars prism-react-renderer lacks load with the pages that use
 * them instead (config/prismLanguages.ts).
 */
export default function prismIncludeLanguages(): void {}
