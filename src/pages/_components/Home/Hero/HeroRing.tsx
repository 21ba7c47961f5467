import { lazy, Suspense, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';

import Picture from '../../../../components/Picture';
import SwatchPicker from '../../../../components/SwatchPicker';
import {
  POSTER_ASPECT,
  POSTER_WIDTHS,
  posterAlt,
  posterPath,
  posterSrcSet,
} from '../../../../components/RealtimeViewer/poster';
import { probeWebGL2 } from '../../../../components/RealtimeViewer/browserSupport';
import { DEFAULT_CONFIGURATION } from '../../../../components/RealtimeViewer/configuration';
import { metalIds, metals, swatchBackground, type MetalId } from '../../../../data/ringViewer';
import { useClientValue } from '../../../../hooks/useClientValue';
import { HERO_POSTER_SIZES } from '../imageSizes';
import styles from './styles.module.css';

/** The viewer and three.js load when the visitor asks to turn the ring, never with the page. */
const LiveHeroRing = lazy(() => import('./LiveHeroRing'));

/** The width the posters' largest file was drawn at: the caption says it. */
const LARGEST_POSTER = POSTER_WIDTHS[POSTER_WIDTHS.length - 1];

const metalOptions = metalIds.map((id) => ({
  id,
  label: metals[id].label,
  note: metals[id].note,
  swatch: swatchBackground(metals[id].swatch),
}));

/** The visitor asked to save data (Save-Data, or prefers-reduced-data where a browser knows it). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true || window.matchMedia('(prefers-reduced-data: reduce)').matches;
}

/** Whether the ring may turn in place: in the browser, unless the visitor saves data. Not on the server. */
function useMayTurnInPlace(): boolean {
  return useClientValue(() => !savesData(), false);
}

/**
 * The ring as the engine renders it: its own still of the live viewer's opening view, one per
 * metal, swapped by the swatches. "Turn it in 3D" replaces the still in place with the live viewer
 * on the same backdrop and poster; without WebGL 2, while saving data, or before the page's code
 * runs, it is a link to /realvwr, where the stills of every metal stay.
 */
export default function HeroRing(): ReactNode {
  const [metal, setMetal] = useState<MetalId>(DEFAULT_CONFIGURATION.bandMetal);
  const [live, setLive] = useState(false);
  const mayTurnInPlace = useMayTurnInPlace();
  const history = useHistory();
  const { withBaseUrl } = useBaseUrlUtils();
  const smallest = POSTER_WIDTHS[0];
  const livePage = `/realvwr?metal=${metal}`;

  const still = (
    <div className={styles.ringFrame}>
      <Picture
        className={styles.ringPoster}
        src={withBaseUrl(posterPath(metal, smallest))}
        srcSet={posterSrcSet(metal, withBaseUrl)}
        sizes={HERO_POSTER_SIZES}
        width={smallest}
        height={Math.round(smallest / POSTER_ASPECT)}
        alt={posterAlt(metal)}
        fetchPriority="high"
      />
    </div>
  );

  return (
    <figure className={styles.ring}>
      {live ? (
        <Suspense fallback={still}>
          <div className={styles.liveFrame}>
            <LiveHeroRing metal={metal} />
          </div>
        </Suspense>
      ) : (
        still
      )}
      <div className={styles.ringControls}>
        <SwatchPicker
          legend="Metal"
          hideLegend
          options={metalOptions}
          value={metal}
          onChange={setMetal}
          size="compact"
          className={styles.ringPicker}
        />
        {live || !mayTurnInPlace ? (
          <Link className={`button button--secondary ${styles.turnIt}`} to={livePage}>
            {live ? 'Open the full viewer' : 'Turn it in 3D'}
          </Link>
        ) : (
          <button
            type="button"
            className={`button button--secondary ${styles.turnIt}`}
            onClick={() => (probeWebGL2() ? setLive(true) : history.push(withBaseUrl(livePage)))}
          >
            Turn it in 3D
          </button>
        )}
      </div>
      {/* One caption for the still and the live view, so the figure keeps its height when it turns. */}
      <figcaption className={styles.ringCaption}>
        Until you turn it, a still drawn by this site&apos;s own three.js viewer in Chromium on software WebGL
        (SwiftShader), {LARGEST_POSTER} px wide at most; then your device draws it live: drag or use the arrow keys to
        turn it; click it and scroll, pinch, or press + and − to zoom.
      </figcaption>
    </figure>
  );
}
