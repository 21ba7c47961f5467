/**
 * What each name in a compiled code sample stands for: the SDK's own names link to their API page
 * (a member to its anchor), three.js classes to the three.js docs and DOM types to MDN, as the API
 * reference links them. Locals, literals and anything else stay plain text.
 */
import { posix } from 'node:path';

import ts from 'typescript';

import type { CompiledSamples } from '../code-samples/compile';
import type { DocSample } from '../code-samples/markdown';
import type { CodeReferences, CodeTarget } from '../../src/prism/codeReferences';
import {
  isDomDeclarationFile,
  isThreeDeclarationFile,
  mdnWebApiUrl,
  threeDocsUrl,
} from '../typedoc/external-links.mjs';

/** Where the SDK's names are documented: `DiamondPlugin.getGemOptics` → `classes/Plugins.DiamondPlugin#getgemoptics`. */
export type SymbolPages = Readonly<Record<string, string>>;

export interface ResolveOptions {
  /** The folder of the SDK's sources, with forward slashes. */
  sdkDir: string;
  symbolPages: SymbolPages;
  /** The address of the API reference's pages, ending in a slash (`/docs/api/`). */
  apiBase: string;
}

/** Longer signatures (an options object spelled out) are cut at a word and end in an ellipsis. */
const SIGNATURE_LIMIT = 160;

/** Whether a name is the key of an object literal (`{ canvas }`, `{ type: … }`). */
function isObjectKey(name: ts.Identifier): boolean {
  const parent = name.parent;
  return (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === name;
}

/**
 * The SDK address of an object key: the property it sets, as the compiler's go-to-definition finds
 * it (which picks the member of a union that the object's other keys select, as `type: UiControlType.Slider`).
 */
function objectKeyAddress(
  service: ts.LanguageService,
  path: string,
  name: ts.Identifier,
  options: ResolveOptions,
): string | undefined {
  const definitions = service.getDefinitionAtPosition(path, name.getStart()) ?? [];
  const property = definitions.find(
    (definition) => definition.fileName.split('\\').join('/').startsWith(options.sdkDir) && definition.containerName,
  );
  const page = property && options.symbolPages[`${property.containerName}.${property.name}`];
  return page === undefined ? undefined : `${options.apiBase}${page}`;
}

/** The symbol a name stands for: through an import to what it imports. */
function symbolOf(checker: ts.TypeChecker, name: ts.Identifier): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
  return symbol;
}

/** A symbol's name inside its module, as plugins/typedoc writes SymbolPages' keys, or undefined for a local. */
function keyInModule(symbol: ts.Symbol, declaration: ts.Declaration): string | undefined {
  const name = symbol.name === ts.InternalSymbolName.Constructor ? 'constructor' : symbol.name;
  const parent = declaration.parent;
  const isMemberOf = ts.isClassLike(parent) || ts.isInterfaceDeclaration(parent) || ts.isEnumDeclaration(parent);
  if (isMemberOf) return parent.name ? `${parent.name.text}.${name}` : undefined;
  if (ts.isSourceFile(parent) || ts.isModuleBlock(parent)) return name;
  if (ts.isVariableDeclaration(declaration) && ts.isVariableStatement(declaration.parent.parent))
    return ts.isSourceFile(declaration.parent.parent.parent) ? name : undefined;
  return undefined;
}

/** The address a symbol's documentation has, or undefined when it has none we link. */
function addressOfSymbol(symbol: ts.Symbol | undefined, options: ResolveOptions): string | undefined {
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration) return undefined;
  const fileName = declaration.getSourceFile().fileName.split('\\').join('/');
  const topLevel = ts.isSourceFile(declaration.parent) || ts.isModuleBlock(declaration.parent);
  if (fileName.startsWith(options.sdkDir)) {
    const key = keyInModule(symbol, declaration);
    const page = key === undefined ? undefined : options.symbolPages[key];
    return page === undefined ? undefined : `${options.apiBase}${page}`;
  }
  // Outside the SDK, only documented types themselves: three.js classes and DOM interfaces.
  if (isThreeDeclarationFile(fileName) && ts.isClassDeclaration(declaration)) return threeDocsUrl(symbol.name);
  if (isDomDeclarationFile(fileName) && topLevel && /^[A-Z]/.test(symbol.name)) return mdnWebApiUrl(symbol.name);
  return undefined;
}

/** Text of doc comment parts, an inline `{@link X}` as its label or name. */
export function docText(parts: readonly ts.SymbolDisplayPart[] | undefined): string {
  return (parts ?? [])
    .map((part) =>
      part.kind === 'link' ? '' : part.kind === 'linkName' || part.kind === 'linkText' ? part.text.trim() : part.text,
    )
    .join('');
}

/** Text of a doc comment without Markdown link and emphasis syntax, on one line. */
function plainDocText(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:)])(?=\s|$)/g, '$1')
    .trim();
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|vs|cf)\.$/i;

/** The first sentence of a doc comment's summary: up to a full stop that a capital or the end follows. */
export function firstSentence(documentation: string): string {
  const paragraph = plainDocText(documentation.split(/\n\s*\n/)[0] ?? '');
  for (const end of paragraph.matchAll(/[.!?](?=\s+[A-Z"(]|$)/g)) {
    const sentence = paragraph.slice(0, end.index + 1);
    if (!ABBREVIATION.test(sentence)) return sentence;
  }
  return paragraph;
}

/**
 * A signature on one line, cut at a word after SIGNATURE_LIMIT characters. An imported name shows
 * what it imports: the compiler's `(alias)` mark and its `import X` line are left out.
 */
export function shortSignature(signature: string): string {
  const declaration = signature.replace(/^\(alias\) /, '').replace(/\nimport [\w$]+$/, '');
  const line = declaration.replace(/\s+/g, ' ').trim();
  if (line.length <= SIGNATURE_LIMIT) return line;
  const cut = line.lastIndexOf(' ', SIGNATURE_LIMIT);
  return `${line.slice(0, cut > SIGNATURE_LIMIT / 2 ? cut : SIGNATURE_LIMIT)} …`;
}

/** The linked names of one compiled file, or of the lines of it that `includesLine` accepts. */
export function referencesOfFile(
  service: ts.LanguageService,
  program: ts.Program,
  path: string,
  options: ResolveOptions,
  includesLine: (line: number) => boolean = () => true,
): CodeReferences {
  const sourceFile = program.getSourceFile(path);
  const checker = program.getTypeChecker();
  const targets: CodeTarget[] = [];
  const targetIndex = new Map<string, number>();
  const spans: CodeReferences['spans'] = [];
  if (!sourceFile) return { targets, spans };

  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && includesLine(sourceFile.getLineAndCharacterOfPosition(node.getStart()).line)) {
      const href = isObjectKey(node)
        ? objectKeyAddress(service, path, node, options)
        : addressOfSymbol(symbolOf(checker, node), options);
      const start = node.getStart(sourceFile);
      const info = href ? service.getQuickInfoAtPosition(path, start) : undefined;
      if (href && info) {
        const signature = shortSignature(ts.displayPartsToString(info.displayParts));
        // Names from outside the SDK link their docs with the signature only, as the API reference
        // links them: their first sentences (MDN's, three.js's) are long and say what the link says.
        const summary = href.startsWith(options.apiBase) ? firstSentence(docText(info.documentation)) : '';
        const key = `${href}\n${signature}`;
        let index = targetIndex.get(key);
        if (index === undefined) {
          index = targets.push({ href, signature, summary }) - 1;
          targetIndex.set(key, index);
        }
        spans.push([start, node.getEnd() - start, index]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { targets, spans };
}

/** The linked names of every sample one compile holds. */
export function referencesOfSamples(
  compiled: CompiledSamples,
  options: ResolveOptions,
): Map<DocSample, CodeReferences> {
  const references = new Map<DocSample, CodeReferences>();
  for (const [sample, path] of compiled.pathOf) {
    references.set(sample, referencesOfFile(compiled.service, compiled.program, posix.normalize(path), options));
  }
  return references;
}
