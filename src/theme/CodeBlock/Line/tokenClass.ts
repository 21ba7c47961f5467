/**
 * The class a highlighted token carries for each Prism token type that some code theme styles
 * (`t-k` for `keyword`), in place of Prism's `token keyword`. A code block has a span per coloured
 * word, and the long form was about a fifth of a block's HTML. src/css/prism-theme.css, generated
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
  const classes = types.map((type) => TOKEN_CLASSES[type]).filter((name): name is string => Boolean(name));
  return [...new Set(classes)].join(' ');
}
