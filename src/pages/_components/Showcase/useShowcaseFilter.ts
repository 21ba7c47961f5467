import { useCallback, useMemo } from 'react';
import { useClearQueryString, useQueryString, useQueryStringList } from '@docusaurus/theme-common';

import { isTagId, type ShowcaseFilter, type TagId } from '../../../data/showcase';

/** Query-string keys: /showcase?tags=jewellery&tags=watches&q=ring */
export const TAGS_PARAM = 'tags';
export const QUERY_PARAM = 'q';

export interface ShowcaseFilterState {
  filter: ShowcaseFilter;
  /** Values of `tags` in the URL that are not known tags; the page says it ignored them. */
  unknownTags: string[];
  toggleTag: (tag: TagId) => void;
  setQuery: (query: string) => void;
  clear: () => void;
}

/**
 * The showcase filter, kept in the URL query string so that a filtered view can be shared and
 * survives a reload. The theme's query-string hooks read an empty query during hydration, so the
 * server-rendered list (all projects) hydrates without a mismatch and then narrows.
 */
export function useShowcaseFilter(): ShowcaseFilterState {
  const [tagValues, setTagValues] = useQueryStringList(TAGS_PARAM);
  const [query, setQueryValue] = useQueryString(QUERY_PARAM);
  const clearQueryString = useClearQueryString();

  const tags = useMemo(() => tagValues.filter(isTagId), [tagValues]);
  const unknownTags = useMemo(() => tagValues.filter((value) => !isTagId(value)), [tagValues]);

  const toggleTag = useCallback(
    (tag: TagId) =>
      setTagValues((current) =>
        current.includes(tag) ? current.filter((value) => value !== tag) : [...current.filter(isTagId), tag],
      ),
    [setTagValues],
  );
  const setQuery = useCallback((value: string) => setQueryValue(value), [setQueryValue]);

  return { filter: { tags, query }, unknownTags, toggleTag, setQuery, clear: clearQueryString };
}
