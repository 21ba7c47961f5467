import type { ReactNode } from 'react';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export interface BlogListHeading {
  title: string;
  description: string;
}

/** The blog list's title and description, above the post excerpts. */
export default function BlogListHeader({ title, description }: BlogListHeading): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
    </header>
  );
}
