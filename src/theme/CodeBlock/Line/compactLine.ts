import type { Token } from 'prism-react-renderer';

/**
 * The token types that colour or style a token apart from plain text in the light or the dark code
 * theme (src/css/prism-theme.css). Punctuation and operators are drawn in the plain colour in both,
 * so they are not here. `tests/unit/prism-theme.test.ts` derives this list from config/prism.ts and
 * fails when a theme change makes it stale.
 */
export const STYLED_TOKEN_TYPES: ReadonlySet<string> = new Set([
  'atrule',
  'attr-name',
  'attr-value',
  'boolean',
  'builtin',
  'cdata',
  'changed',
  'char',
  'comment',
  'constant',
  'deleted',
  'doctype',
  'entity',
  'function',
  'function-variable',
  'inserted',
  'keyword',
  'number',
  'prolog',
  'property',
  'regex',
  'selector',
  'string',
  'symbol',
  'tag',
  'url',
  'variable',
]);

/** Whether a token looks like plain text in both colour modes. */
export function looksPlain(token: Token): boolean {
  return !token.types.some((type) => STYLED_TOKEN_TYPES.has(type));
}

/**
 * A line's tokens with every run of plain-looking tokens joined into one plain token, and empty
 * plain tokens dropped. Each token is a `<span class="token …">`, one per bracket or space; joined,
 * a signature's markup shrinks by more than half and looks the same. Empty lines keep their one
 * token, which holds the line's height.
 */
export function compactLine(line: Token[]): Token[] {
  if (line.length <= 1) return line;
  const compacted: Token[] = [];
  for (const token of line) {
    if (!looksPlain(token) || token.empty) {
      compacted.push(token);
      continue;
    }
    if (token.content === '') continue;
    const previous = compacted.at(-1);
    if (previous && !previous.empty && previous.types.length === 1 && previous.types[0] === 'plain') {
      compacted[compacted.length - 1] = { types: ['plain'], content: previous.content + token.content };
    } else {
      compacted.push({ types: ['plain'], content: token.content });
    }
  }
  return compacted.length > 0 ? compacted : line;
}
