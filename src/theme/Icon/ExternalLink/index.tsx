import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/Icon/ExternalLink';

import styles from './styles.module.css';

/**
 * The arrow after a link that opens in a new tab (navbar and footer: ten on every page), drawn from
 * the theme's inline sprite. Its size comes from the stylesheet instead of two attributes on each
 * icon; a caller that gives a size still gets it.
 */
export default function IconExternalLink({ width, height }: Props): ReactNode {
  return (
    <svg
      width={width}
      height={height}
      className={styles.icon}
      aria-label={translate({ id: 'theme.IconExternalLink.ariaLabel', message: '(opens in new tab)' })}
    >
      <use href="#theme-svg-external-link" />
    </svg>
  );
}
