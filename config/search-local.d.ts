// @cmfcmf/docusaurus-search-local ships no types for its server entry; these cover what config/search.ts uses.
declare module '@cmfcmf/docusaurus-search-local' {
  import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

  export default function searchLocal(context: LoadContext, options: unknown): Plugin;
  export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U;
}

// The plugin's own HTML-to-sections parser, reused for the pages whose sections stay as it makes them.
declare module '@cmfcmf/docusaurus-search-local/lib/server/parse' {
  export interface ParsedSection {
    title: string;
    hash: string;
    content: string;
    tags: string[];
  }
  export function html2text(
    html: string,
    type: 'docs' | 'blog' | 'page',
    url?: string,
  ): { pageTitle: string; sections: ParsedSection[]; docSidebarParentCategories?: string[] };
}
