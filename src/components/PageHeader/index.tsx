import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

interface Props {
  /** Short label above the title, such as the section of the site. */
  eyebrow?: string;
  title: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Extra content under the lead, such as actions or document details. */
  children?: ReactNode;
  className?: string;
}

/** The banner at the top of a site page: its one h1 and what the page is for. */
export default function PageHeader({ eyebrow, title, lead, children, className }: Props): ReactNode {
  return (
    <header className={clsx(styles.header, className)}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
