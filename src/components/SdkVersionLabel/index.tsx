import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { useSdkVersion } from '../../hooks/useSiteCustomFields';
import styles from './styles.module.css';

interface Props {
  /** Set by the navbar: true inside the mobile sidebar menu. */
  mobile?: boolean;
}

/** Navbar label "v0.11.0" read from customFields.sdkVersion, linking to the SDK changelog. */
export default function SdkVersionLabel({ mobile = false }: Props): ReactNode {
  const version = useSdkVersion();
  return (
    <Link
      to="/docs/api/Changelog"
      className={mobile ? 'menu__link' : `navbar__item navbar__link ${styles.label}`}
      title={`Vitrine SDK ${version}: read the changelog`}
    >
      v{version}
    </Link>
  );
}
