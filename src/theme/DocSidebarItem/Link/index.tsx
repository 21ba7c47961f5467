import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem/Link';

import styles from '../styles.module.css';

/**
 * A sidebar row linking to a page: infima's list item and link, the label clamped to two lines.
 * Ours rather than the theme's because every page carries the whole sidebar, and the theme writes
 * two class names on each row that nothing here styles or selects, and a `tabindex` on links that
 * are focusable anyway (the `tabIndex` prop is therefore not forwarded).
 */
export default function DocSidebarItemLink({ item, onItemClick, activePath }: Props): ReactNode {
  const { href, label, className, autoAddBaseUrl } = item;
  const active = isActiveSidebarItem(item, activePath);
  const internal = isInternalUrl(href);
  return (
    <li className={clsx('menu__list-item', className)}>
      <Link
        className={clsx('menu__link', !internal && styles.externalLink, active && 'menu__link--active')}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={active ? 'page' : undefined}
        to={href}
        onClick={internal && onItemClick ? () => onItemClick(item) : undefined}
      >
        <span className={styles.label}>{label}</span>
        {!internal && <IconExternalLink />}
      </Link>
    </li>
  );
}
