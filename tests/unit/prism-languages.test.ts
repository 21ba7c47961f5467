import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Prism } from 'prism-react-renderer';

import { PAGE_PRISM_LANGUAGES, remarkPrismLanguages } from '../../config/prismLanguages';

/** Fences that are plain text on purpose: Prism has no grammar and CodeBlock shows them unhighlighted. */
const PLAIN = new Set(['text']);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every language named by a fence in Markdown/MDX or by a `language="…"` prop in the site's code. */
function languagesInUse(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of [...filesUnder('docs', /\.mdx?$/), ...filesUnder('blog', /\.mdx?$/)]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s*(?:```|~~~)+([\w-]+)/gm))
      used.set(match[1] ?? '', file);
  }
  for (const file of filesUnder('src', /\.tsx$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\blanguage="([\w-]+)"/g)) used.set(match[1] ?? '', file);
  }
  return used;
}

describe('code block languages', () => {
  it('every language the site uses is bundled by prism-react-renderer or loaded by the pages using it', () => {
    const missing = [...languagesInUse()]
      .filter(([lang]) => !PLAIN.has(lang) && !(lang in Prism.languages) && !(lang in PAGE_PRISM_LANGUAGES))
      .map(([lang, file]) => `${lang} (${file})`);
    expect(missing, 'add the grammar to PAGE_PRISM_LANGUAGES in config/prismLanguages.ts').toEqual([]);
  });

  it('no page-loaded grammar duplicates one prism-react-renderer already bundles', () => {
    expect(Object.keys(PAGE_PRISM_LANGUAGES).filter((lang) => lang in Prism.languages)).toEqual([]);
  });

  it('a file with a bash block imports the bash grammar once; a file with only TypeScript imports nothing', () => {
    const tree = (langs: string[]) => ({
      type: 'root',
      children: langs.map((lang) => ({ type: 'code', lang, value: '' })),
    });
    const withBash = tree(['ts', 'bash', 'sh']);
    remarkPrismLanguages()(withBash);
    const imports = withBash.children.filter((node) => node.type === 'mdxjsEsm');
    expect(imports.map((node) => ('value' in node ? node.value : ''))).toEqual([
      `import "${PAGE_PRISM_LANGUAGES.bash}";`,
    ]);

    const tsOnly = tree(['ts', 'tsx']);
    remarkPrismLanguages()(tsOnly);
    expect(tsOnly.children.every((node) => node.type === 'code')).toBe(true);
  });
});
