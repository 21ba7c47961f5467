import type { TokenRun } from './normalizeTokens';

/**
 * A compact text form of a code block's token runs, written when the site is built and read by
 * CodeBlock in the browser, so that pages highlight without downloading Prism. The code itself is
 * not repeated: the form holds each run's length and types only.
 *
 *   "keyword;class-name|5.0 1 9.1 1"  =  types table | runs
 *
 * The table lists each distinct list of types (space-separated) once; a run is its length in
 * base 36, then `.` and its table index in base 36, or no index when it is plain text.
 */
export function encodeRuns(runs: readonly TokenRun[]): string {
  const table: string[] = [];
  const encoded = runs.map(({ types, content }) => {
    const length = content.length.toString(36);
    if (types.length === 1 && types[0] === 'plain') return length;
    const key = types.join(' ');
    let index = table.indexOf(key);
    if (index === -1) index = table.push(key) - 1;
    return `${length}.${index.toString(36)}`;
  });
  return `${table.join(';')}|${encoded.join(' ')}`;
}

/** The runs of `code` described by `encoded`, or undefined when the two do not fit together. */
export function decodeRuns(code: string, encoded: string): TokenRun[] | undefined {
  const separator = encoded.indexOf('|');
  if (separator === -1) return undefined;
  const table = encoded.slice(0, separator).split(';');
  const body = encoded.slice(separator + 1);
  const runs: TokenRun[] = [];
  let offset = 0;
  for (const entry of body === '' ? [] : body.split(' ')) {
    const [lengthText = '', indexText] = entry.split('.');
    const length = Number.parseInt(lengthText, 36);
    const types = indexText === undefined ? ['plain'] : table[Number.parseInt(indexText, 36)]?.split(' ');
    if (!Number.isInteger(length) || length < 0 || !types) return undefined;
    runs.push({ types, content: code.slice(offset, offset + length) });
    offset += length;
  }
  return offset === code.length ? runs : undefined;
}

/** The code element attribute (and so the CodeBlock prop) that carries a block's encoded runs. */
export const CODE_TOKENS_PROP = 'data-tokens';

/** The code a block's runs describe: its text without the final line break, as CodeBlock highlights it. */
export function codeOfBlock(text: string): string {
  return text.replace(/\n$/, '');
}
