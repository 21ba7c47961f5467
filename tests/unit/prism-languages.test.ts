import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { PAGE_PRISM_LANGUAGES, remarkPrismLanguages } from '../../config/prismLanguages';
import { Prism } from '../../src/prism/prism';

/** The languages of the entry script, before any test loads a page grammar. */
const ENTRY_LANGUAGES = new Set(Object.keys(Prism.languages));

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

/** A grammar's structure as text (patterns by source), to tell whether loading another changed it. */
function fingerprint(value: unknown, seen = new WeakSet<object>()): string {
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'function') return 'function';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  const entries = Object.entries(value).map(([key, child]) => `${key}:${fingerprint(child, seen)}`);
  seen.delete(value);
  return `{${entries.join(',')}}`;
}

describe('code block languages', () => {
  it('a page-loaded grammar changes no grammar of the entry script (else server HTML and hydration differ)', async () => {
    for (const module of new Set(Object.values(PAGE_PRISM_LANGUAGES))) {
      const before = Object.entries(Prism.languages).map(([lang, grammar]) => [lang, fingerprint(grammar)] as const);
      await import(module);
      for (const [lang, print] of before)
        expect(fingerprint(Prism.languages[lang]), `${module} changes ${lang}`).toBe(print);
    }
  });

  it('every language the site uses is in the site Prism or loaded by the pages using it', () => {
    const missing = [...languagesInUse()]
      .filter(([lang]) => !PLAIN.has(lang) && !ENTRY_LANGUAGES.has(lang) && !(lang in PAGE_PRISM_LANGUAGES))
      .map(([lang, file]) => `${lang} (${file})`);
    expect(missing, 'add the grammar to PAGE_PRISM_LANGUAGES in config/prismLanguages.ts').toEqual([]);
  });

  it('no page-loaded grammar duplicates one the site Prism already has', () => {
    expect(Object.keys(PAGE_PRISM_LANGUAGES).filter((lang) => ENTRY_LANGUAGES.has(lang))).toEqual([]);
  });

  it('a file with a bash block imports the bash grammar once; a file with only entry-script languages imports nothing', () => {
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

    const tsOnly = tree(['ts', 'html', 'json', 'css']);
    remarkPrismLanguages()(tsOnly);
    expect(tsOnly.children.every((node) => node.type === 'code')).toBe(true);
  });
});
