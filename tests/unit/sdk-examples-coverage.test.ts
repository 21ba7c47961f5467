import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { SDK_INDEX, sdkProgram } from '../sdk-program';

/**
 * The classes a reader starts from, and every plugin, show an example on each of their own public
 * methods and accessors, and every exported function shows one. The lists come from the compiler's
 * view of what sdk/index.ts exports, so a member or function added without an example fails here.
 * The examples themselves are compiled by sdk-examples.test.ts.
 */

/** Where a reader starts: the viewer and what it owns. Plugins are found by their base class. */
const STARTING_CLASSES = [
  'ViewerApp',
  'AssetManager',
  'ViewerScene',
  'ViewerCamera',
  'CameraController',
  'RenderManager',
  'MaterialLibrary',
];
const PLUGIN_BASE = 'ViewerPlugin';

interface ClassMembers {
  name: string;
  /** Member name → whether one of its declarations (getter or setter) has a ```ts example. */
  members: Map<string, boolean>;
}

/** Names of the classes above a class, nearest first. */
function baseClassNames(checker: ts.TypeChecker, declaration: ts.ClassDeclaration): string[] {
  const names: string[] = [];
  let type = checker.getTypeAtLocation(declaration) as ts.InterfaceType;
  for (;;) {
    const [base] = checker.getBaseTypes(type);
    if (!base) return names;
    type = base as ts.InterfaceType;
    names.push(type.symbol.getName());
  }
}

function isPublicMethodOrAccessor(member: ts.ClassElement): member is ts.MethodDeclaration | ts.AccessorDeclaration {
  if (!(ts.isMethodDeclaration(member) || ts.isGetAccessor(member) || ts.isSetAccessor(member))) return false;
  const flags = ts.getCombinedModifierFlags(member);
  return (
    (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0 && !ts.isPrivateIdentifier(member.name)
  );
}

function hasTypeScriptExample(member: ts.Node): boolean {
  return ts.getJSDocTags(member).some((tag) => {
    if (tag.tagName.text !== 'example') return false;
    const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
    return /```ts\n[\s\S]*\S[\s\S]*```/.test(text ?? '');
  });
}

/** The starting classes and the plugin classes exported by the SDK, with their own public members. */
function classesToCover(): ClassMembers[] {
  const program = sdkProgram();
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(SDK_INDEX)!)!;
  const covered: ClassMembers[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.find(ts.isClassDeclaration);
    if (!declaration) continue;
    const name = symbol.getName();
    const isPlugin = name === PLUGIN_BASE || baseClassNames(checker, declaration).includes(PLUGIN_BASE);
    if (!isPlugin && !STARTING_CLASSES.includes(name)) continue;
    const members = new Map<string, boolean>();
    for (const member of declaration.members.filter(isPublicMethodOrAccessor)) {
      const memberName = member.name.getText();
      members.set(memberName, (members.get(memberName) ?? false) || hasTypeScriptExample(member));
    }
    covered.push({ name, members });
  }
  return covered;
}

/** Every function sdk/index.ts exports → whether its declaration has a ```ts example. */
function exportedFunctions(): Map<string, boolean> {
  const program = sdkProgram();
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(SDK_INDEX)!)!;
  const functions = new Map<string, boolean>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declarations = symbol.declarations?.filter(ts.isFunctionDeclaration) ?? [];
    if (declarations.length === 0) continue;
    functions.set(symbol.getName(), declarations.some(hasTypeScriptExample));
  }
  return functions;
}

describe('examples on the API a reader starts from', () => {
  const classes = classesToCover();

  it('finds the starting classes and the plugins', () => {
    const names = classes.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining([...STARTING_CLASSES, PLUGIN_BASE, 'DiamondPlugin', 'ToolbarUiPlugin']),
    );
    expect(classes.length).toBeGreaterThan(35);
  });

  it('shows a TypeScript @example on every own public method and accessor', () => {
    const missing = classes.flatMap(({ name, members }) =>
      [...members].filter(([, hasExample]) => !hasExample).map(([member]) => `${name}.${member}`),
    );
    const total = classes.reduce((sum, { members }) => sum + members.size, 0);
    expect(total).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });

  it('shows a TypeScript @example on every exported function', () => {
    const functions = exportedFunctions();
    expect(functions.size).toBeGreaterThan(30);
    expect(functions.has('debounce') && functions.has('getDeviceCapabilities')).toBe(true);
    const missing = [...functions].filter(([, hasExample]) => !hasExample).map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
