import type { CodeReferences } from './codeReferences';
import type { LineToken } from './normalizeTokens';

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text escaped as React escapes it, so a line built here reads the same as one React renders. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPED[character] ?? character);
}

/** The linked names of a block, and the prefix that makes their tooltips' ids unique on the page. */
export interface LineLinks {
  references: CodeReferences;
  idPrefix: string;
}

/** One token as HTML: typed runs a span with Prism's classes (`token keyword`), plain runs bare text. */
function tokenMarkup({ types, content }: LineToken): string {
  return types.length === 1 && types[0] === 'plain'
    ? escapeHtml(content)
    : `<span class="${escapeHtml(['token', ...types.filter(Boolean)].join(' '))}">${escapeHtml(content)}</span>`;
}

/**
 * A linked name: a link to its page, and before it the tooltip that describes it (signature and
 * first sentence). The tooltip is shown by CSS on hover and focus, so it needs no script; inside
 * the name's wrapper, it keeps the wrapper hovered while the pointer is on it.
 */
function linkedNameMarkup(tokens: readonly LineToken[], spanIndex: number, links: LineLinks): string {
  const span = links.references.spans[spanIndex];
  const target = span && links.references.targets[span[2]];
  const inner = tokens.map(tokenMarkup).join('');
  if (!target) return inner;
  const id = `${links.idPrefix}${spanIndex}`;
  const summary = target.summary ? `<span class="code-ref__summary">${escapeHtml(target.summary)}</span>` : '';
  return (
    `<span class="code-ref"><span class="code-ref__tip" role="tooltip" id="${escapeHtml(id)}">` +
    `<span class="code-ref__signature">${escapeHtml(target.signature)}</span>${summary}</span>` +
    `<a href="${escapeHtml(target.href)}" aria-describedby="${escapeHtml(id)}">${inner}</a></span>`
  );
}

/**
 * One line of highlighted code as HTML, with its linked names as links. The line then hydrates as
 * one element whose inner HTML React leaves alone, instead of one component and one span per token:
 * a page of code has thousands of tokens, and hydrating them was most of its main-thread time.
 */
export function lineMarkup(line: readonly LineToken[], links?: LineLinks): string {
  let html = '';
  for (let index = 0; index < line.length;) {
    const reference = line[index]!.reference;
    if (reference === undefined || !links) {
      html += tokenMarkup(line[index]!);
      index += 1;
      continue;
    }
    let end = index;
    while (end < line.length && line[end]!.reference === reference) end += 1;
    html += linkedNameMarkup(line.slice(index, end), reference, links);
    index = end;
  }
  return html;
}
