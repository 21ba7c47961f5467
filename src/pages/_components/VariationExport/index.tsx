import { useMemo, useState, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@site/src/components/RuntimeCodeBlock';

import type { RingConfiguration } from '../../../components/RealtimeViewer/configuration';
import { sceneSettingsSample, variationConfigJson } from '../../../components/RealtimeViewer/variationConfig';
import { LOAD_VARIATIONS_SAMPLE } from '../../../data/editorPage';
import styles from './styles.module.css';

const FILE_NAME = 'solitaire.variations.json';

/** The configurator's state as the variation configurator's JSON file, to download or copy. */
interface Props {
  configuration: RingConfiguration;
  /** Class of the section's inner wrapper, so the page can align it with its other sections. */
  innerClassName?: string;
}

export default function VariationExport({ configuration, innerClassName = 'container' }: Props): ReactNode {
  const json = useMemo(() => variationConfigJson(configuration), [configuration]);
  const [status, setStatus] = useState('');

  const download = () => {
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setStatus(`Downloaded ${FILE_NAME}.`);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setStatus('JSON copied.');
    } catch {
      setStatus('The browser did not allow copying; select the text in the box instead.');
    }
  };

  return (
    <section className={styles.section} aria-labelledby="export-json">
      <div className={innerClassName}>
        <Heading as="h2" id="export-json" className={styles.heading}>
          Export it for the variation configurator
        </Heading>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p>
              This file is what the SDK&apos;s <code>VariationConfiguratorPlugin</code> loads. Each category names the
              parts of the model it changes (<code>band</code>, <code>prong*</code>, <code>center_stone</code>): metals
              refer to the material library&apos;s presets, stones carry their optics in the{' '}
              <code>VITRINE_materials_diamond</code> extension, and the pavé or plain shoulders are two nodes of the
              model. <code>selected</code> holds what you chose above.
            </p>
            <div className={styles.buttons}>
              <button type="button" className="button button--primary" onClick={download}>
                Download JSON
              </button>
              <button type="button" className="button button--secondary" onClick={copy}>
                Copy JSON
              </button>
            </div>
            <p className={styles.status} aria-live="polite">
              {status}
            </p>
            <p>An app loads the model, then the file; the plugin builds the choices from it:</p>
            <CodeBlock language="ts" title="configurator.ts">
              {LOAD_VARIATIONS_SAMPLE}
            </CodeBlock>
            <p>Light and backdrop are settings of the viewer&apos;s scene rather than variations:</p>
            <CodeBlock language="ts">{sceneSettingsSample(configuration)}</CodeBlock>
          </div>
          <div className={styles.file}>
            <CodeBlock language="json" title={FILE_NAME} className={styles.json}>
              {json}
            </CodeBlock>
          </div>
        </div>
      </div>
    </section>
  );
}
