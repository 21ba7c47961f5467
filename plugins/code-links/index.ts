/**
 * Code samples that explain themselves: when the site is built, the TypeScript and JavaScript samples
 * of the guides and the blog are compiled against sdk/ (one program for the browser's samples, one
 * for build-tool configs; plugins/code-samples), the API pages' examples in a third, and every name
 * the compiler resolves to a documented symbol becomes a link to its page with the compiler's
 * signature (and, for SDK names, the first doc sentence) as its tooltip
 * (src/prism/codeReferences.ts, src/prism/lineMarkup.ts). A sample that does not compile stops the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import ts from 'typescript';

import { compilerOptions, exampleErrorPlace, exampleModule, sdkExportNames } from '../code-samples/api-examples';
import { compileSampleSet, runtimeOf, virtualLanguageService, type Runtime } from '../code-samples/compile';
import { extractSamples, formatProblems, isChecked, readDocSamples, REPO_ROOT } from '../code-samples/markdown';
import { SYMBOL_PAGES_FILE } from '../typedoc/router.mjs';
import { CODE_REFERENCES_PROP, encodeReferences, type CodeReferences } from '../../src/prism/codeReferences';
import { codeOfBlock } from '../../src/prism/encodedRuns';
import { API_DOCS_DIR } from '../../src/constants/site';
import { referencesOfFile, referencesOfSamples, type ResolveOptions, type SymbolPages } from './resolve';

/** The folders whose Markdown samples are compiled and linked. */
const SAMPLE_FOLDERS = ['docs', 'blog'];

export interface CodeLinksOptions {
  /** The site's base URL, as in docusaurus.config.ts. */
  baseUrl: string;
}

/** A path with forward slashes on every system, as the page map's keys and the SDK folder are written. */
function pagePath(file: string): string {
  return file.split('\\').join('/');
}

/** Where the samples and the API's addresses come from: the site's own unless a test gives others. */
export interface SampleSource {
  /** Folders of Markdown pages, relative to repoRoot. */
  folders?: readonly string[];
  repoRoot?: string;
  symbolPages?: SymbolPages;
  /** Whether to link the API pages' examples too (they need the pages TypeDoc writes into docs/api). */
  apiExamples?: boolean;
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
    const file = pagePath(block.file);
    const page = linked.get(file) ?? { blocks: new Set<string>(), references: new Map<string, CodeReferences>() };
    page.blocks.add(block.code);
    linked.set(file, page);
  }
  const samples = blocks.filter(isChecked);
  const resolveOptions = {
    sdkDir: `${pagePath(repoRoot)}/sdk/`,
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
      linked.get(pagePath(sample.file))?.references.set(sample.code, references);
    }
  }
  if (source.apiExamples ?? true) linkApiExamples(repoRoot, resolveOptions, linked);
  return linked;
}

/** The TypeScript examples of the API pages TypeDoc wrote: `ts` fences that are not a member's signature. */
function isApiExample(language: string, meta: string): boolean {
  return (language === 'ts' || language === 'typescript') && !meta.split(/\s+/).includes('signature');
}

/**
 * Links the examples of the API pages (from sdk/'s `@example` tags and the theme's event listeners),
 * each compiled as a module that has the SDK names it mentions and the page-side names in scope, as the
 * unit tests give them (plugins/code-samples/api-examples.ts), but each with its own imports. Adds them
 * to `linked`. An error names the generated page (docs/api/…), whose example comes from an
 * `@example` tag in sdk/.
 */
function linkApiExamples(repoRoot: string, resolveOptions: ResolveOptions, linked: LinkedSamples): void {
  const apiDir = join(repoRoot, 'docs', API_DOCS_DIR);
  const pages = readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md'));
  const examples = pages.flatMap((name) => {
    const file = pagePath(relative(repoRoot, join(apiDir, name)));
    const blocks = extractSamples(readFileSync(join(apiDir, name), 'utf8'), file);
    linked.set(file, { blocks: new Set(blocks.map((block) => block.code)), references: new Map() });
    return blocks.filter((block) => isApiExample(block.language, block.meta));
  });
  const options = compilerOptions();
  const exportNames = sdkExportNames(options);
  const modules = examples.map((example, index) => exampleModule(example, index, exportNames));
  const service = virtualLanguageService(new Map(modules.map((module) => [module.path, module.text])), options);
  const program = service.getProgram();
  if (!program) throw new Error('TypeScript could not create a program for the API examples');
  const problems: string[] = [];
  examples.forEach((example, index) => {
    const module = modules[index]!;
    const sourceFile = program.getSourceFile(module.path);
    if (!sourceFile) return;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      // A sample's line is its opening fence's; its code starts on the next.
      const where = exampleErrorPlace(module, sourceFile, diagnostic.start, example.file, example.line + 1);
      problems.push(`${where}  ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
    }
    // Back from the module's positions to the example's: same line text, same column.
    const lineStarts = [0];
    for (const match of example.code.matchAll(/\n/g)) lineStarts.push(match.index + 1);
    const { targets, spans } = referencesOfFile(
      service,
      program,
      module.path,
      resolveOptions,
      (line) => (module.exampleLine[line] ?? -1) !== -1,
    );
    const exampleSpans = spans.flatMap(([start, length, target]): [number, number, number][] => {
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
      const exampleLine = module.exampleLine[line] ?? -1;
      return exampleLine === -1 ? [] : [[(lineStarts[exampleLine] ?? 0) + character, length, target]];
    });
    exampleSpans.sort((a, b) => a[0] - b[0]);
    linked.get(example.file)?.references.set(example.code, { targets, spans: exampleSpans });
  });
  if (problems.length > 0) throw new Error(`These API examples do not compile against sdk/:\n${problems.join('\n')}`);
}

/**
 * The guides' and the blog's linked samples, and the API pages' examples: compiled apart, as each
 * changes apart. A compile that failed is kept as its error, so the build reports it once, not at
 * every page.
 */
const linkedSets: { guides?: LinkedSamples | Error; api?: LinkedSamples | Error } = {};

/**
 * The references of a block of a page. Its set is compiled on first use, and again once when the
 * page has a block it does not know (an edit under `npm start`).
 */
function referencesOf(file: string, code: string, options: CodeLinksOptions): CodeReferences | undefined {
  const set = file.startsWith(`docs/${API_DOCS_DIR}/`) ? 'api' : 'guides';
  const compile = (): LinkedSamples | Error => {
    try {
      return set === 'api'
        ? linkSamples(options, { folders: [], apiExamples: true })
        : linkSamples(options, { apiExamples: false });
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  let linked = (linkedSets[set] ??= compile());
  if (linked instanceof Error) throw linked;
  const page = linked.get(file);
  if (page === undefined) return undefined;
  if (!page.blocks.has(code)) linked = linkedSets[set] = compile();
  if (linked instanceof Error) throw linked;
  return linked.get(file)?.references.get(code);
}

/** Rehype plugin for the docs and the blog: adds the linked names to every compiled `pre > code` block. */
export function rehypeCodeLinks(options: CodeLinksOptions) {
  return (tree: Root, file: VFile): void => {
    if (!file.path) return;
    const page = pagePath(relative(REPO_ROOT, file.path));
    visit(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || parent?.type !== 'element' || parent.tagName !== 'pre') return;
      const references = referencesOf(page, codeOfBlock(toString(node)), options);
      if (references && references.spans.length > 0)
        node.properties[CODE_REFERENCES_PROP] = encodeReferences(references);
    });
  };
}
