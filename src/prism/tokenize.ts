import type { Grammar, TokenStream } from 'prismjs';

/** The parts of a Prism instance highlighting uses (the site's, or prismjs's in Node). */
export interface PrismLike {
  languages: Record<string, Grammar | unknown>;
  tokenize(code: string, grammar: Grammar): TokenStream;
  hooks: { run(name: string, env: Record<string, unknown>): void };
}

/** The grammar Prism has for a language, if any. */
export function grammarOf(prism: PrismLike | undefined, language: string): Grammar | undefined {
  const grammar = prism?.languages[language];
  return grammar && typeof grammar === 'object' ? (grammar as Grammar) : undefined;
}

/** Prism's tokenizer with its tokenize hooks, through which grammars refine the result (JSX marks its text). */
export function tokenize(prism: PrismLike, code: string, grammar: Grammar, language: string): TokenStream {
  const env: { code: string; grammar: Grammar; language: string; tokens?: TokenStream } = { code, grammar, language };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return env.tokens;
}
