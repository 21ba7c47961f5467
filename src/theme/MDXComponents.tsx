import type { ComponentProps, ReactNode } from 'react';
import Link from '@docusaurus/Link';
import MDXComponents from '@theme-original/MDXComponents';

import ApiAnchor from '../components/ApiAnchor';

const OriginalA = MDXComponents.a;
const OriginalLi = MDXComponents.li;

/**
 * A Markdown link. The stock one joins an anchor-target class for an `id` with the link's own class,
 * and without either writes `class=""`: on every link of a page, over a kilobyte on a long API page.
 */
function A(props: ComponentProps<'a'>): ReactNode {
  if (props.id !== undefined || props.className) return <OriginalA {...props} />;
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
