import { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';

import SwatchPicker from '../../../../components/SwatchPicker';
import {
  POSTER_ASPECT,
  POSTER_WIDTHS,
  posterAlt,
  posterPath,
  posterSrcSet,
} from '../../../../components/RealtimeViewer/poster';
import { DEFAULT_CONFIGURATION } from '../../../../components/RealtimeViewer/configuration';
import { metalIds, metals, swatchBackground, type MetalId } from '../../../../data/ringViewer';
import styles from './styles.module.css';

/**
 * The frame's drawn width: the hero's right column (2 of 5 parts of the container) above 996 px,
 * the container's width below, up to the 36rem the column allows.
 */
export const HERO_POSTER_SIZES = '(max-width: 996px) min(calc(100vw - 2rem), 576px), 430px';

/** The width the posters' largest file was drawn at: the caption says it. */
const LARGEST_POSTER = POSTER_WIDTHS[POSTER_WIDTHS.length - 1];

const metalOptions = metalIds.map((id) => ({
  id,
  label: metals[id].label,
  note: metals[id].note,
  swatch: swatchBackground(metals[id].swatch),
}));

/**
 * The ring as the engine renders it: its own still of the live viewer's opening view, one per
 * metal, swapped by the swatches. The live viewer is one link away, on the page built for it, so
 * the home page never loads three.js.
 */
export default function HeroRing(): ReactNode {
  const [metal, setMetal] = useState<MetalId>(DEFAULT_CONFIGURATION.bandMetal);
  const { withBaseUrl } = useBaseUrlUtils();
  const smallest = POSTER_WIDTHS[0];
  return (
    <figure className={styles.ring}>
      <div className={styles.ringFrame}>
        <img
          className={styles.ringPoster}
          src={withBaseUrl(posterPath(metal, smallest))}
          srcSet={posterSrcSet(metal, withBaseUrl)}
          sizes={HERO_POSTER_SIZES}
          width={smallest}
          height={Math.round(smallest / POSTER_ASPECT)}
          alt={posterAlt(metal)}
          fetchPriority="high"
          decoding="async"
        />
      </div>
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
        <Link className={`button button--secondary ${styles.turnIt}`} to={`/realvwr?metal=${metal}`}>
          Turn it in 3D
        </Link>
      </div>
      <figcaption className={styles.ringCaption}>
        Drawn by Vitrine&apos;s engine in Chromium on software WebGL (SwiftShader), the view the live viewer opens on;{' '}
        {LARGEST_POSTER} px wide at most.
      </figcaption>
    </figure>
  );
}
