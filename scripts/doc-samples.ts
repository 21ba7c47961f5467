/**
 * Extracts the fenced blocks of the docs and type-checks the TypeScript and JavaScript ones against
 * the SDK's public API in sdk/ (the other kinds: scripts/doc-blocks/check-all.ts).
 *
 * Each ```ts / ```tsx / ```js (or typescript, javascript, jsx) fenced block of a .md/.mdx file under docs/ becomes its own
 * module in one TypeScript program: strict mode, DOM lib, top-level await allowed, and the import
 * specifier 'vitrine' resolving to sdk/index.ts. A block whose fence carries a `title="path"` is
 * placed at that path inside a folder of its own page, so samples that show several files of one
 * app can import each other (`import { Viewer } from './Viewer'`). A block deliberately partial
 * says why in its fence meta (```ts no-check="a fragment of a call") and is skipped. Config files of
 * build tools (`vite.config.js`) compile with Node's types instead of the DOM's.
 *
 * docs/api/ is left out: TypeDoc generates it from sdk/, whose own compile covers those examples.
 *
 * The command line is scripts/check-doc-samples.ts; `npm test` runs every check through
 * tests/unit/doc-samples.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The languages whose blocks are type-checked, mapped to the file extension they compile as. */
const CHECKED_LANGUAGES: Record<string, '.ts' | '.tsx' | '.js' | '.jsx'> = {
  ts: '.ts',
  typescript: '.ts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  jsx: '.jsx',
};

/** Fence meta attribute that exempts a block from the check; its value says why (`no-check="…"`). */
export const SKIP_MARK = 'no-check';

/** Config files that run in Node.js, not in the browser: checked with Node's types instead of the DOM's. */
const NODE_CONFIG_FILE = /(^|\/)[\w.-]+\.config\.(js|cjs|mjs|ts)$/;

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the virtual sample files live. Nothing is written there; it sits inside the repository
 * so that package imports ('react', 'three') resolve from its node_modules like real app code.
 */
const VIRTUAL_FOLDER = '.doc-samples';

/**
 * What browser samples may assume besides the DOM and the SDK: Vite's `import.meta.env`, the
 * `process.env` that webpack and Next.js inline, and `Vitrine`, the global of the UMD build that
 * classic `<script>` tags use.
 */
const PAGE_ENV_DECLARATIONS = `
interface ImportMetaEnv { readonly [key: string]: string | undefined }
interface ImportMeta { readonly env: ImportMetaEnv }
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };
declare const Vitrine: typeof import('vitrine');
`;

export interface DocSample {
  /** The Markdown file, relative to the scanned folder's parent (e.g. docs/manual/index.mdx). */
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

export interface CheckResult {
  samples: DocSample[];
  checked: number;
  skipped: number;
  problems: SampleProblem[];
}

const FENCE_OPEN = /^(?<indent> *)(?<fence>`{3,}|~{3,})(?<info>.*)$/;

/** Finds every fenced code block of a Markdown/MDX text (CommonMark fences, any indentation). */
export function extractSamples(markdown: string, file: string): DocSample[] {
  const lines = markdown.split(/\r?\n/);
  const samples: DocSample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE_OPEN.exec(lines[index] ?? '');
    if (!open?.groups) continue;
    const { indent = '', fence = '', info = '' } = open.groups;
    // A backtick fence's info string may not contain backticks (CommonMark 4.5).
    if (fence.startsWith('`') && info.includes('`')) continue;
    const closing = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},} *$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end] ?? '')) {
      body.push(stripIndent(lines[end] ?? '', indent.length));
      end += 1;
    }
    const [language = '', ...metaWords] = info.trim().split(/\s+/);
    const meta = metaWords.join(' ');
    const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
    const skip = new RegExp(`(?:^|\\s)${SKIP_MARK}(?:=(?:"([^"]*)"|'([^']*)'))?(?=\\s|$)`).exec(meta);
    samples.push({
      file,
      line: index + 1,
      language: language.toLowerCase(),
      meta,
      code: body.join('\n'),
      title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
      skipped: skip !== null,
      skipReason: skip ? (skip[1] ?? skip[2] ?? '').trim() : undefined,
    });
    index = end;
  }
  return samples;
}

function stripIndent(line: string, width: number): string {
  let removed = 0;
  while (removed < width && line[removed] === ' ') removed += 1;
  return line.slice(removed);
}

/** Every .md/.mdx file under a folder, sorted, leaving out generated docs/api and `_` partials' folders. */
export function findMarkdownFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (relative(REPO_ROOT, path) === join('docs', 'api')) continue;
      found.push(...findMarkdownFiles(path));
    } else if (/\.mdx?$/.test(name)) {
      found.push(path);
    }
  }
  return found;
}

export function isChecked(sample: DocSample): boolean {
  return sample.language in CHECKED_LANGUAGES && !sample.skipped;
}

/**
 * The virtual file path of each checked sample: its fence title inside the page's own folder when
 * the title is unique on that page (so sibling samples can import it), else a numbered name.
 */
function assignVirtualPaths(samples: DocSample[], virtualRoot: string): Map<DocSample, string> {
  const paths = new Map<DocSample, string>();
  const titleCounts = new Map<string, number>();
  for (const sample of samples) {
    if (sample.title) {
      const key = `${sample.file}\0${sample.title}`;
      titleCounts.set(key, (titleCounts.get(key) ?? 0) + 1);
    }
  }
  samples.forEach((sample, index) => {
    const extension = CHECKED_LANGUAGES[sample.language] ?? '.ts';
    const pageDir = posix.join(virtualRoot, sample.file.split('\\').join('/'));
    const unique = sample.title && titleCounts.get(`${sample.file}\0${sample.title}`) === 1;
    const titled = unique && /\.(ts|tsx)$/.test(sample.title ?? '');
    const name = titled ? posix.normalize(sample.title ?? '').replace(/^(\.\.\/)+/, '') : `sample-${index}${extension}`;
    paths.set(sample, posix.join(pageDir, name));
  });
  return paths;
}

/**
 * Compiler options for the samples: the repo's tsconfig paths plus `vitrine` → sdk/index.ts.
 * Browser samples see the DOM and no Node.js; config files (`vite.config.js`) see Node.js and no DOM.
 */
export function sampleCompilerOptions(repoRoot = REPO_ROOT, runtime: Runtime = 'browser'): ts.CompilerOptions {
  const configPath = join(repoRoot, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config ?? {}, ts.sys, repoRoot);
  const paths: ts.MapLike<string[]> = {
    vitrine: ['./sdk/index.ts'],
    ...parsed.options.paths,
  };
  return {
    strict: true,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: runtime === 'browser' ? ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'] : ['lib.es2022.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    types: runtime === 'browser' ? [] : ['node'],
    baseUrl: repoRoot,
    paths,
  };
}

export type Runtime = 'browser' | 'node';

/** Where a sample runs: config files of build tools run in Node.js, everything else in a page. */
export function runtimeOf(sample: DocSample): Runtime {
  return NODE_CONFIG_FILE.test(sample.title ?? '') ? 'node' : 'browser';
}

/** Type-checks the given samples and returns the problems, mapped to Markdown lines. */
export function checkSamples(samples: DocSample[], repoRoot = REPO_ROOT): CheckResult {
  const checkedSamples = samples.filter(isChecked);
  const problems = (['browser', 'node'] as const).flatMap((runtime) =>
    compileSamples(
      checkedSamples.filter((sample) => runtimeOf(sample) === runtime),
      repoRoot,
      runtime,
    ),
  );
  return {
    samples,
    checked: checkedSamples.length,
    skipped: samples.filter((sample) => sample.language in CHECKED_LANGUAGES && sample.skipped).length,
    problems,
  };
}

/** Compiles samples of one runtime as one program. */
function compileSamples(checkedSamples: DocSample[], repoRoot: string, runtime: Runtime): SampleProblem[] {
  if (checkedSamples.length === 0) return [];
  const virtualRoot = posix.join(repoRoot.split('\\').join('/'), VIRTUAL_FOLDER, runtime);
  const virtualPaths = assignVirtualPaths(checkedSamples, virtualRoot);
  const virtualFiles = new Map<string, string>();
  const sampleByPath = new Map<string, DocSample>();
  for (const [sample, path] of virtualPaths) {
    virtualFiles.set(path, sample.code);
    sampleByPath.set(path, sample);
  }
  if (runtime === 'browser') virtualFiles.set(posix.join(virtualRoot, 'page-env.d.ts'), PAGE_ENV_DECLARATIONS);

  const options = sampleCompilerOptions(repoRoot, runtime);
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (path) => virtualFiles.get(path) ?? readFile(path);
  host.fileExists = (path) => virtualFiles.has(path) || fileExists(path);
  host.getSourceFile = (path, languageVersion, onError, shouldCreate) => {
    const text = virtualFiles.get(path);
    if (text !== undefined) return ts.createSourceFile(path, text, languageVersion, true);
    return getSourceFile(path, languageVersion, onError, shouldCreate);
  };
  // Relative imports from a virtual sample must look in the virtual folders, not on disk.
  host.directoryExists = (path) =>
    [...virtualFiles.keys()].some((file) => file.startsWith(`${path}/`)) || ts.sys.directoryExists(path);

  const program = ts.createProgram({ rootNames: [...virtualFiles.keys()], options, host });
  const problems: SampleProblem[] = [];
  for (const [path, sample] of sampleByPath) {
    const sourceFile = program.getSourceFile(path);
    if (!sourceFile) continue;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      const codeLine =
        diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
      problems.push({
        sample,
        line: sample.line + 1 + codeLine,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      });
    }
  }
  // Errors in the program's options (a wrong lib name, a missing sdk/index.ts) concern every sample.
  for (const diagnostic of program.getOptionsDiagnostics()) {
    const first = checkedSamples[0];
    if (first)
      problems.push({
        sample: first,
        line: first.line,
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      });
  }
  return problems;
}

/** Extracts and type-checks every TS/JS sample of the Markdown files under `dir` (default: docs/). */
export function checkDocSamples(dir = join(REPO_ROOT, 'docs'), repoRoot = REPO_ROOT): CheckResult {
  return checkSamples(readDocSamples(dir, repoRoot), repoRoot);
}

/** Every fenced block of the Markdown files under `dir`. */
export function readDocSamples(dir = join(REPO_ROOT, 'docs'), repoRoot = REPO_ROOT): DocSample[] {
  return findMarkdownFiles(dir).flatMap((path) => extractSamples(readFileSync(path, 'utf8'), relative(repoRoot, path)));
}

/** One line per problem, `file:line  message`, as editors link them. */
export function formatProblems(problems: SampleProblem[]): string {
  return problems.map((problem) => `${problem.sample.file}:${problem.line}  ${problem.message}`).join('\n');
}
