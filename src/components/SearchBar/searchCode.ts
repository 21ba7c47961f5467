import { createSearchController } from './controller';
import { ResultsPanel } from './ResultsPanel';

/**
 * Everything the search box loads on first intent, as one chunk: autocomplete-core, the query
 * language, ranking and the results panel. lunr itself follows with the first index.
 */
export const searchCode = {
  createSearchController,
  ResultsPanel,
};

export type SearchCode = typeof searchCode;
