import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

import Render from '../../../../components/Figure/Render';
import guideImages from '../../../../data/guideImages.json';
import { capabilities } from '../../../../data/home';
import CapabilityIcon from './CapabilityIcon';
import { CARD_RENDER_SIZES } from '../imageSizes';
import styles from './styles.module.css';

/** The largest of the cards' renders, as the render script wrote it: the note under the cards says it. */
const largestRender = capabilities
  .flatMap((capability) => (capability.render ? [guideImages[capability.render.name]] : []))
  .reduce((largest, size) => (size.width > largest.width ? size : largest), { width: 0, height: 0 });

/**
 * "What it renders": the six things Vitrine does that a plain three.js scene does not, each with a
 * render of the live ring viewer where one shows it, and the guide that explains it.
 */
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
              {capability.render ? (
                <div className={styles.cardRender}>
                  <Render name={capability.render.name} alt={capability.render.alt} sizes={CARD_RENDER_SIZES} />
                </div>
              ) : (
                <CapabilityIcon name={capability.icon} />
              )}
              <Heading as="h3" className={styles.cardTitle}>
                {capability.title}
              </Heading>
              <p>{capability.description}</p>
              <Link className={styles.guideLink} to={capability.guide.to}>
                {capability.guide.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.renderNote}>
          The pictures are scaled from the live viewer&apos;s own snapshots, at most {largestRender.width} ×{' '}
          {largestRender.height} px, drawn by this site&apos;s own three.js viewer in Chromium on software WebGL
          (SwiftShader).
        </p>
      </div>
    </section>
  );
}
