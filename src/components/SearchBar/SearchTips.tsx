import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';

import styles from './SearchTips.module.css';

const SYNTAX: { example: string; meaning: ReactNode }[] = [
  {
    example: 'title:viewer',
    meaning: <Translate id="vitrine.search.tips.field">only in titles (also content:, tags:)</Translate>,
  },
  {
    example: '+diamond -ring',
    meaning: <Translate id="vitrine.search.tips.presence">must contain diamond, must not contain ring</Translate>,
  },
  { example: 'viewr~1', meaning: <Translate id="vitrine.search.tips.fuzzy">allow one typo</Translate> },
  { example: 'plugin^10', meaning: <Translate id="vitrine.search.tips.boost">weigh a word ten times more</Translate> },
];

/** What the open panel shows before anything is typed: what is searched and the query syntax. */
export function SearchTips(): ReactNode {
  return (
    <div className={styles.tips}>
      <p className={styles.tipsLead}>
        <Translate id="vitrine.search.tips.lead">
          Each word matches whole or as the start of a longer word. For finer searches:
        </Translate>
      </p>
      <dl className={styles.syntax}>
        {SYNTAX.map(({ example, meaning }) => (
          <div key={example} className={styles.syntaxRow}>
            <dt>
              <code>{example}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.keys}>
        <Translate id="vitrine.search.tips.keys">
          ↑ ↓ to choose, Enter to open, Ctrl+Enter (⌘+Enter) in a new tab, Shift+Enter in a new window, Esc to close.
        </Translate>
      </p>
    </div>
  );
}
