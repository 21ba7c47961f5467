import { createSearchController } from './controller';
import { ResultsPanel } from './ResultsPanel';
import { SearchTips } from './SearchTips';
import layerStyles from './SearchLayer.module.css';

/**
 * Everything the search box loads on first intent, as one chunk: autocomplete-core, the query
 * language, ranking, the results panel, the syntax tips and the layer's styles. lunr itself follows
 * with the first index.
 */
export const searchCode = {
  createSearchController,
  ResultsPanel,
  SearchTips,
  layerStyles,
};

export type SearchCode = typeof searchCode;
