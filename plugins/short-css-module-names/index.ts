import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { cssModuleClassName } from './className';

/** The part of css-loader's loader context that naming a class needs. */
interface CssLoaderContext {
  rootContext: string;
  resourcePath: string;
}

type RuleSetUse = { loader?: string; options?: { modules?: Record<string, unknown> } };
type RuleSetRule = { use?: unknown; oneOf?: RuleSetRule[]; rules?: RuleSetRule[] };

function cssModuleLoadersIn(rules: readonly unknown[]): RuleSetUse[] {
  return rules.flatMap((rule) => {
    if (!rule || typeof rule !== 'object') return [];
    const { use, oneOf = [], rules: nested = [] } = rule as RuleSetRule;
    const uses = (Array.isArray(use) ? use : []) as RuleSetUse[];
    const own = uses.filter((entry) => entry?.loader?.includes('css-loader') && entry.options?.modules);
    return [...own, ...cssModuleLoadersIn(oneOf), ...cssModuleLoadersIn(nested)];
  });
}

/**
 * Names CSS module classes with five characters in production builds (`_x3Fq9` instead of
 * `anchorTargetHideOnScrollNavbar_vjPI`). Docusaurus keeps the readable local name in every class
 * so that a reader of the DOM can tell where a class comes from; on this site the theme's module
 * classes repeat on every sidebar row, heading and code block, about 3 kB of every API page's
 * HTML. `npm start` keeps the readable names. Styles and tests select theme parts by their global
 * classes (`theme-code-block`, `menu__link`), which keep their names.
 *
 * The server and client bundles are compiled separately and must agree, so a name is a hash of the
 * stylesheet's path and the local name, never a counter. Two classes given the same name fail the
 * build instead of sharing styles.
 */
export default function shortCssModuleNamesPlugin(): Plugin {
  return {
    name: 'vitrine-short-css-module-names',
    configureWebpack(config) {
      if (process.env.NODE_ENV !== 'production') return {};
      const owners = new Map<string, string>();
      for (const loader of cssModuleLoadersIn(config.module?.rules ?? [])) {
        loader.options!.modules = {
          ...loader.options!.modules,
          getLocalIdent(context: CssLoaderContext, _template: string, localName: string) {
            const stylesheet = path.relative(context.rootContext, context.resourcePath).split(path.sep).join('/');
            const owner = `${stylesheet} .${localName}`;
            const name = cssModuleClassName(stylesheet, localName);
            const previous = owners.get(name);
            if (previous !== undefined && previous !== owner) {
              throw new Error(`CSS module classes ${previous} and ${owner} were both named "${name}"`);
            }
            owners.set(name, owner);
            return name;
          },
        };
      }
      return {};
    },
  };
}
