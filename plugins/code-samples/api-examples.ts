/**
 * Compiles the code shown on API pages: `@example` blocks of sdk/ and the examples the theme writes
 * (an Events section's listener). Each block becomes a virtual module of its own: its imports, then
 * the other names of sdk/index.ts it mentions and the page-side names examples use (`viewer`, a
 * progress `bar`, …), then its code as the body of an async function. The compiler runs with the project's
 * settings, so a block compiles here exactly when it compiles in a page that has those names.
 */
import path from 'node:path';

import ts from 'typescript';

import { virtualLanguageService } from './compile';
import { REPO_ROOT } from './markdown';

const SITE_DIR = REPO_ROOT;
const SDK_INDEX = path.join(SITE_DIR, 'sdk', 'index.ts');

export interface ApiExample {
  /** Where the block is written: a source file of sdk/ or a generated page. */
  file: string;
  /** The line of the block's first code line in that file. */
  line: number;
  code: string;
}

/** What the examples take from the page around them. */
const PAGE_DECLARATIONS = `
import { Box3, Mesh, MeshStandardMaterial, Object3D, SphereGeometry, Texture } from 'three';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
declare const viewer: ViewerApp;
declare const bar: HTMLProgressElement;
declare const label: HTMLElement;
declare const stats: HTMLElement;
declare const price: HTMLElement;
declare const button: HTMLButtonElement;
declare const input: HTMLInputElement;
declare const texture: Texture;
declare const token: string;
declare const history: unknown[];
declare const analytics: { track(event: string): void };
declare function showStillImage(): void;
declare function openAr(): void;
declare function priceOf(selection: VariationSelection): string;
declare function drawGrayscale(context: RenderPassContext, amount: number): void;
void [Box3, Mesh, MeshStandardMaterial, Object3D, PLYLoader, SphereGeometry, STLLoader];
`;

export function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(SITE_DIR, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  return { ...parsed!.options, noEmit: true, types: [] };
}

/** Names exported by sdk/index.ts, values and types alike. */
export function sdkExportNames(options: ts.CompilerOptions): string[] {
  const program = ts.createProgram([SDK_INDEX], options);
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(SDK_INDEX)!)!;
  return checker.getExportsOfModule(symbol).map((exported) => exported.getName());
}

/**
 * Compiles the examples under strict settings, each as the module the build links
 * (`exampleModule`). Every error the build reports in an example is reported here too; this check
 * also reports what the build does not look at (errors in sdk/ or in the compiler options).
 *
 * @returns one `file:line: message` per compiler error, empty when all compile.
 */
export function compileApiExamples(examples: ApiExample[]): string[] {
  const options = compilerOptions();
  const exportNames = sdkExportNames(options);
  const modules = new Map(
    examples.map((example, index) => {
      const module = exampleModule(example, index, exportNames);
      return [module.path, { module, example }] as const;
    }),
  );

  const service = virtualLanguageService(
    new Map([...modules].map(([modulePath, { module }]) => [modulePath, module.text])),
    options,
  );
  const program = service.getProgram();
  if (!program) throw new Error('TypeScript could not create a program for the API examples');

  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const { file, start } = diagnostic;
    if (!file || start === undefined) return message;
    const entry = modules.get(file.fileName);
    if (!entry) return `${path.relative(SITE_DIR, file.fileName)}: ${message}`;
    return `${exampleErrorPlace(entry.module, file, start, entry.example.file, entry.example.line)}: ${message}`;
  });
}

/**
 * The fenced TypeScript blocks of a Markdown page, signatures excepted (```ts signature shows a
 * declaration, not code to run).
 */
export function markdownExamples(markdown: string, file: string): ApiExample[] {
  const examples: ApiExample[] = [];
  const lines = markdown.split('\n');
  let block: string[] | undefined;
  let start = 0;
  lines.forEach((line, index) => {
    if (block === undefined && /^```(ts|typescript)\s*$/.test(line)) {
      block = [];
      start = index + 2;
    } else if (block !== undefined && line.trim() === '```') {
      examples.push({ file, line: start, code: block.join('\n') });
      block = undefined;
    } else if (block !== undefined) {
      block.push(line);
    }
  });
  return examples;
}

/** An import line of an example: `import { A, B } from 'vitrine';` on one line. */
const IMPORT_LINE = /^import\s.*\bfrom\s+['"][^'"]+['"];?\s*$/;

/** One example as the module the language service compiles, and where each of its lines came from. */
export interface ExampleModule {
  path: string;
  text: string;
  /** For each line of `text`, the line of the example it is, or -1 for the lines around it. */
  exampleLine: number[];
}

/**
 * Where a compiler error at `start` in an example's module is on the example's page: `file:line`,
 * or the example's place when the error is on a line the module added around it.
 *
 * @param firstCodeLine - the page's line number of the example's first line of code.
 */
export function exampleErrorPlace(
  module: ExampleModule,
  sourceFile: ts.SourceFile,
  start: number | undefined,
  file: string,
  firstCodeLine: number,
): string {
  const line = start === undefined ? -1 : sourceFile.getLineAndCharacterOfPosition(start).line;
  const exampleLine = module.exampleLine[line] ?? -1;
  return exampleLine === -1 ? `${file} (example at line ${firstCodeLine})` : `${file}:${firstCodeLine + exampleLine}`;
}

/**
 * An example as a module of its own: its imports at the top, then the SDK names it mentions (in its
 * code or the page-side declarations) but does not import, and the page-side names, then its code
 * as the body of an async function (examples `await` and may declare a `viewer` of their own).
 * Every line of the example keeps its text, so a position in the module maps back to the same
 * column of the example's line.
 */
export function exampleModule(example: ApiExample, index: number, exportNames: readonly string[]): ExampleModule {
  const lines = example.code.split('\n');
  const imports = lines.flatMap((line, number) => (IMPORT_LINE.test(line) ? [number] : []));
  const imported = new Set(
    imports.flatMap((number) => [...(lines[number] ?? '').matchAll(/[\w$]+/g)].map((m) => m[0])),
  );
  // The page-side imports without the names the example imports itself (they would be declared twice).
  const pageDeclarations = PAGE_DECLARATIONS.replace(
    /^import \{([^}]*)\} from ('[^']+');$/gm,
    (_line, names: string, from: string) => {
      const kept = names
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !imported.has(name));
      return kept.length > 0 ? `import { ${kept.join(', ')} } from ${from};` : '';
    },
  );
  // Only the SDK names the module's text mentions: importing every export into every example made
  // each example's type check (one import per export) and each tooltip's quick info grow with the SDK.
  const mentioned = new Set([...`${example.code}\n${pageDeclarations}`.matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]));
  const sdkNames = exportNames.filter((name) => mentioned.has(name) && !imported.has(name));
  const header = `${sdkNames.length > 0 ? `import { ${sdkNames.join(', ')} } from 'vitrine';` : ''}\n${pageDeclarations}`;
  const text: string[] = [];
  const exampleLine: number[] = [];
  const add = (line: string, origin: number): void => {
    text.push(line);
    exampleLine.push(origin);
  };
  for (const number of imports) add(lines[number] ?? '', number);
  for (const line of header.split('\n')) add(line, -1);
  add('export async function example() {', -1);
  lines.forEach((line, number) => add(imports.includes(number) ? '' : line, imports.includes(number) ? -1 : number));
  add('}', -1);
  return { path: path.join(SITE_DIR, '.api-examples', `example-${index}.ts`), text: text.join('\n'), exampleLine };
}
