/**
 * Settings the guides describe against the SDK's doc comments: a default stated next to the word
 * "default", a range stated in a Range column or right after a setting's name, and the members
 * of SDK enums that prose names (`ToneMapping.Neutral`).
 */
import { plainValue, type DocumentedDefault, type FactProblem } from './sdk-model';
import { column, sameNumber, type Statement } from './statements';

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

export function checkDefaults(
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
export function checkRanges(
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
export function checkEnumReferences(
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
