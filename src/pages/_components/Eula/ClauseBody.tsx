import type { ReactNode } from 'react';

import type { Clause } from '../../../data/eula';
import styles from './styles.module.css';

/** One clause's text: a definition, a paragraph, or an introduction with lettered items. */
export default function ClauseBody({ clause }: { clause: Clause }): ReactNode {
  if (typeof clause === 'string') return <p>{clause}</p>;
  if ('term' in clause) {
    return (
      <p>
        <strong>“{clause.term}”</strong> {clause.meaning}
      </p>
    );
  }
  return (
    <>
      <p>{clause.text}</p>
      <ol className={styles.items}>
        {clause.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </>
  );
}
