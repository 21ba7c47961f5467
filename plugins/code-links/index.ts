/**
 * Code samples that explain themselves: when the site is built, the TypeScript and JavaScript samples
 * of the guides and the blog are compiled against sdk/ as one program (plugins/code-samples), and
 * every name the compiler resolves to a documented symbol becomes a link to its page with the
 * symbol's signature and first doc sentence as its tooltip (src/prism/codeReferences.ts,
 * src/prism/lineMarkup.ts). A sample that does not compile stops the build.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { compileSampleSet, runtimeOf, type Runtime } from '../code-samples/compile';
import { formatProblems, isChecked, readDocSamples, REPO_ROOT } from '../code-samples/markdown';
import { SYMBOL_PAGES_FILE } from '../typedoc/router.mjs';
import { CODE_REFERENCES_PROP, encodeReferences, type CodeReferences } from '../../src/prism/codeReferences';
import { codeOfBlock } from '../../src/prism/encodedRuns';
import { API_DOCS_DIR } from '../../src/constants/site';
import { referencesOfSamples, type SymbolPages } from './resolve';

/** The folders whose Markdown samples are compiled and linked. */
const SAMPLE_FOLDERS = ['docs', 'blog'];

export interface CodeLinksOptions {
  /** The site's base URL, as in docusaurus.config.ts. */
  baseUrl: string;
}

/** Where the samples and the API's addresses come from: the site's own unless a test gives others. */
export interface SampleSource {
  /** Folders of Markdown pages, relative to repoRoot. */
  folders?: readonly string[];
  repoRoot?: string;
  symbolPages?: SymbolPages;
}

/** The addresses TypeDoc wrote for the API reference (plugins/typedoc/plugin.mjs), when the site is built. */
function writtenSymbolPages(repoRoot: string): SymbolPages {
  const file = join(repoRoot, 'docs', API_DOCS_DIR, SYMBOL_PAGES_FILE);
  return JSON.parse(readFileSync(file, 'utf8')) as SymbolPages;
}

/** Each page's blocks (every language, for telling an edited page) and its compiled samples' references by code. */
type LinkedSamples = Map<string, { blocks: Set<string>; references: Map<string, CodeReferences> }>;

/** Compiles every checked sample and resolves its names; throws with every compile error. */
export function linkSamples(options: CodeLinksOptions, source: SampleSource = {}): LinkedSamples {
  const repoRoot = source.repoRoot ?? REPO_ROOT;
  const folders = source.folders ?? SAMPLE_FOLDERS;
  const blocks = folders.flatMap((folder) => readDocSamples(join(repoRoot, folder), repoRoot));
  const linked: LinkedSamples = new Map();
  for (const block of blocks) {
    const page = linked.get(block.file) ?? { blocks: new Set<string>(), references: new Map<string, CodeReferences>() };
    page.blocks.add(block.code);
    linked.set(block.file, page);
  }
  const samples = blocks.filter(isChecked);
  const resolveOptions = {
    sdkDir: `${repoRoot.split('\\').join('/')}/sdk/`,
    symbolPages: source.symbolPages ?? writtenSymbolPages(repoRoot),
    apiBase: `${options.baseUrl}docs/${API_DOCS_DIR}/`,
  };
  for (const runtime of ['browser', 'node'] satisfies Runtime[]) {
    const ofRuntime = samples.filter((sample) => runtimeOf(sample) === runtime);
    if (ofRuntime.length === 0) continue;
    const compiled = compileSampleSet(ofRuntime, repoRoot, runtime);
    if (compiled.problems.length > 0) {
      throw new Error(`These code samples do not compile against sdk/:\n${formatProblems(compiled.problems)}`);
    }
    for (const [sample, references] of referencesOfSamples(compiled, resolveOptions)) {
      linked.get(sample.file)?.references.set(sample.code, references);
    }
  }
  return linked;
}

let linkedSamples: LinkedSamples | undefined;

/** The references of a block of a page, compiling again once when the page's block is unknown (an edit under `npm start`). */
function referencesOf(file: string, code: string, options: CodeLinksOptions): CodeReferences | undefined {
  linkedSamples ??= linkSamples(options);
  const page = linkedSamples.get(file);
  if (page === undefined) return undefined;
  if (!page.blocks.has(code)) linkedSamples = linkSamples(options);
  return linkedSamples.get(file)?.references.get(code);
}

/** Rehype plugin for the docs and the blog: adds the linked names to every compiled `pre > code` block. */
export function rehypeCodeLinks(options: CodeLinksOptions) {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const page = relative(REPO_ROOT, file.path).split('\\').join('/');
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const references = referencesOf(page, codeOfBlock(toString(node)), options);
      if (references && references.spans.length > 0)
        node.properties[CODE_REFERENCES_PROP] = encodeReferences(references);
    });
  };
}
