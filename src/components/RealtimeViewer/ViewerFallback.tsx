import type { ReactNode } from 'react';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';

import Picture from '../Picture';
import { metals } from '../../data/ringViewer';
import type { RingConfiguration } from './configuration';
import { POSTER_ASPECT, POSTER_WIDTHS, posterAlt, posterMetal, posterPath, posterSrcSet } from './poster';

import styles from './styles.module.css';

export type FallbackReason = 'no-webgl' | 'context-lost' | 'failed' | 'chunk-failed';

const MESSAGES: Record<FallbackReason, { title: string; text: string; action?: string }> = {
  'no-webgl': {
    title: 'The live view needs WebGL 2',
    text: 'This browser did not give the page a WebGL 2 context, so here is a still of the ring instead. WebGL 2 is on by default in current Chrome, Edge, Firefox and Safari; it is missing when hardware acceleration is turned off or the graphics driver is blocked.',
  },
  'context-lost': {
    title: 'The 3D view lost its graphics context',
    text: 'The browser took the GPU back from this page, after a driver reset or because too many pages were drawing 3D at once. Nothing else on the page is affected.',
    action: 'Restart the 3D view',
  },
  failed: {
    title: 'The 3D view could not start',
    text: 'The graphics context was created, but setting up the scene failed.',
    action: 'Try again',
  },
  'chunk-failed': {
    title: 'The 3D engine did not download',
    text: 'The script that draws the ring could not be loaded. Check the connection and try again.',
    action: 'Try again',
  },
};

interface Props {
  reason: FallbackReason;
  detail?: string;
  /** What the live view would show; the still shows its band metal. */
  configuration: RingConfiguration;
  onRetry: () => void;
}

/** What the stage shows instead of a blank box when the live view cannot run. */
export default function ViewerFallback({ reason, detail, configuration, onRetry }: Props): ReactNode {
  const message = MESSAGES[reason];
  const metal = configuration.bandMetal;
  // Stills exist for each metal with the default stones and light: say when the choices differ.
  const partial = posterMetal({ ...configuration, background: 'transparent' }) === null;
  const { withBaseUrl } = useBaseUrlUtils();
  return (
    <div className={styles.fallback} role="alert">
      <Picture
        className={styles.fallbackImage}
        src={withBaseUrl(posterPath(metal, POSTER_WIDTHS[0]))}
        srcSet={posterSrcSet(metal, withBaseUrl)}
        sizes="(max-width: 996px) min(100vw, 24rem), 50vw"
        width={POSTER_WIDTHS[0]}
        height={Math.round(POSTER_WIDTHS[0] / POSTER_ASPECT)}
        alt={posterAlt(metal)}
        data-viewer-still={metal}
      />
      <div className={styles.fallbackText}>
        <p className={styles.fallbackTitle}>{message.title}</p>
        <p>{message.text}</p>
        {partial && (
          <p data-still-note>
            The still shows the ring in {metals[metal].label.toLowerCase()} with its diamonds: it follows the band metal
            only. The other choices are kept in the address and in the file below.
          </p>
        )}
        {detail && (
          <p className={styles.fallbackDetail}>
            Reported error: <code>{detail}</code>
          </p>
        )}
        {message.action && (
          <button type="button" className="button button--primary button--sm" onClick={onRetry}>
            {message.action}
          </button>
        )}
      </div>
    </div>
  );
}
