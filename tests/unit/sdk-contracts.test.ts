import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { SDK_INDEX, sdkProgram } from '../sdk-program';

/**
 * The contracts the API reference states: which errors methods reject with, how owned objects are
 * reached, and that parameter descriptions match parameter types. Read from the compiler's view of
 * sdk/index.ts, so new methods are held to the same rules.
 */

const program = sdkProgram();
const checker = program.getTypeChecker();

/** Exported classes, interfaces and enums of the SDK by name. */
const declarations = new Map<string, ts.ClassDeclaration | ts.InterfaceDeclaration | ts.EnumDeclaration>();
for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(SDK_INDEX)!)!)) {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.find(
    (node) => ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node),
  );
  if (declaration) declarations.set(symbol.getName(), declaration as ts.ClassDeclaration);
}

function classDeclaration(name: string): ts.ClassDeclaration {
  const declaration = declarations.get(name);
  if (!declaration || !ts.isClassDeclaration(declaration)) throw new Error(`${name} is not an exported class`);
  return declaration;
}

/**
 * A doc comment as written: its description and its block tags. TypeScript's own JSDoc parser reads
 * `@throws {@link X}` as a type expression followed by a `@link` tag, so the raw text is parsed here.
 */
function docComment(node: ts.Node): { description: string; tags: { name: string; text: string }[] } {
  const doc = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
  const tags: { name: string; text: string }[] = [];
  const description: string[] = [];
  let inCode = false;
  for (const raw of (doc?.getText() ?? '').replace(/^\/\*\*|\*\/$/g, '').split('\n')) {
    const line = raw.replace(/^\s*\* ?/, '');
    if (line.trim().startsWith('```')) inCode = !inCode;
    const tag = inCode ? null : /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) tags.push({ name: tag[1]!, text: tag[2]! });
    else if (tags.length > 0) tags[tags.length - 1]!.text += `\n${line}`;
    else description.push(line);
  }
  return { description: description.join('\n').trim(), tags };
}

function throwsTags(node: ts.Node): string[] {
  return docComment(node)
    .tags.filter((tag) => tag.name === 'throws')
    .map((tag) => tag.text.replace(/\s+/g, ' ').trim());
}

/** Every method and function declared in the SDK, named `Class.method` or `function`. */
function allMethods(): { name: string; node: ts.SignatureDeclaration }[] {
  const methods: { name: string; node: ts.SignatureDeclaration }[] = [];
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(path.dirname(SDK_INDEX))) continue;
    source.forEachChild(function visit(node) {
      if (ts.isFunctionDeclaration(node) && node.name) methods.push({ name: node.name.text, node });
      if ((ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) && node.name) {
        for (const member of node.members) {
          if ((ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) && member.name) {
            methods.push({ name: `${node.name.text}.${member.name.getText()}`, node: member });
          }
        }
      }
    });
  }
  return methods;
}

function returnsPromise(node: ts.SignatureDeclaration): boolean {
  const signature = checker.getSignatureFromDeclaration(node);
  return signature ? checker.getReturnTypeOfSignature(signature).getSymbol()?.getName() === 'Promise' : false;
}

const errorCodes = [...(declarations.get('ViewerErrorCode') as ts.EnumDeclaration).members].map((member) =>
  member.name.getText(),
);

describe('error contracts', () => {
  const methods = allMethods();

  it('name a ViewerErrorCode member in every @throws of a ViewerError', () => {
    const vague: string[] = [];
    let viewerErrors = 0;
    for (const { name, node } of methods) {
      for (const text of throwsTags(node)) {
        if (!text.includes('ViewerError')) continue;
        viewerErrors += 1;
        const codes = [...text.matchAll(/\{@link ViewerErrorCode\.(\w+)\}/g)].map((match) => match[1]);
        if (codes.length !== 1 || !errorCodes.includes(codes[0]!)) vague.push(`${name}: ${text}`);
      }
    }
    expect(viewerErrors).toBeGreaterThan(20);
    expect(vague).toEqual([]);
  });

  it('document LoadFailed and AbortError on every promise that takes import options', () => {
    const importOptions = new Set(['ImportOptions', 'LoadOptions', 'EnvironmentMapOptions']);
    const missing: string[] = [];
    let checked = 0;
    for (const { name, node } of methods) {
      const takesImportOptions = node.parameters.some((parameter) =>
        importOptions.has(parameter.type?.getText().replace(/\s*\|\s*undefined$/, '') ?? ''),
      );
      if (!takesImportOptions || !returnsPromise(node)) continue;
      if (ts.isMethodSignature(node)) continue; // an interface for loaders you write; its rules are yours
      if (/does not reject/i.test(docComment(node).description)) continue; // failures are reported otherwise
      checked += 1;
      const text = throwsTags(node).join('\n');
      if (!text.includes('ViewerErrorCode.LoadFailed')) missing.push(`${name}: LoadFailed`);
      if (!text.includes('AbortError')) missing.push(`${name}: AbortError`);
    }
    expect(checked).toBeGreaterThanOrEqual(8);
    expect(missing).toEqual([]);
  });

  it('document Disposed on every ViewerApp method but dispose', () => {
    const missing = classDeclaration('ViewerApp')
      .members.filter(ts.isMethodDeclaration)
      .filter((method) => method.name.getText() !== 'dispose')
      .filter((method) => !throwsTags(method).some((text) => text.includes('ViewerErrorCode.Disposed')))
      .map((method) => method.name.getText());
    expect(missing).toEqual([]);
  });

  it('name, on each error code that says which method throws it, a method that documents it', () => {
    const contradictions: string[] = [];
    for (const member of (declarations.get('ViewerErrorCode') as ts.EnumDeclaration).members) {
      const thrownBy = /thrown by \{@link (\w+)\.(\w+)\}/.exec(docComment(member).description.replace(/\s+/g, ' '));
      if (!thrownBy) continue;
      const method = classDeclaration(thrownBy[1]!).members.find(
        (candidate) => candidate.name?.getText() === thrownBy[2],
      );
      const code = member.name.getText();
      if (!method || !throwsTags(method).some((text) => text.includes(`ViewerErrorCode.${code}`))) {
        contradictions.push(`${code}: ${thrownBy[1]}.${thrownBy[2]}`);
      }
      for (const { name, node } of methods) {
        const documents = throwsTags(node).some((text) => text.includes(`ViewerErrorCode.${code}`));
        if (documents && name !== `${thrownBy[1]}.${thrownBy[2]}`) contradictions.push(`${code} also on ${name}`);
      }
    }
    expect(contradictions).toEqual([]);
  });
});

describe('parameter descriptions', () => {
  it('offer a string only where the type accepts one', () => {
    const mismatched: string[] = [];
    for (const { name, node } of allMethods()) {
      for (const parameter of node.parameters) {
        const description = docComment(node)
          .tags.filter((tag) => tag.name === 'param' && tag.text.startsWith(`${parameter.name.getText()} `))
          .map((tag) => tag.text)
          .join(' ');
        if (!/\bstring\b/.test(description)) continue;
        const type = checker.getTypeAtLocation(parameter);
        const acceptsString = checker.isTypeAssignableTo(checker.getStringType(), type);
        if (!acceptsString) mismatched.push(`${name}(${parameter.name.getText()}): ${description}`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});

describe('objects the viewer owns', () => {
  /** Classes reached through a read-only property of the viewer, or of something the viewer owns. */
  function ownedClasses(): { name: string; owner: string; property: string }[] {
    const owned: { name: string; owner: string; property: string }[] = [];
    const queue = ['ViewerApp'];
    while (queue.length > 0) {
      const owner = queue.shift()!;
      for (const member of classDeclaration(owner).members) {
        if (!ts.isPropertyDeclaration(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
        const flags = ts.getCombinedModifierFlags(member);
        if (!(flags & ts.ModifierFlags.Readonly) || flags & (ts.ModifierFlags.Static | ts.ModifierFlags.Private))
          continue;
        const name = member.type.typeName.getText();
        const declaration = declarations.get(name);
        if (!declaration || !ts.isClassDeclaration(declaration) || owned.some((entry) => entry.name === name)) continue;
        owned.push({ name, owner, property: member.name.getText() });
        queue.push(name);
      }
    }
    return owned;
  }

  const owned = ownedClasses();

  it('are found: the scene, camera, controller, render manager, asset manager and its parts', () => {
    expect(owned.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'ViewerScene',
        'ViewerCamera',
        'CameraController',
        'RenderManager',
        'AssetManager',
        'MaterialLibrary',
      ]),
    );
  });

  it('hide their constructor and say in their summary how to reach them', () => {
    const problems: string[] = [];
    for (const { name, owner, property } of owned) {
      const declaration = classDeclaration(name);
      const tags = ts.getJSDocTags(declaration).map((tag) => tag.tagName.text);
      if (!tags.includes('hideconstructor')) problems.push(`${name}: no @hideconstructor`);
      const summary = docComment(declaration)
        .description.split(/\n\s*\n/)[0]!
        .replace(/\s+/g, ' ');
      if (!summary.includes(`{@link ${owner}.${property}}`))
        problems.push(`${name}: summary does not link ${owner}.${property}`);
    }
    expect(problems).toEqual([]);
  });
});
