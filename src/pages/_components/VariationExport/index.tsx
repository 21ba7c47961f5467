import { useMemo, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@site/src/components/RuntimeCodeBlock';
import PageSample from '@site/src/components/PageSample';
import useBaseUrl from '@docusaurus/useBaseUrl';

import type { RingConfiguration } from '../../../components/RealtimeViewer/configuration';
import { variationConfigJson } from '../../../components/RealtimeViewer/variationConfig';
import { ENVIRONMENT_FOLDER, VIEWER_SETUP_FILE, viewerSetupJson } from '../../../components/RealtimeViewer/viewerSetup';
import { studios } from '../../../data/ringViewer';
import ConfiguratorSample from './configuratorSample.mdx';
import FileActions from './FileActions';
import styles from './styles.module.css';

const VARIATIONS_FILE = 'solitaire.variations.json';

/** The configurator's state as the SDK's two files: the variations, and the viewer's set-up. */
interface Props {
  configuration: RingConfiguration;
  /** Class of the section's inner wrapper, so the page can align it with its other sections. */
  innerClassName?: string;
}

export default function VariationExport({ configuration, innerClassName = 'container' }: Props): ReactNode {
  const variations = useMemo(() => variationConfigJson(configuration), [configuration]);
  const setup = useMemo(() => viewerSetupJson(configuration), [configuration]);
  const studio = studios[configuration.studio];
  const hdrUrl = useBaseUrl(`/samples/${studio.file}`);

  return (
    <section className={styles.section} aria-labelledby="export-json">
      <div className={innerClassName}>
        <Heading as="h2" id="export-json" className={styles.heading}>
          Export it for the SDK
        </Heading>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p>
              The variations file (shown beside this text) is what the SDK&apos;s{' '}
              <code>VariationConfiguratorPlugin</code> loads. Each category names the parts of the model it changes (
              <code>band</code>, <code>prong*</code>, <code>center_stone</code>): metals refer to the material
              library&apos;s presets, stones carry their optics in the <code>VITRINE_materials_diamond</code> extension,
              and the pavé or plain shoulders are two nodes of the model. <code>selected</code> holds what you chose
              above.
            </p>
            <FileActions fileName={VARIATIONS_FILE} text={variations} what="variations" />
            <p>
              Studio, light, exposure, shadow and backdrop (as its nearest flat colour) are settings of the viewer
              rather than variations. They go in a second file, in the format of <code>viewer.exportConfig()</code>,
              which <code>viewer.importConfig()</code> applies in one call. Its environment is{' '}
              <a href={hdrUrl} download>
                {studio.file}
              </a>{' '}
              ({studio.label.toLowerCase()}): the studio this page builds from a few meshes to light the ring,
              ray-traced into a 256 × 128 HDR file (the page itself downloads none). Serve it at{' '}
              <code>
                {ENVIRONMENT_FOLDER}
                {studio.file}
              </code>{' '}
              beside the model.
            </p>
            <FileActions fileName={VIEWER_SETUP_FILE} text={setup} what="viewer set-up" />
            <CodeBlock language="json" title={VIEWER_SETUP_FILE}>
              {setup}
            </CodeBlock>
            <p>
              An app loads the set-up, the model and the variations; the <code>VariationConfiguratorPlugin</code> builds
              the choices from the variations file:
            </p>
            <PageSample sample={ConfiguratorSample} />
          </div>
          <div className={styles.file}>
            <CodeBlock language="json" title={VARIATIONS_FILE} className={styles.json}>
              {variations}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}
