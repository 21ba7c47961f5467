import type { Token as PrismToken, TokenStream } from 'prismjs';

/** One run of text with the token types it is nested in, outermost first ("plain" outside any). */
export interface LineToken {
  types: string[];
  content: string;
  /** Set on the single token of an empty line, whose content becomes "\n" so the line keeps its height. */
  empty?: boolean;
}

/** A nested token repeats its parent's type only once (Prism nests e.g. `string` in `string`). */
function withType(types: string[], added: string | string[] | undefined): string[] {
  if (added === undefined || added === types.at(-1)) return types;
  return types.concat(added);
}

function markEmptyLine(line: LineToken[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, { content: '\n', empty: true });
}

/**
 * Prism's nested token tree flattened into lines of tokens, the shape CodeBlock renders: a token
 * that spans line breaks is cut at each one, and nested tokens carry every enclosing type so the
 * theme can style them by any of their classes.
 */
export function normalizeTokens(stream: TokenStream): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const appendText = (text: string, types: string[]) => {
    text.split(/\r\n|\r|\n/).forEach((piece, index) => {
      if (index > 0) {
        markEmptyLine(lines.at(-1)!);
        lines.push([]);
      }
      lines.at(-1)!.push({ types, content: piece });
    });
  };
  const walk = (part: TokenStream, types: string[]) => {
    if (typeof part === 'string') appendText(part, types.length === 0 ? ['plain'] : types);
    else if (Array.isArray(part)) part.forEach((child) => walk(child, types));
    else {
      const token = part as PrismToken;
      walk(token.content, withType(withType(types, token.type), token.alias));
    }
  };
  walk(stream, []);
  markEmptyLine(lines.at(-1)!);
  return lines;
}
