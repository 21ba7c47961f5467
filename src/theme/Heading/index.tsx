import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';
import type { Props } from '@theme/Heading';

import './styles.module.css';

/**
 * A heading with its `#` link. The theme's writes the link's name twice, as `aria-label` and as a
 * `title` tooltip, on every heading of every page (thirty on ViewerApp's); this one names it once,
 * for screen readers, since the `#` that shows on hover says what it is. A page title (h1) and a
 * heading without an id get no link.
 */
export default function Heading({ as: As, id, ...props }: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;

  // Registers the id, so that links to `#id` pass the build's broken-anchor check.
  brokenLinks.collectAnchor(id);
  const linkName = translate(
    { id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' },
    { heading: typeof props.children === 'string' ? props.children : id },
  );
  return (
    <As {...props} id={id} className={clsx('anchor', anchorTargetClassName, props.className)}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={linkName} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
