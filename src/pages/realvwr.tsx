import { useMemo, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

import RealtimeViewer from '../components/RealtimeViewer';
import { DEFAULT_CONFIGURATION, type RingConfiguration } from '../components/RealtimeViewer/configuration';
import SwatchPicker from '../components/SwatchPicker';
import RealtimeViewerExplainer from './_components/RealtimeViewerExplainer';
import { useLiveRingInAddress } from '../components/RealtimeViewer/liveRingAddress';
import { useWebGL2Support } from '../components/RealtimeViewer/browserSupport';
import { metalIds, metals, swatchBackground } from '../data/ringViewer';
import headingStyles from '../components/RealtimeViewer/pageHeading.module.css';
import styles from './realvwr.module.css';

const metalOptions = metalIds.map((id) => ({
  id,
  label: metals[id].label,
  note: metals[id].note,
  swatch: swatchBackground(metals[id].swatch),
}));

/** The viewer and its metal switch, kept in the page address. */
function LiveRing(): ReactNode {
  const [{ metal, view }, update, problems] = useLiveRingInAddress();
  // No backdrop of the engine's own: the stage's follows the colour mode, behind the live ring and
  // its poster alike, so the poster (one per metal) serves both modes.
  const configuration = useMemo<RingConfiguration>(
    () => ({ ...DEFAULT_CONFIGURATION, bandMetal: metal, settingMetal: metal, background: 'transparent' }),
    [metal],
  );
  return (
    <RealtimeViewer
      className={styles.liveRing}
      configuration={configuration}
      label={`3D view of a ${metals[metal].label.toLowerCase()} solitaire ring with a round brilliant diamond`}
      snapshotName={`vitrine-ring-${metal}.png`}
      backdropFollowsTheme
      addressProblems={problems}
      view={view}
      onViewChange={(next) => update({ view: next })}
      controls={
        <SwatchPicker
          legend="Metal"
          options={metalOptions}
          value={metal}
          onChange={(next) => update({ metal: next })}
          size="compact"
          className={styles.metalPicker}
          optionsClassName={styles.metalOptions}
        />
      }
    />
  );
}

/** What the frame holds; without WebGL 2 it holds stills, which can be switched but not turned. */
function Lead(): ReactNode {
  const live = useWebGL2Support() !== false;
  return (
    <p className={styles.lead}>
      {live
        ? 'Everything in this frame is drawn by your device as you watch: a tapered shank, four prongs and a round brilliant with 57 facets, lit by a studio that the page builds in milliseconds. Drag to turn it; pinch, or click it and scroll, to zoom; switch the metal.'
        : 'A tapered shank, four prongs and a round brilliant with 57 facets, lit by a studio. This browser cannot draw it live, so the frame shows a still rendered by the same engine: switch the metal to see each finish.'}
    </p>
  );
}

export default function RealtimeViewerPage(): ReactNode {
  return (
    <Layout
      title="Real-time viewer"
      description="A jewellery ring rendered live in your browser with three.js: physically based gold and platinum, a diamond with refraction and dispersion, studio light, tone mapping and a soft shadow. How it works, and how the Vitrine SDK does it."
    >
      <main>
        <header className={styles.header}>
          <div className="container">
            <p className={headingStyles.eyebrow}>Live demo</p>
            <Heading as="h1" className={headingStyles.title}>
              A diamond ring, rendered live in your browser
            </Heading>
            <Lead />
          </div>
        </header>
        <LiveRing />
        <RealtimeViewerExplainer />
        <section className={styles.next} aria-labelledby="next-steps">
          <div className="container">
            <Heading as="h2" id="next-steps">
              Where to go from here
            </Heading>
            <div className={styles.nextLinks}>
              <Link className="button button--primary button--lg" to="/docs/quickstart">
                Build your own viewer
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/industries/jewellery">
                Jewellery guide
              </Link>
              <Link
                className="button button--secondary button--lg"
                to="/docs/gltf-extensions/VITRINE_materials_diamond"
              >
                How diamonds are stored
              </Link>
              <Link className="button button--secondary button--lg" to="/editor">
                Configure this ring
              </Link>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
