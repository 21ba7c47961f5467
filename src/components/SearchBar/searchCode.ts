import { createSearchController } from './controller';
import { ResultsPanel } from './ResultsPanel';
import { SearchTips } from './SearchTips';

/**
 * Everything the search box loads on first intent, as one chunk: autocomplete-core, the query
 * language, ranking, the results panel and the syntax tips, with their styles. lunr itself follows
 * with the first index.
 */
export const searchCode = {
  createSearchController,
  ResultsPanel,
  SearchTips,
};

export type SearchCode = typeof searchCode;
