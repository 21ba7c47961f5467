/**
 * Checks the numbers the guides repeat from the SDK against sdk/: gem optics (refractive index
 * and dispersion), metal preset colours (sRGB and linear), and the defaults the SDK's doc
 * comments state ("Default 0.05.", "0 to 1") wherever a guide states a setting's default or range,
 * the members of SDK enums that prose names, and enum-typed values in JSON examples.
 *
 * The guides are read as statements: a prose sentence, a table row (with its header), or an object
 * of a JSON code block. MDX expressions (`{GEM_OPTICS.diamond.ior}`) are left out: they are
 * rendered from sdk/ at build time and cannot disagree with it. A statement is only judged when it
 * names exactly one subject (one gem, one metal, one documented setting), so that comparisons
 * ("moissanite has more fire than diamond") are not misread.
 *
 * `npm test` runs the check through tests/unit/doc-facts.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

import { METAL_PRESET_VALUES } from '../sdk/assets/presets';
import { GEM_OPTICS } from '../sdk/plugins/gem-optics';
import { hexToLinearRgb } from '../src/utils/srgb';
import { extractSamples, findMarkdownFiles } from './doc-samples';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A unit of text judged on its own. */
export interface Statement {
  file: string;
  /** 1-based line where it starts. */
  line: number;
  /** The text, MDX expressions removed; for a table row the cells joined by ` | `. */
  text: string;
  /** Table rows: the header cells and this row's cells. */
  table?: { header: string[]; cells: string[] };
}

/** What JSON values are checked against. */
interface JsonContext {
  defaults: ReadonlyMap<string, DocumentedDefault[]>;
  enums: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

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

const GEM_NAMES: Readonly<Record<keyof typeof GEM_OPTICS, RegExp>> = {
  diamond: /\bdiamonds?\b/i,
  moissanite: /\bmoissanite\b/i,
  'cubic-zirconia': /\bcubic[ -]zirconia\b/i,
  ruby: /\brub(?:y|ies)\b/i,
  sapphire: /\bsapphires?\b/i,
  emerald: /\bemeralds?\b/i,
  amethyst: /\bamethysts?\b/i,
  topaz: /\btopaz\b/i,
};

/** Longest names first, so that "rose gold" is not also read as "gold". */
const METAL_NAMES: readonly [keyof typeof METAL_PRESET_VALUES, RegExp][] = [
  ['rose-gold', /\brose[ -]gold\b|\bRoseGold\b/i],
  ['white-gold', /\bwhite[ -]gold\b|\bWhiteGold\b/i],
  ['gold', /\b(?:yellow[ -])?gold\b/i],
  ['platinum', /\bplatinum\b/i],
  ['silver', /\bsilver\b/i],
];

const IOR_WORDS = /\bIOR\b|\bior\b|refractive ind(?:ex|ices)|index of refraction/;
const DISPERSION_WORDS = /\bdispersion\b/i;
/** Refractive indices of gems as the guides write them: 1.3 to 3, with decimals. */
const IOR_NUMBER = /(?<![\d.])[123]\.\d{2,3}(?![\d.])/g;
/** Dispersion values as the guides write them: 0.0xx. */
const DISPERSION_NUMBER = /(?<![\d.])0\.\d{3}(?![\d.])/g;
const HEX_COLOUR = /#[0-9a-f]{6}\b/gi;
const RGB_TRIPLET = /\[\s*(\d*\.?\d+)\s*,\s*(\d*\.?\d+)\s*,\s*(\d*\.?\d+)\s*\]/g;
/** Linear components are shown with two decimals. */
const LINEAR_TOLERANCE = 0.006;

// ---------------------------------------------------------------------------------------------
// Reading the guides

/** Removes `{…}` MDX expressions (balanced braces) and inline code spans stay as they are. */
function withoutExpressions(text: string): string {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '{') depth += 1;
    else if (char === '}' && depth > 0) depth -= 1;
    else if (depth === 0) out += char;
  }
  return out;
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** Splits a paragraph into sentences; a full stop inside a number ("2.417") does not end one. */
function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[A-Z`*[(_"])/);
}

/**
 * The prose sentences and table rows of a Markdown page, without front matter, code blocks, import
 * lines, headings or JSX-only lines.
 */
export function readStatements(markdown: string, file: string): Statement[] {
  const lines = markdown.split(/\r?\n/);
  const statements: Statement[] = [];
  let index = 0;
  if (lines[0] === '---') {
    index = lines.indexOf('---', 1) + 1;
  }
  let paragraph: { line: number; text: string[] } | undefined;
  const flush = () => {
    if (!paragraph) return;
    const start = paragraph.line;
    for (const sentence of sentences(withoutExpressions(paragraph.text.join(' ')))) {
      if (sentence.trim()) statements.push({ file, line: start, text: sentence.trim() });
    }
    paragraph = undefined;
  };
  let table: string[] | undefined;
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = /^ *(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      flush();
      table = undefined;
      const closing = new RegExp(`^ *${fence[0] === '`' ? '`' : '~'}{${fence.length},} *$`);
      index += 1;
      while (index < lines.length && !closing.test(lines[index] ?? '')) index += 1;
      continue;
    }
    if (/^\s*\|/.test(line)) {
      flush();
      const cells = tableCells(withoutExpressions(line));
      if (!table) table = cells;
      else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) {
        statements.push({ file, line: index + 1, text: cells.join(' | '), table: { header: table, cells } });
      }
      continue;
    }
    table = undefined;
    if (!line.trim() || /^(#|import |export |<\/?[A-Za-z][^>]*>\s*$|\{\/\*)/.test(line.trim())) {
      flush();
      continue;
    }
    // A list item starts a new paragraph.
    if (/^\s*(?:[-*]|\d+\.)\s/.test(line)) flush();
    paragraph ??= { line: index + 1, text: [] };
    paragraph.text.push(line.trim());
  }
  flush();
  return statements;
}

// ---------------------------------------------------------------------------------------------
// Reading the SDK

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
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    });
  return walk(sdkDir).map((path) =>
    ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
  );
}

/** `{@link ToneMapping.Neutral}` and `` `true` `` as plain words. */
function plainValue(raw: string): string {
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

// ---------------------------------------------------------------------------------------------
// The rules

function only<K extends string>(names: readonly (readonly [K, RegExp])[], text: string): K | undefined {
  const hits: K[] = [];
  let rest = text;
  for (const [key, pattern] of names) {
    if (pattern.test(rest)) {
      hits.push(key);
      rest = rest.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), ' ');
    }
  }
  return hits.length === 1 ? hits[0] : undefined;
}

const GEM_ENTRIES = Object.entries(GEM_NAMES) as [keyof typeof GEM_OPTICS, RegExp][];

function sameNumber(a: number, b: number, tolerance = 1e-9): boolean {
  return Math.abs(a - b) <= tolerance;
}

/** Index of the first header cell matching `pattern`, or -1. */
function column(header: readonly string[], pattern: RegExp): number {
  return header.findIndex((cell) => pattern.test(cell));
}

function numbersIn(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map((match) => Number(match[0]));
}

function checkGems(statement: Statement, problems: FactProblem[]): void {
  const report = (message: string) => problems.push({ ...statement, message });
  if (statement.table) {
    const { header, cells } = statement.table;
    const gem = only(GEM_ENTRIES, cells[0] ?? '');
    if (!gem) return;
    const optics = GEM_OPTICS[gem];
    const iorColumn = column(header, IOR_WORDS);
    const dispersionColumn = column(header, DISPERSION_WORDS);
    for (const value of numbersIn(cells[iorColumn] ?? '', IOR_NUMBER)) {
      if (!sameNumber(value, optics.ior)) report(`${gem}: refractive index ${value}, the SDK says ${optics.ior}`);
    }
    for (const value of numbersIn(cells[dispersionColumn] ?? '', DISPERSION_NUMBER)) {
      if (!sameNumber(value, optics.dispersion)) {
        report(`${gem}: dispersion ${value}, the SDK says ${optics.dispersion}`);
      }
    }
    return;
  }
  const gem = only(GEM_ENTRIES, statement.text);
  if (!gem) return;
  const optics = GEM_OPTICS[gem];
  if (IOR_WORDS.test(statement.text)) {
    for (const value of numbersIn(statement.text, IOR_NUMBER)) {
      if (!sameNumber(value, optics.ior)) report(`${gem}: refractive index ${value}, the SDK says ${optics.ior}`);
    }
  }
  // KHR_materials_dispersion's `dispersion` is another quantity (20 / Abbe number), not the SDK's.
  if (DISPERSION_WORDS.test(statement.text) && !statement.text.includes('KHR_materials_dispersion')) {
    for (const value of numbersIn(statement.text, DISPERSION_NUMBER)) {
      if (!sameNumber(value, optics.dispersion)) {
        report(`${gem}: dispersion ${value}, the SDK says ${optics.dispersion}`);
      }
    }
  }
}

function checkMetals(statement: Statement, problems: FactProblem[]): void {
  const report = (message: string) => problems.push({ ...statement, message });
  const subject = statement.table ? (statement.table.cells[0] ?? '') : statement.text;
  const metal = only(METAL_NAMES, subject);
  if (!metal) return;
  const preset = METAL_PRESET_VALUES[metal];
  const linear = hexToLinearRgb(preset.color);
  const context = statement.table ? statement.table.header.join(' ') + ' ' + statement.text : statement.text;
  if (/\bpreset\b|MetalPreset|reflectance|\bsRGB\b/i.test(context)) {
    for (const [hex] of statement.text.matchAll(HEX_COLOUR)) {
      if (hex.toLowerCase() !== preset.color) report(`${metal}: colour ${hex}, the SDK's preset is ${preset.color}`);
    }
  }
  if (/\blinear\b/i.test(context)) {
    for (const match of statement.text.matchAll(RGB_TRIPLET)) {
      const rgb = [match[1], match[2], match[3]].map(Number);
      if (!rgb.every((component, i) => sameNumber(component, linear[i] ?? NaN, LINEAR_TOLERANCE))) {
        const expected = `[${linear.map((c) => c.toFixed(2)).join(', ')}]`;
        report(`${metal}: linear RGB ${match[0]}, the SDK's preset ${preset.color} is ${expected}`);
      }
    }
  }
}

/** A default value as a guide writes it: a number or a code span right next to the word "default". */
const STATED_DEFAULT = [
  /\bdefaults?\s+(?:is\s+|to\s+|of\s+|:\s*|,\s*)?(`[^`]+`|-?\d+(?:\.\d+)?)/i,
  /(`[^`]+`|-?\d+(?:\.\d+)?),?\s+(?:is\s+)?(?:already\s+)?the\s+default\b/i,
  /(`[^`]+`|-?\d+(?:\.\d+)?)\s+by\s+default\b/i,
];

function sameValue(stated: string, documented: string): boolean {
  const a = plainValue(stated);
  const b = plainValue(documented);
  if (a !== '' && b !== '' && !Number.isNaN(Number(a)) && !Number.isNaN(Number(b))) {
    return sameNumber(Number(a), Number(b));
  }
  const last = (value: string) =>
    value
      .split('.')
      .pop()
      ?.toLowerCase()
      .replace(/[-_'"]/g, '');
  return last(a) === last(b);
}

/**
 * The documented defaults a code span can mean. `GroundSettings.reflectivity` names its owner; a bare
 * `reflectivity` means the one SDK member of that name, or, when several interfaces share the name
 * (`color`, `intensity`), those whose owner the statement names, else those the page names.
 */
function defaultsMeant(
  span: string,
  statement: Statement,
  page: string,
  defaults: ReadonlyMap<string, DocumentedDefault[]>,
): DocumentedDefault[] {
  const [owner, property] = span.includes('.') ? span.split('.') : [undefined, span];
  const all = defaults.get(property ?? '') ?? [];
  if (owner) return all.filter((entry) => entry.owner === owner);
  if (new Set(all.map((entry) => entry.owner)).size <= 1) return all;
  const named = (text: string) => all.filter((entry) => new RegExp(`\\b${entry.owner}\\b`).test(text));
  const inStatement = named(statement.text);
  return inStatement.length > 0 ? inStatement : named(page);
}

function checkDefaults(
  statement: Statement,
  page: string,
  defaults: ReadonlyMap<string, DocumentedDefault[]>,
  problems: FactProblem[],
): void {
  const candidatesFor = (span: string) => defaultsMeant(span, statement, page, defaults);
  const judge = (span: string, stated: string) => {
    const candidates = candidatesFor(span);
    // Judged only when every member the span can mean documents a default.
    if (candidates.length === 0 || candidates.some((entry) => entry.value === undefined)) return;
    if (candidates.some((entry) => sameValue(stated, entry.value ?? ''))) return;
    const documented = [...new Set(candidates.map((entry) => `${entry.owner}.${entry.property}: ${entry.value}`))];
    problems.push({
      ...statement,
      message: `\`${span}\` default ${plainValue(stated)}; the SDK says ${documented.join(', ')}`,
    });
  };
  if (statement.table) {
    const { header, cells } = statement.table;
    const defaultColumn = column(header, /^default$/i);
    const span = /^`([\w.]+)`$/.exec(cells[0] ?? '')?.[1];
    const stated = cells[defaultColumn] ?? '';
    if (defaultColumn > 0 && span && /^`[^`]+`$|^-?\d+(?:\.\d+)?$/.test(stated)) judge(span, stated);
    return;
  }
  if (!/\bdefault/i.test(statement.text)) return;
  const spans = [...new Set([...statement.text.matchAll(/`([\w.]+)`/g)].map((match) => match[1] ?? ''))].filter(
    (span) => candidatesFor(span).some((entry) => entry.value !== undefined),
  );
  if (spans.length !== 1 || !spans[0]) return;
  for (const pattern of STATED_DEFAULT) {
    const stated = pattern.exec(statement.text)?.[1];
    if (stated && stated !== `\`${spans[0]}\``) {
      judge(spans[0], stated);
      return;
    }
  }
}

/** `[0.0, 0.2]`, `0 to 1` or `-1 to 1` as a pair of numbers. */
function rangeIn(text: string): [number, number] | undefined {
  const match =
    /\[\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\]/.exec(text) ??
    /(?<![\w.])(-?\d+(?:\.\d+)?) to (-?\d+(?:\.\d+)?)(?!\w|\.\d)/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * Ranges: a table's Range column must state the SDK's range; a range given in prose right after a
 * setting's name is advice and must lie inside it ("`anisotropy` 0.6 to 0.8" within -1 to 1).
 */
function checkRanges(
  statement: Statement,
  page: string,
  defaults: ReadonlyMap<string, DocumentedDefault[]>,
  problems: FactProblem[],
): void {
  const documented = (span: string) => {
    const candidates = defaultsMeant(span, statement, page, defaults);
    return candidates.length > 0 && candidates.every((entry) => entry.range) ? candidates : [];
  };
  const describe = (entries: DocumentedDefault[]) =>
    [...new Set(entries.map((entry) => `${entry.owner}.${entry.property}: ${entry.range?.join(' to ')}`))].join(', ');
  if (statement.table) {
    const { header, cells } = statement.table;
    const rangeColumn = column(header, /^range$/i);
    const span = /^`([\w.]+)`$/.exec(cells[0] ?? '')?.[1];
    const stated = rangeIn(cells[rangeColumn] ?? '');
    const entries = span ? documented(span) : [];
    if (rangeColumn > 0 && span && stated && entries.length > 0) {
      const same = entries.some(({ range }) => range?.[0] === stated[0] && range[1] === stated[1]);
      if (!same)
        problems.push({
          ...statement,
          message: `\`${span}\` range ${stated.join(' to ')}; the SDK says ${describe(entries)}`,
        });
    }
    return;
  }
  for (const match of statement.text.matchAll(
    /`([\w.]+)`([^`]{0,60}?)(-?\d+(?:\.\d+)?) to (-?\d+(?:\.\d+)?)(?!\w|\.\d)/g,
  )) {
    const [, span = '', between = '', low = '', high = ''] = match;
    // Another setting named between the span and the range owns the range.
    if (/`/.test(between)) continue;
    const entries = documented(span);
    if (entries.length === 0) continue;
    const inside = entries.some(({ range }) => range && Number(low) >= range[0] && Number(high) <= range[1]);
    if (!inside)
      problems.push({ ...statement, message: `\`${span}\` ${low} to ${high} lies outside ${describe(entries)}` });
  }
}

/** `` `ToneMapping.Neutral` `` in prose names a member the SDK enum has. */
function checkEnumReferences(
  statement: Statement,
  enums: ReadonlyMap<string, ReadonlyMap<string, string>>,
  problems: FactProblem[],
): void {
  for (const [, enumName = '', member = ''] of statement.text.matchAll(/`([A-Z]\w*)\.([A-Za-z]\w*)`/g)) {
    const members = enums.get(enumName);
    if (members && !members.has(member)) {
      problems.push({
        ...statement,
        message: `${enumName} has no member ${member} (it has ${[...members.keys()].join(', ')})`,
      });
    }
  }
}

/**
 * JSON objects: gem data with a `gemType`, metal items whose `icon` is a preset's colour, and
 * values of members typed with an SDK enum (`"directionMode": "circular"`), which must be one of
 * the enum's values.
 */
function checkJson(value: unknown, file: string, line: number, context: JsonContext, problems: FactProblem[]): void {
  if (Array.isArray(value)) {
    for (const item of value) checkJson(item, file, line, context, problems);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const object = value as Record<string, unknown>;
  const text = JSON.stringify(object).slice(0, 160);
  for (const [key, field] of Object.entries(object)) {
    const types = new Set((context.defaults.get(key) ?? []).map((entry) => entry.enumType));
    const [enumName] = types;
    const members = types.size === 1 && enumName ? context.enums.get(enumName) : undefined;
    const allowed = members ? [...members.values()] : [];
    if (typeof field === 'string' && allowed.length > 0 && !allowed.includes(field)) {
      problems.push({
        file,
        line,
        text,
        message: `"${key}": "${field}" is not a value of ${enumName} (${allowed.join(', ')})`,
      });
    }
  }
  const gem =
    typeof object.gemType === 'string'
      ? (GEM_OPTICS as Record<string, (typeof GEM_OPTICS)['diamond']>)[object.gemType]
      : undefined;
  if (gem) {
    for (const key of ['ior', 'dispersion'] as const) {
      if (typeof object[key] === 'number' && !sameNumber(object[key], gem[key])) {
        problems.push({
          file,
          line,
          text,
          message: `${String(object.gemType)}: ${key} ${object[key]}, the SDK says ${gem[key]}`,
        });
      }
    }
  }
  const metal =
    typeof object.preset === 'string'
      ? (METAL_PRESET_VALUES as Record<string, { color: string }>)[object.preset]
      : undefined;
  if (
    metal &&
    typeof object.icon === 'string' &&
    object.icon.startsWith('#') &&
    object.icon.toLowerCase() !== metal.color
  ) {
    problems.push({
      file,
      line,
      text,
      message: `preset ${String(object.preset)}: icon ${object.icon}, the preset's colour is ${metal.color}`,
    });
  }
  for (const child of Object.values(object)) checkJson(child, file, line, context, problems);
}

/**
 * The problems of one page.
 *
 * @param defaults - the SDK's members with their documented defaults and ranges, by name.
 * @param enums - the SDK's enums, for enum references and enum-typed JSON values.
 */
export function checkPage(
  markdown: string,
  file: string,
  defaults: ReadonlyMap<string, DocumentedDefault[]>,
  enums: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(),
): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const statement of readStatements(markdown, file)) {
    checkGems(statement, problems);
    checkMetals(statement, problems);
    checkDefaults(statement, markdown, defaults, problems);
    checkRanges(statement, markdown, defaults, problems);
    checkEnumReferences(statement, enums, problems);
  }
  for (const sample of extractSamples(markdown, file)) {
    if (sample.language !== 'json') continue;
    try {
      checkJson(JSON.parse(sample.code), file, sample.line, { defaults, enums }, problems);
    } catch {
      // Whether a JSON block parses is the code-block check's concern; unparsable blocks hold no facts.
    }
  }
  return problems;
}

/** Documented defaults grouped by property name. */
export function defaultsByProperty(defaults: readonly DocumentedDefault[]): Map<string, DocumentedDefault[]> {
  const byName = new Map<string, DocumentedDefault[]>();
  for (const entry of defaults) byName.set(entry.property, [...(byName.get(entry.property) ?? []), entry]);
  return byName;
}

/** The problems of every guide under `dir` (docs/api/ excluded: it is generated from sdk/). */
export function checkDocFacts(dir = join(REPO_ROOT, 'docs'), sdkDir = join(REPO_ROOT, 'sdk')): FactProblem[] {
  const defaults = defaultsByProperty(readDocumentedDefaults(sdkDir));
  const enums = readSdkEnums(sdkDir);
  return findMarkdownFiles(dir).flatMap((path) =>
    checkPage(readFileSync(path, 'utf8'), relative(REPO_ROOT, path), defaults, enums),
  );
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

/** One line per problem: `file:line: message` and the statement. */
export function formatFactProblems(problems: readonly FactProblem[]): string {
  return problems
    .map((problem) => `${problem.file}:${problem.line}: ${problem.message}\n    ${problem.text}`)
    .join('\n');
}
