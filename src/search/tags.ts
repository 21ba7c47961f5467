import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';

import { DEFAULT_SEARCH_TAG } from './defaultTag';

/** The search tags of the current page: the default tag, and each docs plugin's version tag. */
export function useSearchTags(): string[] {
  return [DEFAULT_SEARCH_TAG, ...useDocsContextualSearchTags()];
}
