import type { Token as PrismToken, TokenStream } from 'prismjs';

/** One run of text with the token types it is nested in, outermost first ("plain" outside any). */
export interface TokenRun {
  types: string[];
  content: string;
  /** Set on runs inside a linked name of a sample: the index of the name in the block's references. */
  reference?: number;
}

/** A run within one line, as CodeBlock renders it. */
export interface LineToken extends TokenRun {
  /** Set on the single token of an empty line, whose content becomes "\n" so the line keeps its height. */
  empty?: boolean;
}

/** A nested token repeats its parent's type only once (Prism nests e.g. `string` in `string`). */
function withType(types: string[], added: string | string[] | undefined): string[] {
  if (added === undefined || added === types.at(-1)) return types;
  return types.concat(added);
}

/**
 * Prism's nested token tree flattened into runs of text, in order, each carrying every enclosing
 * type so the theme can style it by any of its classes. Runs may contain line breaks.
 */
export function tokenRuns(stream: TokenStream): TokenRun[] {
  const runs: TokenRun[] = [];
  const walk = (part: TokenStream, types: string[]) => {
    if (typeof part === 'string') runs.push({ types: types.length === 0 ? ['plain'] : types, content: part });
    else if (Array.isArray(part)) part.forEach((child) => walk(child, types));
    else {
      const token = part as PrismToken;
      walk(token.content, withType(withType(types, token.type), token.alias));
    }
  };
  walk(stream, []);
  return runs;
}

function markEmptyLine(line: LineToken[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, { content: '\n', empty: true });
}

/** Runs cut into lines at each line break: the shape CodeBlock renders. */
export function linesOfRuns(runs: readonly TokenRun[]): LineToken[][] {
  const lines: LineToken[][] = [[]];
  for (const run of runs) {
    run.content.split(/\r\n|\r|\n/).forEach((piece, index) => {
      if (index > 0) {
        markEmptyLine(lines.at(-1)!);
        lines.push([]);
      }
      lines.at(-1)!.push({ ...run, content: piece });
    });
  }
  markEmptyLine(lines.at(-1)!);
  return lines;
}

/** Prism's token tree as lines of tokens (a plain string is one plain run). */
export function normalizeTokens(stream: TokenStream): LineToken[][] {
  return linesOfRuns(tokenRuns(stream));
}
