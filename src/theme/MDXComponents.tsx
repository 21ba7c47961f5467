import type { ComponentProps, ReactNode } from 'react';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import MDXComponents from '@theme-original/MDXComponents';

import ApiAnchor from '../components/ApiAnchor';

const OriginalA = MDXComponents.a;
const OriginalLi = MDXComponents.li;

/**
 * A Markdown link. The stock one joins an anchor-target class for an `id` with the link's own class,
 * and without either writes `class=""`: on every link of a page, over a kilobyte on a long API page.
 * A link out of the site opens in the same tab, as links in running text do on the web: the theme
 * opened them in a new tab without saying so in the text (the navbar and footer, which do say so
 * with an icon, keep the new tab).
 */
function A(props: ComponentProps<'a'>): ReactNode {
  if (props.id !== undefined || props.className) return <OriginalA {...props} />;
  // The link's text comes in `children`, which the spread passes on.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  if (props.href !== undefined && !isInternalUrl(props.href)) return <a {...props} />;
  return <Link {...props} />;
}

/** A list item, without the stock `class=""` when it has no id and no class of its own. */
function Li(props: ComponentProps<'li'>): ReactNode {
  if (props.id !== undefined || props.className) return <OriginalLi {...props} />;
  return <li {...props} />;
}

/** The stock MDX components, plus the table-row anchor the generated API pages use. */
export default {
  ...MDXComponents,
  a: A,
  li: Li,
  ApiAnchor,
};
