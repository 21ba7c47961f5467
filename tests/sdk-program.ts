import path from 'node:path';

import ts from 'typescript';

/** The SDK's entry point, sdk/index.ts, as a program of its own with the DOM and ES2022 libraries. */
export const SDK_INDEX = path.join(process.cwd(), 'sdk', 'index.ts');

export function sdkProgram(): ts.Program {
  return ts.createProgram([SDK_INDEX], {
    noEmit: true,
    strict: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
}
