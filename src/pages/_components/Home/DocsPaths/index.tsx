import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import { docsPaths } from '../../../../data/home';
import styles from './styles.module.css';

/** The way into the docs: one card per starting point. */
export default function DocsPaths(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="docs-paths-title">
      <div className="container">
        <Heading as="h2" id="docs-paths-title" className={styles.title}>
          Start reading
        </Heading>
        <ul className={styles.grid}>
          {docsPaths.map((path) => (
            <li key={path.to}>
              <Link to={path.to} className={styles.card}>
                <span className={styles.cardTitle}>{path.title} →</span>
                <span className={styles.cardText}>{path.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
