import type { ReactNode } from 'react';
import Heading from '@theme/Heading';

import { faq } from '../../../data/pricing';
import styles from './Faq.module.css';

/** Licensing questions, each with its own anchor so that support can link to an answer. */
export default function Faq(): ReactNode {
  return (
    <div className={styles.list}>
      {faq.map((entry) => (
        <section key={entry.id} className={styles.entry} aria-labelledby={entry.id}>
          <Heading as="h3" id={entry.id} className={styles.question}>
            {entry.question}
          </Heading>
          <p>{entry.answer}</p>
        </section>
      ))}
    </div>
  );
}
