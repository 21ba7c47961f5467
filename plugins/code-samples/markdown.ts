/**
 * The docs as the site's MDX compiler reads them (mdast with MDX, GFM and front matter): their
 * fenced code blocks, and the files the doc checks read. docs/api/ is left
 * out: TypeDoc generates it from sdk/, whose own compile covers those examples.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { visit } from 'unist-util-visit';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The languages whose blocks are type-checked, mapped to the file extension they compile as. */
export const CHECKED_LANGUAGES: Record<string, '.ts' | '.tsx' | '.js' | '.jsx'> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

/** Fence meta attribute that exempts a block from the check; its value says why (`no-check="…"`). */
export const SKIP_MARK = 'no-check';

export interface DocSample {
  /** The Markdown file, relative to the repository (e.g. docs/manual/index.mdx). */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  language: string;
  /** The fence's info string after the language, e.g. `title="main.ts" no-check`. */
  meta: string;
  code: string;
  /** The `title="…"` of the fence, if any. */
  title?: string;
  skipped: boolean;
  /** Why the block is not checked: the value of `no-check="…"`; empty when the mark gives none. */
  skipReason?: string;
}

export interface SampleProblem {
  sample: DocSample;
  /** 1-based line in the Markdown file. */
  line: number;
  message: string;
}

/** Parses a page as MDX, the format Docusaurus compiles every docs page in. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, {
    extensions: [mdxjs(), gfm(), frontmatter(['yaml'])],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
}

/** Every fenced code block of a page. */
export function extractSamples(markdown: string, file: string, tree = parseMarkdown(markdown)): DocSample[] {
  const samples: DocSample[] = [];
  visit(tree, 'code', (node) => {
    const meta = node.meta ?? '';
    const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
    const skip = new RegExp(`(?:^|\\s)${SKIP_MARK}(?:=(?:"([^"]*)"|'([^']*)'))?(?=\\s|$)`).exec(meta);
    samples.push({
      file,
      line: node.position?.start.line ?? 0,
      language: (node.lang ?? '').toLowerCase(),
      meta,
      code: node.value,
      title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
      skipped: skip !== null,
      skipReason: skip ? (skip[1] ?? skip[2] ?? '').trim() : undefined,
    });
  });
  return samples;
}

/** Every .md/.mdx file under a folder, sorted, leaving out the generated docs/api. */
export function findMarkdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        return relative(REPO_ROOT, path) === join('docs', 'api') ? [] : findMarkdownFiles(path);
      }
      return /\.mdx?$/.test(name) ? [path] : [];
    });
}

export function isChecked(sample: DocSample): boolean {
  return sample.language in CHECKED_LANGUAGES && !sample.skipped;
}

/** Blocks of the pages already parsed, by file and text: several checks read the same pages. */
const parsedPages = new Map<string, DocSample[]>();

/** Every fenced block of the Markdown files under `dir`. */
export function readDocSamples(dir = join(REPO_ROOT, 'docs'), repoRoot = REPO_ROOT): DocSample[] {
  return findMarkdownFiles(dir).flatMap((path) => {
    const file = relative(repoRoot, path);
    const markdown = readFileSync(path, 'utf8');
    const key = `${file}\0${markdown}`;
    if (!parsedPages.has(key)) parsedPages.set(key, extractSamples(markdown, file));
    return parsedPages.get(key) ?? [];
  });
}

/** The code of the one fenced block of a Markdown partial (a page's sample in src/pages/_components). */
export function partialCode(path: string): string {
  const samples = extractSamples(readFileSync(join(REPO_ROOT, path), 'utf8'), path);
  if (samples.length !== 1) throw new Error(`${path} holds ${samples.length} fenced blocks, not one`);
  return samples[0]!.code;
}

/** One line per problem, `file:line  message`, as editors link them. */
export function formatProblems(problems: SampleProblem[]): string {
  return problems.map((problem) => `${problem.sample.file}:${problem.line}  ${problem.message}`).join('\n');
}
