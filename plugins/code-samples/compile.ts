/**
 * Type-checks the ```ts / ```tsx / ```js / ```jsx blocks of the docs against the SDK's public API
 * in sdk/. Each block becomes its own module in one TypeScript program: strict mode, DOM lib,
 * top-level await allowed, and the import specifier 'vitrine' resolving to sdk/index.ts. A block
 * whose fence carries a `title="path"` is placed at that path inside a folder of its own page, so
 * samples that show several files of one app can import each other. Config files of build tools
 * (`vite.config.js`) compile with Node's types instead of the DOM's.
 */
import { join, posix } from 'node:path';

import ts from 'typescript';

import { CHECKED_LANGUAGES, isChecked, REPO_ROOT, type DocSample, type SampleProblem } from './markdown';

export interface CheckResult {
  samples: DocSample[];
  checked: number;
  skipped: number;
  problems: SampleProblem[];
}

/** Config files that run in Node.js, not in the browser: checked with Node's types instead of the DOM's. */
const NODE_CONFIG_FILE = /(^|\/)[\w.-]+\.config\.(js|cjs|mjs|ts)$/;

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

/**
 * One runtime's samples compiled together: the language service over them (for the build's links
 * and descriptions, plugins/code-links), the virtual file of each sample and the compiler's problems.
 */
export interface CompiledSamples {
  service: ts.LanguageService;
  program: ts.Program;
  pathOf: Map<DocSample, string>;
  problems: SampleProblem[];
}

/** Compiles samples of one runtime as one program. */
function compileSamples(checkedSamples: DocSample[], repoRoot: string, runtime: Runtime): SampleProblem[] {
  return checkedSamples.length === 0 ? [] : compileSampleSet(checkedSamples, repoRoot, runtime).problems;
}

/** The folders that hold `file`, innermost first: `/a/b/c.ts` gives `/a/b` and `/a`. */
function ancestorsOf(file: string): string[] {
  const folders: string[] = [];
  for (let end = file.lastIndexOf('/'); end > 0; end = file.lastIndexOf('/', end - 1)) folders.push(file.slice(0, end));
  return folders;
}

/** A language service whose files are the given virtual ones, backed by the disk for everything else. */
export function virtualLanguageService(
  virtualFiles: Map<string, string>,
  options: ts.CompilerOptions,
): ts.LanguageService {
  const fileNames = [...virtualFiles.keys()];
  const virtualDirectories = new Set(fileNames.flatMap((file) => ancestorsOf(file)));
  const host: ts.LanguageServiceHost = {
    // The files never change while the service lives: one project version lets each query skip
    // comparing every file with the last program's (a cost per query that grows with the files).
    getProjectVersion: () => '1',
    getScriptFileNames: () => fileNames,
    getScriptVersion: () => '1',
    getScriptSnapshot: (path) => {
      const text = virtualFiles.get(path) ?? ts.sys.readFile(path);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => options.baseUrl ?? process.cwd(),
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    readFile: (path) => virtualFiles.get(path) ?? ts.sys.readFile(path),
    fileExists: (path) => virtualFiles.has(path) || ts.sys.fileExists(path),
    // Relative imports from a virtual sample must look in the virtual folders, not on disk.
    directoryExists: (path) => virtualDirectories.has(path) || ts.sys.directoryExists(path),
    getDirectories: (path) => ts.sys.getDirectories(path),
    realpath: (path) => (virtualFiles.has(path) ? path : (ts.sys.realpath?.(path) ?? path)),
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

/** Compiles samples of one runtime as one program and keeps the service that compiled them. */
export function compileSampleSet(checkedSamples: DocSample[], repoRoot: string, runtime: Runtime): CompiledSamples {
  const virtualRoot = posix.join(repoRoot.split('\\').join('/'), VIRTUAL_FOLDER, runtime);
  const pathOf = assignVirtualPaths(checkedSamples, virtualRoot);
  const virtualFiles = new Map<string, string>();
  const sampleByPath = new Map<string, DocSample>();
  for (const [sample, path] of pathOf) {
    virtualFiles.set(path, sample.code);
    sampleByPath.set(path, sample);
  }
  if (runtime === 'browser') virtualFiles.set(posix.join(virtualRoot, 'page-env.d.ts'), PAGE_ENV_DECLARATIONS);

  const service = virtualLanguageService(virtualFiles, sampleCompilerOptions(repoRoot, runtime));
  const program = service.getProgram();
  if (!program) throw new Error('TypeScript could not create a program for the code samples');
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
  return { service, program, pathOf, problems };
}
