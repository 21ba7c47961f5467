import type { ReactNode } from 'react';
import Heading from '@theme/Heading';

import { capabilities } from '../../../../data/home';
import CapabilityIcon from './CapabilityIcon';
import styles from './styles.module.css';

/** "What it renders": the six things Vitrine does that a plain three.js scene does not. */
export default function Capabilities(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="capabilities-title">
      <div className="container">
        <Heading as="h2" id="capabilities-title" className={styles.title}>
          What it renders
        </Heading>
        <p className={styles.intro}>
          Built on three.js, tuned for the materials that sell products: stones, metals and light.
        </p>
        <ul className={styles.grid}>
          {capabilities.map((capability) => (
            <li key={capability.title} className={styles.card}>
              <CapabilityIcon name={capability.icon} />
              <Heading as="h3" className={styles.cardTitle}>
                {capability.title}
              </Heading>
              <p>{capability.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
