import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every `@example` in sdk/ is shown on an API page, so each one must compile against the SDK.
 * The examples are wrapped in functions in one virtual file that imports everything the SDK exports
 * and declares the page-side names they use (`viewer`, a progress `bar`, …); then the compiler runs
 * with the project's settings.
 */

const SITE_DIR = process.cwd();
const SDK_DIR = path.join(SITE_DIR, 'sdk');
const VIRTUAL_FILE = path.join(SITE_DIR, 'tests', '__sdk-examples__.ts');

interface Example {
  file: string;
  line: number;
  code: string;
}

function sdkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sdkFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The ```ts blocks of `@example` tags, with the line where each starts. */
function collectExamples(): Example[] {
  const examples: Example[] = [];
  for (const file of sdkFiles(SDK_DIR)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    let inExample = false;
    let block: string[] | undefined;
    let start = 0;
    lines.forEach((raw, index) => {
      const line = raw.replace(/^\s*\* ?/, '');
      if (/^\s*\*\/|^\s*\/\*\*/.test(raw)) inExample = false;
      if (line.startsWith('@')) inExample = line.startsWith('@example');
      if (!inExample) return;
      if (block === undefined && line.trim() === '```ts') {
        block = [];
        start = index + 2;
      } else if (block !== undefined && line.trim() === '```') {
        examples.push({ file: path.relative(SITE_DIR, file), line: start, code: block.join('\n') });
        block = undefined;
      } else if (block !== undefined) {
        block.push(line);
      }
    });
  }
  return examples;
}

/** Names exported by sdk/index.ts, values and types alike. */
function sdkExportNames(options: ts.CompilerOptions): string[] {
  const index = path.join(SDK_DIR, 'index.ts');
  const program = ts.createProgram([index], options);
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  return checker.getExportsOfModule(symbol).map((exported) => exported.getName());
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

function compilerOptions(): ts.CompilerOptions {
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

describe('the @example code of sdk/', () => {
  const examples = collectExamples();

  it('is there: most classes show one', () => {
    expect(examples.length).toBeGreaterThan(60);
  });

  it('compiles against the SDK under strict settings', () => {
    const options = compilerOptions();
    const header = `import { ${sdkExportNames(options).join(', ')} } from 'vitrine';\n${PAGE_DECLARATIONS}\n`;
    const origins: { startLine: number; example: Example }[] = [];
    let source = header;
    examples.forEach((example, index) => {
      const body = example.code
        .split('\n')
        .filter((line) => !/^import\s/.test(line))
        .join('\n');
      source += `export async function example${index}() {\n`;
      origins.push({ startLine: source.split('\n').length - 1, example });
      source += `${body}\n}\n`;
    });

    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (file) => file === VIRTUAL_FILE || fileExists.call(host, file);
    host.readFile = (file) => (file === VIRTUAL_FILE ? source : readFile.call(host, file));
    host.getSourceFile = (file, languageVersion, ...rest) =>
      file === VIRTUAL_FILE
        ? ts.createSourceFile(file, source, languageVersion, true)
        : getSourceFile.call(host, file, languageVersion, ...rest);
    const program = ts.createProgram([VIRTUAL_FILE], options, host);

    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (diagnostic.file?.fileName !== VIRTUAL_FILE || diagnostic.start === undefined) return message;
      const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
      const origin = [...origins].reverse().find((entry) => entry.startLine <= line);
      if (!origin) return `example header, line ${line + 1}: ${message}`;
      return `${origin.example.file}:${origin.example.line + line - origin.startLine}: ${message}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);
});
