import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { routes } from '../routes';

/**
 * TypeDoc's `notDocumented` validation (a build error here) covers classes, interfaces, enums and
 * their members, but not parameters. This test covers those: every parameter of every function,
 * method, constructor and signature in sdk/ has a `@param` with a description.
 *
 * A doc comment that sends the reader to a guide links it, so that the API page has a link and the
 * build checks it: every `@see` holds a `{@link}` or a Markdown link, no comment says "see the … page"
 * (or guide, manual) in plain words, and every Markdown link to a site path names a route of
 * tests/routes.ts.
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

  it('links the guides it mentions, by routes that exist', () => {
    const known = new Set(routes.map((route) => route.path));
    const problems: string[] = [];
    let links = 0;
    for (const file of sdkFiles(path.join(process.cwd(), 'sdk'))) {
      const text = readFileSync(file, 'utf8');
      const relative = path.relative(process.cwd(), file);
      for (const match of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
        const line = text.slice(0, match.index).split('\n').length;
        const comment = match[0]
          .replace(/^\/\*\*|\*\/$/g, '')
          .split('\n')
          .map((row) => row.replace(/^\s*\* ?/, ''))
          .join('\n');
        const words = comment.replace(/\s+/g, ' ');
        for (const see of comment.split(/^(?=@)/m).filter((tag) => tag.startsWith('@see'))) {
          if (!/\{@link |\]\(/.test(see)) problems.push(`${relative}:${line} @see without a link: ${see.trim()}`);
        }
        for (const [mention] of words.matchAll(/\bsee (?:the )?[\w -]*?\b(?:page|guide|manual)\b/gi)) {
          problems.push(`${relative}:${line} a guide named without a link: "${mention}"`);
        }
        for (const [, target] of words.matchAll(/\]\((\/[^)#\s]*)[^)]*\)/g)) {
          links += 1;
          if (!known.has(target!))
            problems.push(`${relative}:${line} link to ${target}, not a route in tests/routes.ts`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(links).toBeGreaterThanOrEqual(5);
  });
});
