import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

import RealtimeViewer from '../components/RealtimeViewer';
import RingConfigurator from './_components/RingConfigurator';
import { useConfigurationInUrl } from './_components/RingConfigurator/useConfigurationInUrl';
import VariationExport from './_components/VariationExport';
import { gems, metals } from '../data/ringViewer';
import { editorFeatures } from '../data/editorPage';
import { links } from '../constants/links';
import headingStyles from '../components/RealtimeViewer/pageHeading.module.css';
import styles from './editor.module.css';

function Configurator(): ReactNode {
  const { configuration, problems, update, shareUrl } = useConfigurationInUrl();
  const band = metals[configuration.bandMetal].label.toLowerCase();
  const stone = gems[configuration.centerStone].label.toLowerCase();
  return (
    <>
      <section className={styles.workbench} aria-labelledby="try-it">
        <div className={`${styles.wide} ${styles.workbenchInner}`}>
          <div className={styles.workbenchTitle}>
            <Heading as="h2" id="try-it">
              Try it: configure the ring
            </Heading>
            <p>
              Every choice is drawn at once and written into the address, so a link brings back the same ring. The file
              under the viewer updates with it.
            </p>
          </div>
          <RealtimeViewer
            className={styles.viewer}
            configuration={configuration}
            label={`3D view of the configured ring: ${band} band with a ${stone} centre stone`}
            snapshotName="vitrine-configured-ring.png"
          />
          <RingConfigurator configuration={configuration} onChange={update} problems={problems} shareUrl={shareUrl} />
        </div>
      </section>
      <VariationExport configuration={configuration} innerClassName={styles.wide} />
    </>
  );
}

export default function EditorPage(): ReactNode {
  return (
    <Layout
      title="Editor"
      description="The Vitrine editor prepares 3D products for the web: materials, gems, light, camera views and configurator variations. Try a live ring configurator and export its variations file."
    >
      <main>
        <header className={styles.header}>
          <div className={styles.wide}>
            <p className={headingStyles.eyebrow}>Editor</p>
            <Heading as="h1" className={headingStyles.title}>
              The Vitrine editor
            </Heading>
            <p className={styles.lead}>
              The hosted editor is where a team prepares products for the web without writing code: import a model,
              assign metals and stones, light it, save camera views, define the variations shoppers choose from, and
              export files that the SDK loads as they are.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" href={links.hostedEditor}>
                Open the hosted editor
              </Link>
              <Link className="button button--secondary button--lg" to="#try-it">
                Try the configurator below
              </Link>
            </div>
          </div>
        </header>
        <Configurator />
        <section className={styles.features} aria-labelledby="in-the-editor">
          <div className={styles.wide}>
            <Heading as="h2" id="in-the-editor">
              What the hosted editor adds
            </Heading>
            <p className={styles.featuresIntro}>
              The configurator above changes a ring that is built into this page. The editor works on your own models,
              and everything it saves is plain glTF and JSON that you host with the rest of your site.
            </p>
            <ul className={styles.featureGrid}>
              {editorFeatures.map((feature) => (
                <li key={feature.title} className={styles.feature}>
                  <Heading as="h3" className={styles.featureTitle}>
                    {feature.title}
                  </Heading>
                  <p>{feature.description}</p>
                </li>
              ))}
            </ul>
            <p className={styles.more}>
              New to the SDK? The <Link to="/docs/intro">introduction</Link> explains viewers, plugins and models, and
              the <Link to="/realvwr">real-time viewer</Link> shows how the ring above is rendered. To use the exported
              file, follow the <Link to="/docs/manual/variationConfigurator/setup">variation configurator setup</Link>{' '}
              and name your model's parts as{' '}
              <Link to="/docs/manual/variationConfigurator/preparing-models">preparing models</Link> describes.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
