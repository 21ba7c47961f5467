import type { TokenRun } from './normalizeTokens';

/**
 * What a name in a code sample stands for, found by the TypeScript compile of the samples when the
 * site is built (plugins/code-links): the page that documents it, its signature as the compiler
 * shows it, and the first sentence of its doc comment.
 */
export interface CodeTarget {
  href: string;
  signature: string;
  summary: string;
}

/** The linked names of one block: distinct targets, and each name's place in the code and target. */
export interface CodeReferences {
  targets: CodeTarget[];
  /** `[start, length, target index]`, in code order, never overlapping. */
  spans: [number, number, number][];
}

/** The code element attribute (and so the CodeBlock prop) that carries a block's encoded references. */
export const CODE_REFERENCES_PROP = 'data-references';

/**
 * A compact text form for the page: the targets as JSON, then a line of `start.length.target`
 * triples in base 36, as the token runs are written (encodedRuns.ts).
 */
export function encodeReferences({ targets, spans }: CodeReferences): string {
  const triples = spans.map((span) => span.map((value) => value.toString(36)).join('.'));
  return `${JSON.stringify(targets.map(({ href, signature, summary }) => [href, signature, summary]))}\n${triples.join(' ')}`;
}

/** The references `encoded` describes, or undefined when it is not in the form encodeReferences writes. */
export function decodeReferences(encoded: string): CodeReferences | undefined {
  const newline = encoded.lastIndexOf('\n');
  if (newline === -1) return undefined;
  let table: unknown;
  try {
    table = JSON.parse(encoded.slice(0, newline));
  } catch {
    return undefined;
  }
  if (!Array.isArray(table)) return undefined;
  const targets: CodeTarget[] = [];
  for (const entry of table) {
    if (!Array.isArray(entry) || entry.length !== 3 || !entry.every((part) => typeof part === 'string'))
      return undefined;
    const [href, signature, summary] = entry as [string, string, string];
    targets.push({ href, signature, summary });
  }
  const body = encoded.slice(newline + 1);
  const spans: [number, number, number][] = [];
  for (const triple of body === '' ? [] : body.split(' ')) {
    const values = triple.split('.').map((part) => Number.parseInt(part, 36));
    const [start, length, target] = values;
    if (values.length !== 3 || start === undefined || length === undefined || target === undefined) return undefined;
    if (!values.every(Number.isInteger) || !targets[target] || length <= 0) return undefined;
    spans.push([start, length, target]);
  }
  return { targets, spans };
}

/**
 * The runs cut at the edges of the linked names, each piece inside a name marked with that name's
 * span index, so a line can wrap the name's runs in one link.
 */
export function splitAtReferences(runs: readonly TokenRun[], spans: CodeReferences['spans']): TokenRun[] {
  if (spans.length === 0) return [...runs];
  const cuts = new Set<number>();
  for (const [start, length] of spans) cuts.add(start).add(start + length);
  const pieces: TokenRun[] = [];
  let offset = 0;
  let spanIndex = 0;
  for (const run of runs) {
    const end = offset + run.content.length;
    let pieceStart = offset;
    const edges = [...cuts].filter((cut) => cut > offset && cut < end).sort((a, b) => a - b);
    for (const edge of [...edges, end]) {
      while (spans[spanIndex] && spans[spanIndex]![0] + spans[spanIndex]![1] <= pieceStart) spanIndex += 1;
      const span = spans[spanIndex];
      const inside = span !== undefined && span[0] <= pieceStart && pieceStart < span[0] + span[1];
      const content = run.content.slice(pieceStart - offset, edge - offset);
      pieces.push(inside ? { ...run, content, reference: spanIndex } : { ...run, content });
      pieceStart = edge;
    }
    offset = end;
  }
  return pieces;
}
