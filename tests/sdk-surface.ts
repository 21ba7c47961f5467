/**
 * The SDK's public surface as the TypeScript compiler sees it: every class, interface and enum each
 * module entry file exports. Tests derive the expected API pages from this, so adding a class to
 * sdk/ adds an expected page without touching a test.
 */
import path from 'node:path';
import ts from 'typescript';

import { SDK_MODULES, type SdkModuleName } from '../src/constants/sdkModules';

/** The folders TypeDoc's kind router writes pages into. */
export type ApiPageKind = 'classes' | 'interfaces' | 'enums';

export interface SdkDeclaration {
  module: SdkModuleName;
  name: string;
  kind: ApiPageKind;
  /** The page's route, for example `/docs/api/classes/Core_API.ViewerApp`. */
  route: string;
}

export interface SdkSurface {
  declarations: SdkDeclaration[];
  /** The `@module` tag of each entry file, by the module name src/constants/sdkModules.ts gives it. */
  moduleTags: Record<SdkModuleName, string | undefined>;
}

export const API_BASE_ROUTE = '/docs/api';

export const MODULE_NAMES = Object.keys(SDK_MODULES) as SdkModuleName[];

function pageKind(symbol: ts.Symbol): ApiPageKind | undefined {
  if (symbol.flags & ts.SymbolFlags.Class) return 'classes';
  if (symbol.flags & ts.SymbolFlags.Interface) return 'interfaces';
  if (symbol.flags & ts.SymbolFlags.Enum) return 'enums';
  return undefined;
}

let cached: SdkSurface | undefined;

/** Parses sdk/ with its own tsconfig (once per process). */
export function readSdkSurface(siteDir: string = process.cwd()): SdkSurface {
  if (cached) return cached;
  const configPath = path.join(siteDir, 'sdk', 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${configPath}`);
  const program = ts.createProgram(
    MODULE_NAMES.map((module) => path.join(siteDir, SDK_MODULES[module])),
    parsed.options,
  );
  const checker = program.getTypeChecker();
  const declarations: SdkDeclaration[] = [];
  const moduleTags = {} as SdkSurface['moduleTags'];

  for (const module of MODULE_NAMES) {
    const file = program.getSourceFile(path.join(siteDir, SDK_MODULES[module]));
    if (!file) throw new Error(`${SDK_MODULES[module]} is not part of the program`);
    moduleTags[module] = /@module\s+(\S+)/.exec(file.text)?.[1];
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) throw new Error(`${SDK_MODULES[module]} has no exports`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const kind = pageKind(symbol);
      if (!kind) continue;
      const name = exported.getName();
      declarations.push({ module, name, kind, route: `${API_BASE_ROUTE}/${kind}/${module}.${name}` });
    }
  }
  cached = { declarations, moduleTags };
  return cached;
}
