/**
 * The class a highlighted token carries for each Prism token type that some code theme styles
 * (`t-k` for `keyword`), in place of Prism's `token keyword`; a token with one of them is an element
 * of that name (`tokenElement`). A code block has an element per coloured word, and the long form
 * was about a fifth of a block's HTML. src/css/prism-theme.css, generated
 * from config/prism.ts, styles these classes; `tests/unit/prism-theme.test.ts` checks that every
 * token of every code block on the site keeps the colour the theme gives it.
 */
export const TOKEN_CLASSES: Readonly<Record<string, string>> = {
  tag: 't-tg',
  doctype: 't-dt',
  prolog: 't-pl',
  cdata: 't-cd',
  selector: 't-sl',
  atrule: 't-ar',
  'attr-value': 't-av',
  comment: 't-c',
  regex: 't-re',
  inserted: 't-in',
  deleted: 't-de',
  changed: 't-ch',
  'function-variable': 't-fv',
  entity: 't-en',
  url: 't-u',
  string: 't-s',
  char: 't-cr',
  'attr-name': 't-an',
  keyword: 't-k',
  builtin: 't-bi',
  function: 't-f',
  variable: 't-v',
  constant: 't-co',
  property: 't-pr',
  symbol: 't-sy',
  boolean: 't-b',
  number: 't-n',
  operator: 't-op',
  punctuation: 't-pu',
};

/** The classes of a token with these types: one per styled type, in the token's order. */
export function tokenClassName(types: readonly string[]): string {
  return tokenClasses(types).join(' ');
}

function tokenClasses(types: readonly string[]): string[] {
  const classes = types.map((type) => TOKEN_CLASSES[type]).filter((name): name is string => Boolean(name));
  return [...new Set(classes)];
}

/** How a styled token is written: an element name, with classes when it is a span. */
export interface TokenElement {
  tag: string;
  className?: string;
}

/**
 * The element of a token with these types, or undefined for plain text. A token with one styled
 * type is an element named by its class, `<t-k>const</t-k>`: 11 bytes of markup, where
 * `<span class=t-k>` and its end tag took 23, on every coloured word of every code block. `t-k` is
 * a valid name for an autonomous custom element (lower case, with a hyphen); none is ever defined,
 * so the browser draws it inline like a span, with no meaning of its own. A token with several
 * (`tag attr-value punctuation` in HTML samples) is a span with their classes, since an element has
 * one name. src/css/prism-theme.css styles both forms alike.
 */
export function tokenElement(types: readonly string[]): TokenElement | undefined {
  const classes = tokenClasses(types);
  const [first, ...others] = classes;
  if (first === undefined) return undefined;
  return others.length === 0 ? { tag: first } : { tag: 'span', className: classes.join(' ') };
}
