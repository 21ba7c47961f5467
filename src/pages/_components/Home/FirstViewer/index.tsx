import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import PageSample from '@site/src/components/PageSample';

import FirstViewerSample from './sample.mdx';
import styles from './styles.module.css';

const STEPS = [
  { title: 'Create a viewer', text: 'A ViewerApp takes over one canvas: render loop, scene, camera and controls.' },
  { title: 'Add plugins', text: 'Tone mapping, a ground with shadows, diamond rendering: only what you need ships.' },
  { title: 'Load a model', text: 'Any glTF 2.0 file. Materials marked as diamonds render as diamonds.' },
] as const;

/** A first code sample: a jewellery viewer in six lines of code. */
export default function FirstViewer(): ReactNode {
  return (
    <section id="first-viewer" className={styles.section} aria-labelledby="first-viewer-title">
      <div className={`container ${styles.layout}`}>
        <div>
          <Heading as="h2" id="first-viewer-title" className={styles.title}>
            A ring on your page in six lines of code
          </Heading>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step.title}>
                <strong>{step.title}.</strong> {step.text}
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.code}>
          <PageSample sample={FirstViewerSample} />
        </div>
      </div>
    </section>
  );
}
