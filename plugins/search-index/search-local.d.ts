// @cmfcmf/docusaurus-search-local ships no types for its server entry; these cover what plugins/search-index/searchLocal.ts uses.
declare module '@cmfcmf/docusaurus-search-local' {
  import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

  export default function searchLocal(context: LoadContext, options: unknown): Plugin;
  export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U;
}
