import type { ComponentProps, ReactNode } from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import MDXComponents from '@theme-original/MDXComponents';

import ApiAnchor from '../components/ApiAnchor';

const OriginalA = MDXComponents.a;

/**
 * A Markdown link that is not a route of the site (another site, or a static file written
 * `pathname:///samples/ring.glb`) opens in the same tab, as links in running text do on the web:
 * the stock link opens it in a new tab without saying so in the text (the navbar and footer, which
 * say so with an icon, keep the new tab). Otherwise it is the stock link.
 */
function A(props: ComponentProps<'a'>): ReactNode {
  const route = props.href === undefined || isInternalUrl(props.href);
  return route ? <OriginalA {...props} /> : <OriginalA {...props} target="_self" rel={undefined} />;
}

/** The stock MDX components, plus the table-row anchor the generated API pages use. */
export default {
  ...MDXComponents,
  a: A,
  ApiAnchor,
};
