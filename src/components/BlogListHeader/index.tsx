import { createContext, useContext, type ReactNode } from 'react';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export interface BlogListHeading {
  title: string;
  description: string;
}

/**
 * Set by the BlogListPage wrapper only: the stock list page has no h1, and its items component
 * (shared with the tag pages, which have their own h1) reads this to know when to add one.
 */
export const BlogListHeadingContext = createContext<BlogListHeading | null>(null);

export function useBlogListHeading(): BlogListHeading | null {
  return useContext(BlogListHeadingContext);
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
