import type { ReactNode } from 'react';
import Heading from '@theme/Heading';

import { audiences } from '../../../../data/home';
import styles from './styles.module.css';

/** Who builds with Vitrine. */
export default function Audiences(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="audiences-title">
      <div className="container">
        <Heading as="h2" id="audiences-title" className={styles.title}>
          Who builds with it
        </Heading>
        <div className={styles.grid}>
          {audiences.map((audience) => (
            <article key={audience.title} className={styles.item}>
              <Heading as="h3" className={styles.itemTitle}>
                {audience.title}
              </Heading>
              <p>{audience.description}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
