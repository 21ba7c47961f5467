import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { useSdkVersion } from '../../hooks/useSiteCustomFields';
import styles from './styles.module.css';

interface Props {
  /** Set by the navbar: true inside the mobile sidebar menu. */
  mobile?: boolean;
}

/** Navbar label "v0.11.0" read from customFields.sdkVersion, linking to the changelog's latest entry. */
export default function SdkVersionLabel({ mobile = false }: Props): ReactNode {
  const version = useSdkVersion();
  return (
    <Link
      to="/docs/intro"
      className={mobile ? 'menu__link' : `navbar__item navbar__link ${styles.label}`}
      // The accessible name must contain the visible text (WCAG 2.5.3, label in name).
      aria-label={`SDK v${version}`}
      title={`Documentation for Vitrine SDK ${version}`}
    >
      v{version}
    </Link>
  );
}
