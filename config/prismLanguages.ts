/**
 * Prism grammars beyond the ones in every page's entry script (src/prism/prism.ts), loaded only by
 * the pages that use them. Listed in `prism.additionalLanguages`, a grammar would ride in the entry
 * bundle that every page downloads; instead a remark plugin adds `import '<module>'` to each Markdown or MDX file
 * that has a code block in that language, so the grammar lands in that page's chunk.
 */

/** Fence language (as written after the backticks) to the module that registers its grammar. */
export const PAGE_PRISM_LANGUAGES: Readonly<Record<string, string>> = {
  bash: '@site/src/theme/prism-languages/bash',
  sh: '@site/src/theme/prism-languages/bash',
  shell: '@site/src/theme/prism-languages/bash',
  jsx: '@site/src/theme/prism-languages/tsx',
  tsx: '@site/src/theme/prism-languages/tsx',
  python: '@site/src/theme/prism-languages/python',
  py: '@site/src/theme/prism-languages/python',
};

interface MdastNode {
  type: string;
  lang?: string | null;
  children?: MdastNode[];
}

/** The language of every fenced code block in a Markdown tree, including blocks inside JSX. */
export function codeLanguages(node: MdastNode): Set<string> {
  const found = new Set<string>();
  const walk = (current: MdastNode): void => {
    if (current.type === 'code' && current.lang) found.add(current.lang);
    current.children?.forEach(walk);
  };
  walk(node);
  return found;
}

/** An MDX `import '<source>';` statement node, with the ESTree MDX compiles it from. */
function sideEffectImport(source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

/** Remark plugin: imports the grammar of each page-loaded language the file's code blocks use. */
export function remarkPrismLanguages() {
  return (tree: MdastNode): void => {
    const modules = new Set(
      [...codeLanguages(tree)].flatMap((lang) => (PAGE_PRISM_LANGUAGES[lang] ? [PAGE_PRISM_LANGUAGES[lang]] : [])),
    );
    tree.children?.unshift(...[...modules].map(sideEffectImport));
  };
}
