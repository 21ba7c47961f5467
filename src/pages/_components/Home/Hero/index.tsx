import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import { useSdkVersion } from '../../../../hooks/useSiteCustomFields';
import HeroRing from './HeroRing';
import styles from './styles.module.css';

/** Top of the home page: what Vitrine is, in one sentence, the two ways in, and the ring it renders. */
export default function Hero(): ReactNode {
  const version = useSdkVersion();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Vitrine SDK {version}</p>
          <Heading as="h1" className={styles.title}>
            Realistic 3D for the web, down to the last facet
          </Heading>
          <p className={styles.lead}>
            Vitrine is a TypeScript SDK for 3D viewers, product configurators and editors. It renders diamonds, metals
            and studio light in real time, in every modern browser.
          </p>
          <div className={styles.actions}>
            <Link className="button button--lg button--secondary" to="/docs/intro">
              Read the introduction
            </Link>
            <Link className={`button button--lg button--outline ${styles.ghost}`} to="#first-viewer-title">
              See the code
            </Link>
          </div>
        </div>
        <HeroRing />
      </div>
    </header>
  );
}
