import type { BaseSyntheticEvent, KeyboardEvent as ReactKeyboardEvent, MouseEvent as ReactMouseEvent } from 'react';
import { createAutocomplete, type AutocompleteApi, type AutocompleteState } from '@algolia/autocomplete-core';

import { forgetFailedIndexes, loadIndexes } from '../../search/indexLoader';
import { searchWithHint } from '../../search/search';
import type { SearchResult, SearchSettings } from '../../search/types';
import { STALL_THRESHOLD_MS } from './timing';

/** User Timing name for one query's work (parse, lunr, ranking), read by scripts/bench-search.mjs. */
export const QUERY_MEASURE = 'vitrine-search:query';

export type SearchApi = AutocompleteApi<SearchResult, BaseSyntheticEvent, ReactMouseEvent, ReactKeyboardEvent>;
export type SearchState = AutocompleteState<SearchResult>;

export interface SearchControllerOptions {
  /** What the user typed before the search code arrived. */
  initialQuery: string;
  baseUrl: string;
  placeholder: string;
  /** The current page's search tags: results come only from their indexes. */
  getTags: () => readonly string[];
  settings: SearchSettings;
  /** Opens a result in this tab (client-side navigation). */
  navigate: (result: SearchResult, url: string) => void;
}

export interface SearchController {
  api: SearchApi;
  subscribe: (listener: () => void) => () => void;
  getState: () => SearchState;
  /** Opens the panel and searches for the current query. */
  open: () => void;
  /** Closes the panel the way Escape does, dropping answers still on their way. */
  close: () => void;
  /** Starts loading the current tags' indexes, so the first query does not wait for them. */
  prefetch: () => void;
  /** The input the box renders. */
  input: () => HTMLInputElement | null;
}

/** lunr's message for the last query, when it did not parse (kept in autocomplete's context). */
export function hintOf(state: SearchState): string | undefined {
  const hint = (state.context as { hint?: unknown }).hint;
  return typeof hint === 'string' ? hint : undefined;
}

export function resultUrl(result: SearchResult): string {
  return result.document.sectionRoute;
}

/**
 * The search box's state machine: @algolia/autocomplete-core (keyboard navigation, Escape/Tab/outside
 * click, stall status after 300 ms, Enter/Ctrl+Enter/Shift+Enter navigation) over our lunr search.
 * Rendering is left to React (src/components/SearchBar), so the input element is ours from the
 * first paint and survives the arrival of this code.
 */
export function createSearchController(options: SearchControllerOptions): SearchController {
  const listeners = new Set<() => void>();
  let inputElement: HTMLInputElement | null = null;
  // The store hands its state only to onStateChange; React reads the latest copy through getState.
  let currentState: SearchState = {
    activeItemId: null,
    query: options.initialQuery,
    completion: null,
    collections: [],
    isOpen: false,
    status: 'idle',
    context: {},
  };

  const prefetch = () => void loadIndexes(options.baseUrl, options.getTags());

  const api: SearchApi = createAutocomplete<SearchResult, BaseSyntheticEvent, ReactMouseEvent, ReactKeyboardEvent>({
    placeholder: options.placeholder,
    openOnFocus: false,
    // The panel shows results, the no-results message or, for an empty query, the syntax hint.
    shouldPanelOpen: () => true,
    defaultActiveItemId: 0,
    stallThreshold: STALL_THRESHOLD_MS,
    insights: false,
    initialState: { query: options.initialQuery },
    onStateChange({ state, prevState }) {
      currentState = state;
      if (state.isOpen && !prevState.isOpen) {
        forgetFailedIndexes();
        prefetch();
      }
      listeners.forEach((listener) => listener());
    },
    navigator: {
      navigate({ item, itemUrl }) {
        options.navigate(item, itemUrl);
      },
    },
    getSources({ setContext }) {
      return [
        {
          sourceId: 'docs',
          getItemUrl: ({ item }) => resultUrl(item),
          async getItems({ query }) {
            if (query.trim().length === 0) {
              setContext({ hint: undefined });
              return [];
            }
            const indexes = await loadIndexes(options.baseUrl, options.getTags());
            const start = performance.now();
            const { results, hint } = searchWithHint(indexes, query, options.settings);
            performance.measure(QUERY_MEASURE, { start, detail: query });
            setContext({ hint });
            return results;
          },
        },
      ];
    },
  });

  // Remember the input the box renders, for close() below.
  const getInputProps = api.getInputProps;
  api.getInputProps = (props) => {
    inputElement = props.inputElement;
    return getInputProps(props);
  };

  return {
    api,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => currentState,
    open() {
      api.setIsOpen(true);
      void api.refresh();
    },
    close() {
      if (!currentState.isOpen) return;
      // Escape is the one path that also cancels pending requests, which could reopen the panel.
      const escape = {
        key: 'Escape',
        preventDefault() {},
        nativeEvent: { isComposing: false },
      } as unknown as ReactKeyboardEvent;
      api.getInputProps({ inputElement }).onKeyDown(escape);
    },
    prefetch,
    input: () => inputElement,
  };
}
