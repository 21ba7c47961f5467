import { useState, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { Collapsible, useCollapsible } from '@docusaurus/theme-common';
import {
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  useVisibleSidebarItems,
} from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItemCategory, PropSidebarItemLink } from '@docusaurus/plugin-content-docs';
import DocSidebarItems from '@theme/DocSidebarItems';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type { Props } from '@theme/DocSidebarItem/Category';

import styles from '../styles.module.css';

/**
 * A sidebar category: infima's collapsible list item, its link (or toggle) and arrow, its children
 * rendered when first expanded. Ours rather than the theme's because every page carries the whole
 * sidebar, and the theme writes two class names on each row that nothing here styles or selects,
 * and a `tabindex` on every child link (the `tabIndex` prop is therefore not passed down).
 * Categories do not close each other when one opens (`autoCollapseCategories` is off for this site),
 * so that option is not implemented.
 */
export default function DocSidebarItemCategory(props: Props): ReactNode {
  const visibleChildren = useVisibleSidebarItems(props.item.items, props.activePath);
  return visibleChildren.length > 0 ? <CollapsibleCategory {...props} /> : <CategoryAsLink {...props} />;
}

/** With every child hidden, a category is a plain link to its own page, or nothing without one. */
function CategoryAsLink({ item, ...rest }: Props): ReactNode {
  if (item.href === undefined) return null;
  const link: PropSidebarItemLink = {
    type: 'link',
    href: item.href,
    label: item.label,
    description: item.description,
    className: item.className,
    customProps: item.customProps,
  };
  return <DocSidebarItemLink {...rest} item={link} />;
}

function isSamePage(href: string | undefined, path: string): boolean {
  const normalize = (p: string) => (p.endsWith('/') ? p : `${p}/`).toLowerCase();
  return href !== undefined && normalize(href) === normalize(path);
}

/**
 * Where the category's link points. A category without a page of its own is a toggle once the page
 * is hydrated; in the server-rendered HTML it links to its first page, so that it still leads
 * somewhere without JavaScript.
 */
function useCategoryHref(item: PropSidebarItemCategory): string | undefined {
  const isBrowser = useIsBrowser();
  if (item.href && !item.linkUnlisted) return item.href;
  if (!item.collapsible) return undefined;
  return (isBrowser ? undefined : findFirstSidebarItemLink(item)) ?? '#';
}

function CollapsibleCategory({ item, onItemClick, activePath, level }: Props): ReactNode {
  const { label, collapsible, className, href } = item;
  const active = isActiveSidebarItem(item, activePath);
  const onOwnPage = isSamePage(href, activePath);
  const linkHref = useCategoryHref(item);
  const { collapsed, setCollapsed } = useCollapsible({
    initialState: () => collapsible && !active && item.collapsed,
  });

  // Navigating into the category (or within it) opens it, even if it was closed by hand before.
  const [seenPath, setSeenPath] = useState(activePath);
  if (seenPath !== activePath) {
    setSeenPath(activePath);
    if (active && collapsed) setCollapsed(false);
  }

  const toggle = () => setCollapsed(!collapsed);
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onItemClick?.(item);
    if (!collapsible) return;
    if (href && !onOwnPage) {
      setCollapsed(false);
      return;
    }
    event.preventDefault();
    toggle();
  };
  const isToggle = collapsible && !href;

  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed', className)}>
      <div className={clsx('menu__list-item-collapsible', onOwnPage && 'menu__list-item-collapsible--active')}>
        <Link
          className={clsx(
            styles.categoryLink,
            'menu__link',
            collapsible && 'menu__link--sublist',
            isToggle && 'menu__link--sublist-caret',
            active && 'menu__link--active',
          )}
          href={linkHref}
          onClick={onLinkClick}
          aria-current={onOwnPage ? 'page' : undefined}
          role={isToggle ? 'button' : undefined}
          aria-expanded={isToggle ? !collapsed : undefined}
        >
          <span className={styles.label}>{label}</span>
        </Link>
        {href && collapsible && (
          <button
            type="button"
            className="clean-btn menu__caret"
            aria-label={caretLabel(collapsed, label)}
            aria-expanded={!collapsed}
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
          />
        )}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems items={item.items} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </Collapsible>
    </li>
  );
}

function caretLabel(collapsed: boolean, label: string): string {
  return collapsed
    ? translate(
        {
          id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
          message: "Expand '{label}'",
          description: "The accessible name of a sidebar category's arrow button",
        },
        { label },
      )
    : translate(
        {
          id: 'theme.DocSidebarItem.collapseCategoryAriaLabel',
          message: "Collapse '{label}'",
          description: 'The same button when the category is open',
        },
        { label },
      );
}
