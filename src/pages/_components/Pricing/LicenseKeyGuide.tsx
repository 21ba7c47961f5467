import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import PageSample from '@site/src/components/PageSample';

import { links } from '../../../constants/links';
import { LICENSE_KEY_GUIDE } from '../../../data/pricing';
import LicenseKeySample from './licenseKeySample.mdx';
import styles from './LicenseKeyGuide.module.css';

/** The three steps from a purchase to a watermark-free viewer, with the one line of code it takes. */
export default function LicenseKeyGuide(): ReactNode {
  return (
    <div className={styles.layout}>
      <ol className={styles.steps}>
        <li>
          <strong>Buy a plan and name your domains.</strong> In the{' '}
          <Link href={links.licencePortal}>account portal</Link>, list the production domains the licence covers, such
          as <code>example.com</code>. Subdomains and <code>localhost</code> come with them.
        </li>
        <li>
          <strong>Copy the key.</strong> The portal issues one key per licence: a signed text that names your domains
          and plan. It is not a secret; it only unlocks the domains it names.
        </li>
        <li>
          <strong>Pass it to the viewer.</strong> Give it to <code>ViewerApp</code> as <code>licenseKey</code>. Most
          teams keep it in a build-time environment variable so that each environment can use its own.
        </li>
      </ol>
      <div className={styles.code}>
        <PageSample sample={LicenseKeySample} />
      </div>
      <p className={styles.note}>
        The SDK checks the key’s signature and the page’s hostname in the browser, without a network request. Without a
        key the viewer renders with the watermark; with a key that is malformed, expired for the running release or
        issued for another domain it shows the watermark too, and raises an <code>error</code> event with the code{' '}
        <code>LicenseInvalid</code>.
      </p>
      <p>
        <Link to={LICENSE_KEY_GUIDE.to}>{LICENSE_KEY_GUIDE.label}</Link>
      </p>
    </div>
  );
}
