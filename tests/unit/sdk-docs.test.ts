import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * TypeDoc's `notDocumented` validation (a build error here) covers classes, interfaces, enums and
 * their members, but not parameters. This test covers those: every parameter of every function,
 * method, constructor and signature in sdk/ has a `@param` with a description.
 */

function sdkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sdkFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function hasParameters(node: ts.Node): node is ts.SignatureDeclaration {
  return (
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isConstructSignatureDeclaration(node) ||
    ts.isCallSignatureDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

describe('sdk/ documentation', () => {
  it('describes every parameter with @param', () => {
    const undocumented: string[] = [];
    let checked = 0;
    for (const file of sdkFiles(path.join(process.cwd(), 'sdk'))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (hasParameters(node)) {
          for (const parameter of node.parameters) {
            checked += 1;
            const documented = ts.getJSDocParameterTags(parameter).some((tag) => Boolean(tag.comment));
            if (!documented) {
              const { line } = source.getLineAndCharacterOfPosition(parameter.getStart());
              undocumented.push(`${path.relative(process.cwd(), file)}:${line + 1} ${parameter.name.getText()}`);
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(checked).toBeGreaterThan(200);
    expect(undocumented).toEqual([]);
  });
});
