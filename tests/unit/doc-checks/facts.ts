/**
 * Checks the numbers the guides repeat from the SDK against sdk/: gem optics (refractive index
 * and dispersion), metal preset colours (sRGB and linear), the defaults and ranges the SDK's doc
 * comments state (settings-facts.ts), the members of SDK enums that prose names, and enum-typed
 * values in JSON examples.
 *
 * A statement (statements.ts) is only judged when it names exactly one subject (one gem, one
 * metal, one documented setting), so that comparisons ("moissanite has more fire than diamond")
 * are not misread. MDX expressions (`{GEM_OPTICS.diamond.ior}`) are rendered from sdk/ at build
 * time and cannot disagree with it.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { METAL_PRESET_VALUES } from '../../../sdk/assets/presets';
import { GEM_OPTICS } from '../../../sdk/plugins/gem-optics';
import { hexToLinearRgb } from '../../../src/utils/srgb';
import { extractSamples, findMarkdownFiles, parseMarkdown, REPO_ROOT } from '../../../plugins/code-samples/markdown';
import {
  defaultsByProperty,
  readDocumentedDefaults,
  readSdkEnums,
  type DocumentedDefault,
  type FactProblem,
} from './sdk-model';
import { checkDefaults, checkEnumReferences, checkRanges } from './settings-facts';
import { column, readStatements, sameNumber, type Statement } from './statements';

/** What JSON values are checked against. */
interface JsonContext {
  defaults: ReadonlyMap<string, DocumentedDefault[]>;
  enums: ReadonlyMap<string, ReadonlyMap<string, string>>;
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
  const tree = parseMarkdown(markdown);
  for (const statement of readStatements(tree, file)) {
    checkGems(statement, problems);
    checkMetals(statement, problems);
    checkDefaults(statement, markdown, defaults, problems);
    checkRanges(statement, markdown, defaults, problems);
    checkEnumReferences(statement, enums, problems);
  }
  for (const sample of extractSamples(markdown, file, tree)) {
    if (sample.language !== 'json') continue;
    try {
      checkJson(JSON.parse(sample.code), file, sample.line, { defaults, enums }, problems);
    } catch {
      // Whether a JSON block parses is the code-block check's concern; unparsable blocks hold no facts.
    }
  }
  return problems;
}

/** The problems of every guide under `dir` (docs/api/ excluded: it is generated from sdk/). */
export function checkDocFacts(dir = join(REPO_ROOT, 'docs'), sdkDir = join(REPO_ROOT, 'sdk')): FactProblem[] {
  const defaults = defaultsByProperty(readDocumentedDefaults(sdkDir));
  const enums = readSdkEnums(sdkDir);
  return findMarkdownFiles(dir).flatMap((path) =>
    checkPage(readFileSync(path, 'utf8'), relative(REPO_ROOT, path), defaults, enums),
  );
}

/** One line per problem: `file:line: message` and the statement. */
export function formatFactProblems(problems: readonly FactProblem[]): string {
  return problems
    .map((problem) => `${problem.file}:${problem.line}: ${problem.message}\n    ${problem.text}`)
    .join('\n');
}
