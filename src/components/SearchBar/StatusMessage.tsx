import type { ReactNode } from 'react';
import clsx from 'clsx';

import type { SearchState } from './controller';
import styles from './styles.module.css';

/** Whether the panel shows the answer to the query (not still waiting for it). */
export function hasAnswered(state: SearchState): boolean {
  return state.collections[0] !== undefined && state.status !== 'loading' && state.status !== 'stalled';
}

interface Props {
  /** What the panel says instead of results; nothing while results show. */
  message: string | undefined;
  /** Waiting for something: the message comes with a spinner. */
  busy?: boolean;
  className?: string;
}

/**
 * The panel's one live region: "Loading search…", "Searching…", "No results found." (before the
 * search code arrives, "Loading search…" shows under the box instead). It stays in the page while
 * the panel is open, so that screen readers announce each new message; with nothing
 * to say it is empty and takes no room.
 */
export function StatusMessage({ message, busy = false, className }: Props): ReactNode {
  return (
    <p
      className={clsx(styles.status, message && styles.statusShown, className)}
      role="status"
      data-testid="search-status"
    >
      {message && busy && <span className={styles.spinner} aria-hidden="true" />}
      {message}
    </p>
  );
}
