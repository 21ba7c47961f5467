import type { MouseEvent, ReactNode } from 'react';
import clsx from 'clsx';

import { lastBuildIndexNote } from '../../search/indexLoader';
import { sectionKind } from '../../search/ranking';
import type { SearchResult } from '../../search/types';
import { hintOf, resultUrl, type SearchController, type SearchState } from './controller';
import { hasAnswered } from './StatusMessage';
import styles from './ResultsPanel.module.css';

interface Props {
  controller: SearchController;
  state: SearchState;
  /** Opens a result in this tab. */
  onOpen: (result: SearchResult, url: string) => void;
}

/** A click with a modifier or another button keeps the browser's own behaviour (new tab, new window). */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** "class" → "Class", "blog post" → "Blog post". */
export function kindLabel(kind: string): string {
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** Where the result sits: its sidebar categories, then its page when the result is a section of it. */
export function breadcrumbOf(result: SearchResult): string {
  const { breadcrumb, pageTitle, sectionTitle } = result.document;
  const trail = breadcrumb ? breadcrumb.split(' › ') : [];
  if (sectionTitle && sectionTitle !== pageTitle) trail.push(pageTitle);
  return trail.join(' › ');
}

/** The results of a non-empty query as a listbox of links, with lunr's hint when it did not parse. */
export function ResultsPanel({ controller, state, onOpen }: Props): ReactNode {
  const collection = state.collections[0];
  const items = collection?.items ?? [];
  const searched = hasAnswered(state);
  const hint = searched ? hintOf(state) : undefined;
  // Under `docusaurus start` only: which build the index comes from.
  const indexNote = searched ? lastBuildIndexNote() : undefined;

  return (
    <div>
      {hint && (
        <p className={styles.hint} data-testid="search-hint">
          {hint}
        </p>
      )}
      {collection && items.length > 0 && (
        <ul className={styles.resultList} {...controller.api.getListProps({ source: collection.source })}>
          {items.map((item) => {
            const url = resultUrl(item);
            const { onClick, ...itemProps } = controller.api.getItemProps({ item, source: collection.source });
            const { pageTitle, sectionTitle } = item.document;
            const trail = breadcrumbOf(item);
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
                  <span className={styles.resultHead}>
                    <span className={styles.resultKind} data-testid="search-result-kind">
                      {kindLabel(sectionKind(item.document))}
                    </span>{' '}
                    <span className={styles.resultTitle} data-testid="search-result-title">
                      {sectionTitle || pageTitle}
                    </span>
                    {item.sameName > 0 && (
                      <span className={styles.resultSameName}> and {item.sameName} more of this name</span>
                    )}
                  </span>
                  {trail && (
                    <span className={styles.resultPage} data-testid="search-result-breadcrumb">
                      {trail}
                    </span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {indexNote && (
        <p className={styles.indexNote} data-testid="search-index-note">
          {indexNote}
        </p>
      )}
    </div>
  );
}
