import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

/** A guide that links an API page, as plugins/typedoc/guide-links.mjs writes it into the page's front matter. */
export interface ApiGuide {
  title: string;
  route: string;
}

/** Whether front matter holds a list of guides. */
export function isApiGuideList(value: unknown): value is ApiGuide[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ApiGuide).title === 'string' &&
        typeof (item as ApiGuide).route === 'string',
    )
  );
}

/**
 * The guides that use an API page's subject, at the foot of the page. Outside the page's Markdown
 * on purpose: the search index reads the Markdown's sections, where a few guide titles made a short
 * document that outranked the guides themselves for their own topics.
 */
export default function ApiGuides({ guides }: { guides: ApiGuide[] }): ReactNode {
  return (
    <nav aria-label="Guides" className={styles.guides}>
      <strong>Guides:</strong>{' '}
      {guides.map((guide, index) => (
        <span key={guide.route}>
          {index > 0 && ', '}
          <Link to={guide.route}>{guide.title}</Link>
        </span>
      ))}
      .
    </nav>
  );
}
