import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { Prism } from '../../src/prism/prism';

/** The languages of the Prism that React pages load, before the build's extra grammars are added. */
const RUNTIME_LANGUAGES = new Set(Object.keys(Prism.languages));

/** Fences that are plain text on purpose: Prism has no grammar and CodeBlock shows them unhighlighted. */
const PLAIN = new Set(['text']);

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every language named by a fence in Markdown/MDX. */
function markdownLanguages(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of [...filesUnder('docs', /\.mdx?$/), ...filesUnder('blog', /\.mdx?$/)]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s*(?:```|~~~)+([\w-]+)/gm))
      used.set(match[1] ?? '', file);
  }
  return used;
}

/** Every language a React page gives a code block (`language="…"`): highlighted in the browser. */
function reactPageLanguages(): Map<string, string> {
  const used = new Map<string, string>();
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
  it("the build's extra grammars change no grammar of the browser's Prism (else a block would look different in a React page)", async () => {
    const before = Object.entries(Prism.languages).map(([lang, grammar]) => [lang, fingerprint(grammar)] as const);
    await import('../../plugins/code-tokens');
    expect(Object.keys(Prism.languages).length).toBeGreaterThan(before.length);
    for (const [lang, print] of before)
      expect(fingerprint(Prism.languages[lang]), `the build grammars change ${lang}`).toBe(print);
  });

  it('every language of a Markdown fence has a grammar when the site is built', async () => {
    await import('../../plugins/code-tokens');
    const missing = [...markdownLanguages()]
      .filter(([lang]) => !PLAIN.has(lang) && !(lang.toLowerCase() in Prism.languages))
      .map(([lang, file]) => `${lang} (${file})`);
    expect(missing, 'import the grammar in plugins/code-tokens/index.ts').toEqual([]);
  });

  it("every language a React page highlights is in the browser's Prism", () => {
    const languages = reactPageLanguages();
    expect(languages.size).toBeGreaterThan(0);
    const missing = [...languages]
      .filter(([lang]) => !PLAIN.has(lang) && !RUNTIME_LANGUAGES.has(lang))
      .map(([lang, file]) => `${lang} (${file})`);
    expect(missing, 'add the grammar to src/prism/prism.ts').toEqual([]);
  });
});
