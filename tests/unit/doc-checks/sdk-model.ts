/**
 * What the SDK states about itself, read with the TypeScript compiler from sdk/: its enums, the
 * default (`@defaultValue`) and range ("0 to 1") each member's doc comment gives, and whether the
 * GemType and MetalPreset comments agree with the SDK's constants.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import ts from 'typescript';

import { METAL_PRESET_VALUES } from '../../../sdk/assets/presets';
import { GEM_OPTICS } from '../../../sdk/plugins/gem-optics';
import { REPO_ROOT } from '../../../plugins/code-samples/markdown';

export interface FactProblem {
  file: string;
  line: number;
  text: string;
  message: string;
}

/** A default stated in an SDK doc comment, for example `Default 0.05.` on `GroundSettings.shadowBlur`. */
export interface DocumentedDefault {
  owner: string;
  property: string;
  /**
   * As written, without backticks and `{@link}`: `0.05`, `true`, `ToneMapping.Neutral`; undefined
   * for a member whose comment states no default (kept, so that a name shared with it stays ambiguous).
   */
  value?: string;
  /** The range the comment states ("Shadow darkness, 0 to 1."), if any. */
  range?: readonly [number, number];
  /** The SDK enum the member is typed with (`gemType?: GemType`), if any. */
  enumType?: string;
}

function jsDocText(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ');
}

/** The text of a member's `@defaultValue` tag, if it has one. */
function defaultValueTag(node: ts.Node): string | undefined {
  const tag = ts.getJSDocTags(node).find((candidate) => candidate.tagName.text === 'defaultValue');
  if (!tag) return undefined;
  const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment);
  return text?.trim();
}

/** Every .ts file of the SDK, parsed with parent links (doc comments need them). */
function sdkSourceFiles(sdkDir: string): ts.SourceFile[] {
  return readdirSync(sdkDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => join(sdkDir, name))
    .map((path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true));
}

/** `{@link ToneMapping.Neutral}` and `` `true` `` as plain words. */
export function plainValue(raw: string): string {
  return raw
    .replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '$1')
    .replace(/`/g, '')
    .replace(/[.,;]$/, '')
    .trim();
}

/** Every enum of the SDK with its member names and values: `GemType` → `Diamond` = `'diamond'` … */
export function readSdkEnums(sdkDir = join(REPO_ROOT, 'sdk')): Map<string, Map<string, string>> {
  const enums = new Map<string, Map<string, string>>();
  for (const source of sdkSourceFiles(sdkDir)) {
    ts.forEachChild(source, (node) => {
      if (!ts.isEnumDeclaration(node)) return;
      const members = new Map<string, string>();
      for (const member of node.members) {
        const init = member.initializer;
        const value = init && (ts.isStringLiteral(init) || ts.isNumericLiteral(init)) ? init.text : '';
        members.set(member.name.getText(source), value);
      }
      enums.set(node.name.text, members);
    });
  }
  return enums;
}

/**
 * Every interface and class member of the SDK, with the default (`@defaultValue X`) and the range
 * (`0 to 1`) its doc comment states, and the enum it is typed with.
 */
export function readDocumentedDefaults(sdkDir = join(REPO_ROOT, 'sdk')): DocumentedDefault[] {
  const found: DocumentedDefault[] = [];
  for (const source of sdkSourceFiles(sdkDir)) {
    const visit = (node: ts.Node) => {
      if ((ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
        const owner = node.name.text;
        for (const member of node.members) {
          const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
          if (!name) continue;
          const comment = jsDocText(member);
          // `@defaultValue 0.05`, `@defaultValue \`true\``, `@defaultValue {@link X.Y}`.
          const tagged = defaultValueTag(member);
          const match =
            tagged === undefined ? undefined : /^((?:\{@link [^}]+\})|`[^`]+`|-?\d+(?:\.\d+)?)/.exec(tagged);
          const range = /(?<![\w.])(-?\d+(?:\.\d+)?) to (-?\d+(?:\.\d+)?)(?!\w|\.\d)/.exec(comment);
          const type =
            ts.isPropertySignature(member) || ts.isPropertyDeclaration(member) || ts.isGetAccessorDeclaration(member)
              ? member.type
              : undefined;
          const typeName =
            type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) ? type.typeName.text : undefined;
          found.push({
            owner,
            property: name,
            value: match?.[1] ? plainValue(match[1]) : undefined,
            range: range ? [Number(range[1]), Number(range[2])] : undefined,
            enumType: typeName,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Documented defaults grouped by property name. */
export function defaultsByProperty(defaults: readonly DocumentedDefault[]): Map<string, DocumentedDefault[]> {
  const byName = new Map<string, DocumentedDefault[]>();
  for (const entry of defaults) byName.set(entry.property, [...(byName.get(entry.property) ?? []), entry]);
  return byName;
}

/**
 * The SDK's own doc comments against its constants: each `GemType` member's "IOR x, dispersion y"
 * and each `MetalPreset` member's colour and roughness.
 */
export function checkSdkComments(sdkDir = join(REPO_ROOT, 'sdk')): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const source of sdkSourceFiles(sdkDir)) {
    ts.forEachChild(source, (node) => {
      if (!ts.isEnumDeclaration(node) || !['GemType', 'MetalPreset'].includes(node.name.text)) return;
      for (const member of node.members) {
        const value = member.initializer && ts.isStringLiteral(member.initializer) ? member.initializer.text : '';
        const text = jsDocText(member);
        const file = relative(REPO_ROOT, source.fileName);
        const line = source.getLineAndCharacterOfPosition(member.getStart()).line + 1;
        const report = (message: string) => problems.push({ file, line, text, message });
        if (node.name.text === 'GemType') {
          const optics = (GEM_OPTICS as Record<string, (typeof GEM_OPTICS)['diamond']>)[value];
          if (!optics) report(`GemType '${value}' has no entry in GEM_OPTICS`);
          const ior = /IOR (\d+(?:\.\d+)?)/.exec(text)?.[1];
          const dispersion = /dispersion (\d+(?:\.\d+)?)/.exec(text)?.[1];
          if (optics && Number(ior) !== optics.ior)
            report(`${value}: comment says IOR ${ior}, GEM_OPTICS ${optics.ior}`);
          if (optics && Number(dispersion) !== optics.dispersion) {
            report(`${value}: comment says dispersion ${dispersion}, GEM_OPTICS ${optics.dispersion}`);
          }
        } else {
          const preset = (METAL_PRESET_VALUES as Record<string, { color: string; roughness: number }>)[value];
          if (!preset) report(`MetalPreset '${value}' has no entry in METAL_PRESET_VALUES`);
          const hex = /#[0-9a-f]{6}/i.exec(text)?.[0];
          const roughness = /roughness (\d+(?:\.\d+)?)/.exec(text)?.[1];
          if (preset && hex?.toLowerCase() !== preset.color)
            report(`${value}: comment says ${hex}, METAL_PRESET_VALUES ${preset.color}`);
          if (preset && Number(roughness) !== preset.roughness) {
            report(`${value}: comment says roughness ${roughness}, METAL_PRESET_VALUES ${preset.roughness}`);
          }
        }
      }
    });
  }
  return problems;
}
