import type { MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';

import { lastBuildIndexNote } from '../../search/indexLoader';
import type { SearchResult } from '../../search/types';
import { resultUrl, type SearchController, type SearchState } from './controller';
import styles from './styles.module.css';

interface Props {
  controller: SearchController;
  state: SearchState;
  noResultsText: string;
  /** Opens a result in this tab. */
  onOpen: (result: SearchResult, url: string) => void;
}

/** A click with a modifier or another button keeps the browser's own behaviour (new tab, new window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The results of a non-empty query: a listbox of links, or "No results found.". */
export function ResultsPanel({ controller, state, noResultsText, onOpen }: Props): ReactNode {
  const collection = state.collections[0];
  const items = collection?.items ?? [];
  const searched = collection !== undefined && state.status !== 'loading' && state.status !== 'stalled';
  // Under `docusaurus start` only: which build the index comes from.
  const indexNote = searched ? lastBuildIndexNote() : undefined;

  return (
    <div className={styles.results}>
      {state.status === 'stalled' && (
        <p className={styles.stalled} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Searching…
        </p>
      )}
      {collection && items.length > 0 && (
        <ul className={styles.resultList} {...controller.api.getListProps({ source: collection.source })}>
          {items.map((item) => {
            const url = resultUrl(item);
            const { onClick, ...itemProps } = controller.api.getItemProps({ item, source: collection.source });
            const { pageTitle, sectionTitle } = item.document;
            return (
              <li key={item.document.id} className={styles.resultRow} role="presentation">
                <a
                  {...itemProps}
                  href={url}
                  tabIndex={-1}
                  className={clsx(styles.result, itemProps['aria-selected'] && styles.resultActive)}
                  onClick={(event) => {
                    onClick(event);
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpen(item, url);
                  }}
                >
                  <span className={styles.resultTitle}>{sectionTitle || pageTitle}</span>
                  {sectionTitle && sectionTitle !== pageTitle && <span className={styles.resultPage}>{pageTitle}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {searched && items.length === 0 && <p className={styles.noResults}>{noResultsText}</p>}
      {indexNote && (
        <p className={styles.indexNote} data-testid="search-index-note">
          {indexNote}
        </p>
      )}
    </div>
  );
}
