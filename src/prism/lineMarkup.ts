import type { LineToken } from './normalizeTokens';

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text escaped as React escapes it, so a line built here reads the same as one React renders. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPED[character] ?? character);
}

/**
 * One line of highlighted code as HTML: each typed run a span with Prism's classes (`token keyword`),
 * plain runs as bare text. The line then hydrates as one element whose inner HTML React leaves alone,
 * instead of one component and one span per token: a page of code has thousands of tokens, and
 * hydrating them was most of its main-thread time.
 */
export function lineMarkup(line: readonly LineToken[]): string {
  return line
    .map(({ types, content }) =>
      types.length === 1 && types[0] === 'plain'
        ? escapeHtml(content)
        : `<span class="${escapeHtml(['token', ...types.filter(Boolean)].join(' '))}">${escapeHtml(content)}</span>`,
    )
    .join('');
}
