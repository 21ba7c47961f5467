import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import styles from './styles.module.css';

/**
 * A link target inside a table row of the API reference (a property, an enum member, a setting).
 * Docusaurus's broken-anchor check knows only headings and its own links; an `<a id>` written in
 * MDX is neither, so links to table rows failed the build. This target registers its id.
 */
export default function ApiAnchor({ id }: { id: string }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} className={styles.anchor} />;
}
